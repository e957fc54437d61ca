import type { CustomerDetails } from '@fordra/contract';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { useDateFormatter } from '../../../shared/format/date.ts';
import { Amount } from '../../../shared/ui/amount.tsx';
import { DetailItem, DetailList } from '../../../shared/ui/detail-list.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';

/** Who the customer is and how to reach them: identity number, customer number, address, e-mail and phone. */
export function CustomerFactsCard({ customer }: { customer: CustomerDetails }) {
  const { t } = useTranslation('creditor-ledger');
  const formatDate = useDateFormatter();
  const { address } = customer;
  return (
    <SectionCard title={t('customer.factsTitle')}>
      <DetailList>
        <DetailItem label={t(`customer.identityNumber.${customer.debtor.kind}`)}>
          <Amount>{customer.debtor.identityNumber}</Amount>
        </DetailItem>
        <DetailItem label={t('customer.customerNumber')}>{customer.customerNumber}</DetailItem>
        <DetailItem label={t('customer.createdAt')}>{formatDate(new Date(customer.createdAt))}</DetailItem>
        <DetailItem label={t('customer.address')}>
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
        </DetailItem>
        <DetailItem label={t('customer.email')}>
          {customer.email && <Link href={`mailto:${customer.email}`}>{customer.email}</Link>}
        </DetailItem>
        <DetailItem label={t('customer.phone')}>
          {customer.cellularPhone && (
            <Link href={`tel:${customer.cellularPhone}`}>
              <Amount>{customer.cellularPhone}</Amount>
            </Link>
          )}
        </DetailItem>
      </DetailList>
    </SectionCard>
  );
}
