import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../shared/ui/amount.tsx';
import { DetailItem, DetailList } from '../../../shared/ui/detail-list.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import type { CreditorCaseDetails } from '../api/get-case-details.ts';

/** Whom the claim is against and how to reach them, as the provider has them. */
export function DebtorCard({ debtor }: { debtor: CreditorCaseDetails['debtor'] }) {
  const { t } = useTranslation('creditor-cases');
  const { address } = debtor;
  const missing = t('details.missing');
  return (
    <SectionCard title={t('debtor.title')}>
      <DetailList>
        <DetailItem label={t('debtor.name')}>{debtor.name}</DetailItem>
        <DetailItem label={debtor.kind === 'company' ? t('debtor.orgNumber') : t('debtor.personalNumber')}>
          <Amount>{debtor.identityNumber}</Amount>
        </DetailItem>
        <DetailItem label={t('debtor.address')}>
          {address ? (
            <>
              {address.careOf && (
                <>
                  {t('debtor.careOf', { name: address.careOf })}
                  <br />
                </>
              )}
              {address.street}
              <br />
              {address.postalCode} {address.city}
              {address.country !== 'SE' && (
                <>
                  <br />
                  {address.country}
                </>
              )}
            </>
          ) : (
            missing
          )}
        </DetailItem>
        <DetailItem label={t('debtor.email')}>
          {debtor.email ? <Link href={`mailto:${debtor.email}`}>{debtor.email}</Link> : missing}
        </DetailItem>
        <DetailItem label={t('debtor.phone')}>
          {debtor.cellularPhone ? (
            <Link href={`tel:${debtor.cellularPhone}`} dir="ltr">
              {debtor.cellularPhone}
            </Link>
          ) : (
            missing
          )}
        </DetailItem>
      </DetailList>
    </SectionCard>
  );
}
