import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../shared/ui/amount.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import type { CreditorCaseDetails } from '../api/get-case-details.ts';
import { DetailList } from './detail-list.tsx';

/** Whom the claim is against and how to reach them, as the provider has them. */
export function DebtorCard({ debtor }: { debtor: CreditorCaseDetails['debtor'] }) {
  const { t } = useTranslation('creditor-cases');
  const { address } = debtor;
  const missing = t('details.missing');
  return (
    <SectionCard title={t('debtor.title')}>
      <DetailList
        items={[
          { label: t('debtor.name'), value: debtor.name },
          {
            label: debtor.kind === 'company' ? t('debtor.orgNumber') : t('debtor.personalNumber'),
            value: <Amount>{debtor.identityNumber}</Amount>,
          },
          {
            label: t('debtor.address'),
            value: address ? (
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
            ),
          },
          {
            label: t('debtor.email'),
            value: debtor.email ? <Link href={`mailto:${debtor.email}`}>{debtor.email}</Link> : missing,
          },
          {
            label: t('debtor.phone'),
            value: debtor.cellularPhone ? (
              <Link href={`tel:${debtor.cellularPhone}`} dir="ltr">
                {debtor.cellularPhone}
              </Link>
            ) : (
              missing
            ),
          },
        ]}
      />
    </SectionCard>
  );
}
