import type { DebtorEntry } from '@fordra/contract';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { DetailList, DetailRow } from './detail-list.tsx';

/** Who the debtor is: a person or a company, with the name, the masked identity number and the juridical type. */
export function IdentityCard({ debtor }: { debtor: DebtorEntry }) {
  const { t } = useTranslation('settings');
  const company = debtor.JuridicalType === 'Company';
  return (
    <SectionCard title={company ? t('identity.companyTitle') : t('identity.personTitle')}>
      <DetailList>
        <DetailRow label={t('identity.name')} value={debtor.Name} />
        <DetailRow
          label={company ? t('identity.organisationNumber') : t('identity.personalNumber')}
          value={debtor.MaskedIdentityNumber}
          ltr
        />
        <DetailRow label={t('identity.juridicalType')} value={t(`juridicalType.${debtor.JuridicalType}`)} />
      </DetailList>
    </SectionCard>
  );
}
