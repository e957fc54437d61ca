import { useTranslation } from 'react-i18next';
import { useDayFormatter } from '../../../shared/format/date.ts';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { Amount } from '../../../shared/ui/amount.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import type { CreditorCaseDetails } from '../api/get-case-details.ts';
import { DetailList } from './detail-list.tsx';

/** The claim the client handed over: its invoice, the client's own reference, and for which creditor. */
export function ClaimCard({ details }: { details: CreditorCaseDetails }) {
  const { t } = useTranslation('creditor-cases');
  const day = useDayFormatter();
  const money = useMoneyFormatter();
  const item = details.case;
  return (
    <SectionCard title={t('claim.title')}>
      <DetailList
        items={[
          { label: t('claim.creditor'), value: item.creditorName },
          { label: t('claim.ownReference'), value: details.clientReference ?? t('details.missing') },
          { label: t('claim.invoiceNumber'), value: item.invoiceNumber },
          { label: t('claim.invoiceDate'), value: <Amount>{day(item.invoiceDate)}</Amount> },
          { label: t('claim.dueDate'), value: <Amount>{day(item.dueDate)}</Amount> },
          { label: t('claim.description'), value: item.description },
          {
            label: t('claim.originalPrincipal'),
            value: <Amount>{money(item.originalPrincipal, item.currency)}</Amount>,
          },
          { label: t('claim.registrationDate'), value: <Amount>{day(item.registrationDate)}</Amount> },
        ]}
      />
    </SectionCard>
  );
}
