import { type Currency, feeAmount, type InstalmentPlanQuote } from '@fordra/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { useRateFormatter } from '../plan-format.ts';

function TermsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="h3" component="h3" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * Step 3: the terms with this plan's figures (instalments, effective rate, monthly amount, total), the
 * extra costs of a plan and what happens on a missed payment (docs/spec-coverage.md, states and constants).
 */
export function TermsStep({
  quote,
  currency,
  setupFee: charged,
}: {
  quote: InstalmentPlanQuote;
  currency: Currency;
  /** The set-up fee this plan carries (minor units): 0 where the 4 a § compensation covers it. */
  setupFee: number | undefined;
}) {
  const { t } = useTranslation('plans');
  const money = useMoneyFormatter();
  const rate = useRateFormatter();
  const setupFee = feeAmount('planSetup', currency);
  const covered = setupFee !== null && charged === 0;
  const noticeFee = feeAmount('instalmentNotice', currency);
  const reminderFee = feeAmount('missedInstalmentReminder', currency);

  return (
    <Stack spacing={2.5}>
      <Typography>{t('terms.intro')}</Typography>
      <TermsSection title={t('terms.planTitle')}>
        <Typography>
          {t('terms.plan', {
            count: quote.months,
            perMonth: money(quote.perMonth, currency),
            total: money(quote.total, currency),
            rate: rate(quote.effectiveRateTenths),
          })}
        </Typography>
        <Typography sx={{ mt: 1 }}>{t('terms.interest')}</Typography>
      </TermsSection>
      <TermsSection title={t('terms.costsTitle')}>
        {setupFee === null && noticeFee === null ? (
          <Typography>{t('terms.noFees')}</Typography>
        ) : (
          <>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {setupFee !== null && (
                <Typography component="li">
                  {covered
                    ? t('terms.setupFeeCovered')
                    : t('terms.setupFee', { amount: money(setupFee, currency) })}
                </Typography>
              )}
              {noticeFee !== null && (
                <Typography component="li">
                  {t('terms.noticeFee', { amount: money(noticeFee, currency) })}
                </Typography>
              )}
            </Box>
            <Typography sx={{ mt: 1 }}>{t('terms.feesIncluded')}</Typography>
          </>
        )}
      </TermsSection>
      <TermsSection title={t('terms.decisionTitle')}>
        <Typography>{t('terms.decision')}</Typography>
      </TermsSection>
      <TermsSection title={t('terms.missedTitle')}>
        <Typography>
          {reminderFee === null
            ? t('terms.missedReminderNoFee')
            : t('terms.missedReminder', { amount: money(reminderFee, currency) })}
        </Typography>
        <Typography sx={{ mt: 1 }}>{t('terms.termination')}</Typography>
      </TermsSection>
    </Stack>
  );
}
