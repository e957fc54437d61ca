import type { DebtTotal } from '@fordra/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormatter } from '../../../shared/format/date.ts';
import { useMoneyFormatter } from '../../../shared/format/money.ts';

// Amounts are isolated with <bdi> so that right-to-left text around them cannot reorder them.
const amountSx = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', textAlign: 'end' } as const;

function BreakdownRow({ label, hint, amount }: { label: string; hint: string; amount: string }) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'baseline',
        gap: 2,
        py: 1.25,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box component="dt">
        <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
          {label}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {hint}
        </Typography>
      </Box>
      <Typography component="dd" sx={{ ...amountSx, m: 0 }}>
        <bdi>{amount}</bdi>
      </Typography>
    </Box>
  );
}

/**
 * One currency's total debt, including statutory costs, opened into its parts (principal,
 * interest, fees) so that the sum can be checked on screen.
 */
export function DebtTotalCard({ total, showCurrency }: { total: DebtTotal; showCurrency: boolean }) {
  const { t } = useTranslation('home');
  const money = useMoneyFormatter();
  const formatDate = useDateFormatter();
  const headingId = useId();
  const format = (minor: number) => money(minor, total.currency);

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Grid container spacing={{ xs: 3, md: 6 }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Typography variant="h2" id={headingId}>
              {showCurrency ? t('summary.titleInCurrency', { currency: total.currency }) : t('summary.title')}
            </Typography>
            <Typography
              sx={{ fontSize: { xs: '2.25rem', md: '2.5rem' }, fontWeight: 500, lineHeight: 1.2, mt: 1.5 }}
            >
              <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                <bdi>{format(total.total)}</bdi>
              </Box>
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {t('summary.totalHint')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {t('summary.activeCases', { count: total.activeCases })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('summary.asOf', { date: formatDate(new Date(), 'PPP') })}
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Typography variant="h3" component="h3">
              {t('summary.breakdownTitle')}
            </Typography>
            <Box component="dl" sx={{ m: 0, mt: 1 }}>
              <BreakdownRow
                label={t('summary.principal')}
                hint={t('summary.principalHint')}
                amount={format(total.remainingPrincipal)}
              />
              <BreakdownRow
                label={t('summary.interest')}
                hint={t('summary.interestHint')}
                amount={format(total.remainingInterest)}
              />
              <BreakdownRow
                label={t('summary.fees')}
                hint={t('summary.feesHint')}
                amount={format(total.remainingFees)}
              />
              <Box
                sx={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  gap: 2,
                  pt: 1.5,
                  mt: '-1px',
                  borderTop: 1,
                  borderColor: 'text.primary',
                }}
              >
                <Typography component="dt" sx={{ fontWeight: 600 }}>
                  {t('summary.total')}
                </Typography>
                <Typography component="dd" sx={{ ...amountSx, m: 0, fontWeight: 600 }}>
                  <bdi>{format(total.total)}</bdi>
                </Typography>
              </Box>
            </Box>
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}
