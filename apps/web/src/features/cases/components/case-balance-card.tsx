import type { CaseDetails } from '@fordra/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { Amount } from '../../../shared/ui/amount.tsx';
import { AmountList, AmountRow, AmountTotalRow } from '../../../shared/ui/amount-list.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';

/**
 * What is left to pay on the case, opened into principal, interest and fees that add up on screen,
 * and what has been paid. A closed case has nothing left to pay, whatever balance it was closed with
 * (a credited invoice keeps its principal), so it shows only what was paid.
 */
export function CaseBalanceCard({ item }: { item: CaseDetails }) {
  const { t } = useTranslation('cases');
  const money = useMoneyFormatter();
  const format = (minor: number) => money(minor, item.currency);

  const paid = (
    <AmountList>
      <AmountRow label={t('balance.paid')} hint={t('balance.paidHint')} amount={format(item.paidSum)} />
      {item.creditBalance > 0 && (
        <AmountRow
          label={t('balance.credit')}
          hint={t('balance.creditHint')}
          amount={format(item.creditBalance)}
        />
      )}
    </AmountList>
  );

  if (!item.isActive) {
    return (
      <SectionCard title={t('balance.closedTitle')}>
        <Typography sx={{ mb: 2 }}>{t('balance.closedHint')}</Typography>
        {paid}
      </SectionCard>
    );
  }

  return (
    <SectionCard title={t('balance.title')}>
      <Typography sx={{ fontSize: { xs: '2rem', md: '2.25rem' }, fontWeight: 500, lineHeight: 1.2 }}>
        <Amount>{format(item.remainingAmount)}</Amount>
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('balance.hint')}
      </Typography>
      <AmountList>
        <AmountRow
          label={t('balance.principal')}
          hint={t('balance.principalHint')}
          amount={format(item.remainingPrincipal)}
        />
        <AmountRow
          label={t('balance.interest')}
          hint={t('balance.interestHint')}
          amount={format(item.remainingInterest)}
        />
        <AmountRow
          label={t('balance.fees')}
          hint={t('balance.feesHint')}
          amount={format(item.remainingFees)}
        />
        <AmountTotalRow label={t('balance.total')} amount={format(item.remainingAmount)} />
      </AmountList>
      <Box sx={{ mt: 3 }}>{paid}</Box>
    </SectionCard>
  );
}
