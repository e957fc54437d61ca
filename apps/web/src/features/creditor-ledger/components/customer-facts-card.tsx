import type { CustomerDetails } from '@fordra/contract';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { useDateFormatter } from '../../../shared/format/date.ts';
import { Amount } from '../../../shared/ui/amount.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { LabelledValue, LabelledValues } from './labelled-values.tsx';

/** Who the customer is and how to reach them: identity number, customer number, address, e-mail and phone. */
export function CustomerFactsCard({ customer }: { customer: CustomerDetails }) {
  const { t } = useTranslation('creditor-ledger');
  const formatDate = useDateFormatter();
  const { address } = customer;
  return (
    <SectionCard title={t('customer.factsTitle')}>
      <LabelledValues>
        <LabelledValue label={t(`customer.identityNumber.${customer.debtor.kind}`)}>
          <Amount>{customer.debtor.identityNumber}</Amount>
        </LabelledValue>
        <LabelledValue label={t('customer.customerNumber')}>{customer.customerNumber}</LabelledValue>
        <LabelledValue label={t('customer.createdAt')}>
          {formatDate(new Date(customer.createdAt))}
        </LabelledValue>
        <LabelledValue label={t('customer.address')}>
          {address && (
            <>
              {address.careOf && (
                <>
                  {t('customer.careOf', { careOf: address.careOf })}
                  <br />
                </>
              )}
              {address.street}
              <br />
              {address.postalCode} {address.city}
              {address.country && address.country !== 'SE' && (
                <>
                  <br />
                  {address.country}
                </>
              )}
            </>
          )}
        </LabelledValue>
        <LabelledValue label={t('customer.email')}>
          {customer.email && <Link href={`mailto:${customer.email}`}>{customer.email}</Link>}
        </LabelledValue>
        <LabelledValue label={t('customer.phone')}>
          {customer.cellularPhone && (
            <Link href={`tel:${customer.cellularPhone}`}>
              <Amount>{customer.cellularPhone}</Amount>
            </Link>
          )}
        </LabelledValue>
      </LabelledValues>
    </SectionCard>
  );
}
