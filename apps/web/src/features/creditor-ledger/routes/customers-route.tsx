import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';

export function CustomersRoute() {
  const { t } = useTranslation('creditor-ledger');
  return <PageHeading>{t('title')}</PageHeading>;
}
