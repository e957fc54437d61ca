import type { InvoiceItem } from '@fordra/contract';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { creditorPath } from '../../../config/paths.ts';
import { useDayFormatter } from '../../../shared/format/date.ts';
import { Amount } from '../../../shared/ui/amount.tsx';
import { DetailItem, DetailList } from '../../../shared/ui/detail-list.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';

/** What the invoice is: to whom, from which creditor, for what, and its dates. */
export function InvoiceFactsCard({ invoice }: { invoice: InvoiceItem }) {
  const { t } = useTranslation('creditor-ledger');
  const day = useDayFormatter();
  return (
    <SectionCard title={t('invoice.factsTitle')}>
      <DetailList>
        <DetailItem label={t('invoice.customer')}>
          <Link component={RouterLink} to={creditorPath('customerDetails', invoice.customer.customerGuid)}>
            {invoice.customer.name}
          </Link>{' '}
          <Amount>{t('invoice.customerNumber', { customerNumber: invoice.customer.customerNumber })}</Amount>
        </DetailItem>
        <DetailItem label={t('invoice.creditor')}>{invoice.creditor.name}</DetailItem>
        <DetailItem label={t('invoice.description')}>{invoice.description}</DetailItem>
        <DetailItem label={t('invoice.clientReference')}>{invoice.clientReference}</DetailItem>
        <DetailItem label={t('invoice.invoiceDate')}>{day(invoice.invoiceDate)}</DetailItem>
        <DetailItem label={t('invoice.dueDate')}>{day(invoice.dueDate)}</DetailItem>
      </DetailList>
    </SectionCard>
  );
}
