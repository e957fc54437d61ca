import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';

export function ApiKeysRoute() {
  const { t } = useTranslation('creditor-admin');
  return <PageHeading>{t('title')}</PageHeading>;
}
