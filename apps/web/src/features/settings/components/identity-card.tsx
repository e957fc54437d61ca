import { useTranslation } from 'react-i18next';
import type { Debtor } from '../../../shared/debtor/current-debtor.ts';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { DetailList, DetailRow } from './detail-list.tsx';

/** Who the debtor is: a person or a company, with the name, the masked identity number and the juridical type. */
export function IdentityCard({ debtor }: { debtor: Debtor }) {
  const { t } = useTranslation('settings');
  const company = debtor.juridicalType === 'Company';
  return (
    <SectionCard title={company ? t('identity.companyTitle') : t('identity.personTitle')}>
      <DetailList>
        <DetailRow label={t('identity.name')} value={debtor.name} />
        <DetailRow
          label={company ? t('identity.organisationNumber') : t('identity.personalNumber')}
          value={debtor.maskedIdentityNumber}
          ltr
        />
        <DetailRow label={t('identity.juridicalType')} value={t(`juridicalType.${debtor.juridicalType}`)} />
      </DetailList>
    </SectionCard>
  );
}
