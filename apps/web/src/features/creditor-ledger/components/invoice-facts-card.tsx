import type { InvoiceItem } from '@fordra/contract';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { creditorPath } from '../../../app/paths.ts';
import { useDayFormatter } from '../../../shared/format/date.ts';
import { Amount } from '../../../shared/ui/amount.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { LabelledValue, LabelledValues } from './labelled-values.tsx';

/** What the invoice is: to whom, from which creditor, for what, and its dates. */
export function InvoiceFactsCard({ invoice }: { invoice: InvoiceItem }) {
  const { t } = useTranslation('creditor-ledger');
  const day = useDayFormatter();
  return (
    <SectionCard title={t('invoice.factsTitle')}>
      <LabelledValues>
        <LabelledValue label={t('invoice.customer')}>
          <Link component={RouterLink} to={creditorPath('customerDetails', invoice.customer.customerGuid)}>
            {invoice.customer.name}
          </Link>{' '}
          <Amount>{t('invoice.customerNumber', { customerNumber: invoice.customer.customerNumber })}</Amount>
        </LabelledValue>
        <LabelledValue label={t('invoice.creditor')}>{invoice.creditor.name}</LabelledValue>
        <LabelledValue label={t('invoice.description')}>{invoice.description}</LabelledValue>
        <LabelledValue label={t('invoice.clientReference')}>{invoice.clientReference}</LabelledValue>
        <LabelledValue label={t('invoice.invoiceDate')}>{day(invoice.invoiceDate)}</LabelledValue>
        <LabelledValue label={t('invoice.dueDate')}>{day(invoice.dueDate)}</LabelledValue>
      </LabelledValues>
    </SectionCard>
  );
}
