import { useTranslation } from 'react-i18next';
import { useDayFormatter } from '../../../shared/format/date.ts';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { Amount } from '../../../shared/ui/amount.tsx';
import { DetailItem, DetailList } from '../../../shared/ui/detail-list.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import type { CreditorCaseDetails } from '../api/get-case-details.ts';

/** The claim the client handed over: its invoice, the client's own reference, and for which creditor. */
export function ClaimCard({ details }: { details: CreditorCaseDetails }) {
  const { t } = useTranslation('creditor-cases');
  const day = useDayFormatter();
  const money = useMoneyFormatter();
  const item = details.case;
  return (
    <SectionCard title={t('claim.title')}>
      <DetailList>
        <DetailItem label={t('claim.creditor')}>{item.creditorName}</DetailItem>
        <DetailItem label={t('claim.ownReference')}>
          {details.clientReference ?? t('details.missing')}
        </DetailItem>
        <DetailItem label={t('claim.invoiceNumber')}>{item.invoiceNumber}</DetailItem>
        <DetailItem label={t('claim.invoiceDate')}>
          <Amount>{day(item.invoiceDate)}</Amount>
        </DetailItem>
        <DetailItem label={t('claim.dueDate')}>
          <Amount>{day(item.dueDate)}</Amount>
        </DetailItem>
        <DetailItem label={t('claim.description')}>{item.description}</DetailItem>
        <DetailItem label={t('claim.originalPrincipal')}>
          <Amount>{money(item.originalPrincipal, item.currency)}</Amount>
        </DetailItem>
        <DetailItem label={t('claim.registrationDate')}>
          <Amount>{day(item.registrationDate)}</Amount>
        </DetailItem>
      </DetailList>
    </SectionCard>
  );
}
