import type { CaseDetails } from '@fordra/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { Amount } from '../../../shared/ui/amount.tsx';
import { AmountList, AmountRow, AmountTotalRow } from '../../../shared/ui/amount-list.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';

/**
 * What is left of the claim today, opened into principal, interest and fees that add up on screen
 * to the remaining amount, and what has been paid. A closed case shows what it closed with.
 */
export function BalanceCard({ item }: { item: CaseDetails }) {
  const { t } = useTranslation('creditor-cases');
  const money = useMoneyFormatter();
  const format = (minor: number) => money(minor, item.currency);
  return (
    <SectionCard title={t('balance.title')}>
      <Typography
        sx={{ fontSize: { xs: '2rem', md: '2.25rem' }, fontWeight: 500, lineHeight: 1.2 }}
        data-testid="remaining-amount"
      >
        <Amount>{format(item.remainingAmount)}</Amount>
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 0.5, mb: 2 }}>
        {item.isActive ? t('balance.hint') : t('balance.closedHint')}
      </Typography>
      <AmountList>
        <AmountRow label={t('balance.principal')} amount={format(item.remainingPrincipal)} />
        <AmountRow label={t('balance.interest')} amount={format(item.remainingInterest)} />
        <AmountRow label={t('balance.fees')} amount={format(item.remainingFees)} />
        <AmountTotalRow label={t('balance.total')} amount={format(item.remainingAmount)} />
      </AmountList>
      <Box sx={{ mt: 3 }}>
        <AmountList>
          <AmountRow label={t('balance.paid')} amount={format(item.paidSum)} />
          {item.creditBalance > 0 && (
            <AmountRow
              label={t('balance.credit')}
              hint={t('balance.creditHint')}
              amount={format(item.creditBalance)}
            />
          )}
        </AmountList>
      </Box>
    </SectionCard>
  );
}
