import type { StaffCaseView } from '@fordra/contract';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useDayFormatter } from '../../../shared/format/date.ts';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { readableBankgiro, readableReference } from '../../../shared/format/payment-numbers.ts';
import { Amount } from '../../../shared/ui/amount.tsx';
import { AmountList, AmountRow, AmountTotalRow } from '../../../shared/ui/amount-list.tsx';
import { DetailItem, DetailList } from '../../../shared/ui/detail-list.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';

/** The claim: whose it is (client and creditor), its invoice and references, and what is left of it. */
export function ClaimCard({ view }: { view: StaffCaseView }) {
  const { t } = useTranslation('staff-case');
  const day = useDayFormatter();
  const money = useMoneyFormatter();
  const format = (minor: number) => money(minor, view.currency);
  return (
    <SectionCard title={t('claim.title')}>
      <DetailList>
        <DetailItem label={t('claim.client')}>
          {t('claim.clientValue', { name: view.client.name, number: view.client.clientNumber })}
        </DetailItem>
        <DetailItem label={t('claim.creditor')}>{view.creditor.name}</DetailItem>
        <DetailItem label={t('claim.invoiceNumber')}>{view.invoiceNumber}</DetailItem>
        <DetailItem label={t('claim.description')}>{view.description}</DetailItem>
        <DetailItem label={t('claim.dueDate')}>
          <Amount>{day(view.dueDate)}</Amount>
        </DetailItem>
        <DetailItem label={t('claim.registrationDate')}>
          <Amount>{day(view.registrationDate)}</Amount>
        </DetailItem>
        <DetailItem label={t('claim.ocrReference')}>
          <Amount>{readableReference(view.ocrReference)}</Amount>
        </DetailItem>
        <DetailItem label={t('claim.bankgiro')}>
          <Amount>{readableBankgiro(view.bankgiro)}</Amount>
        </DetailItem>
      </DetailList>
      <Box sx={{ mt: 2.5 }}>
        <AmountList>
          <AmountRow label={t('claim.originalPrincipal')} amount={format(view.originalPrincipal)} />
          <AmountRow label={t('claim.remainingPrincipal')} amount={format(view.remainingPrincipal)} />
          <AmountRow label={t('claim.remainingInterest')} amount={format(view.remainingInterest)} />
          <AmountRow label={t('claim.remainingFees')} amount={format(view.remainingFees)} />
          <AmountTotalRow label={t('claim.remainingAmount')} amount={format(view.remainingAmount)} />
          {view.creditBalance > 0 && (
            <AmountRow label={t('claim.credit')} amount={format(view.creditBalance)} />
          )}
        </AmountList>
      </Box>
    </SectionCard>
  );
}
