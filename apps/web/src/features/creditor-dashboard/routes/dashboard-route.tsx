import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';

export function DashboardRoute() {
  const { t } = useTranslation('creditor-dashboard');
  return <PageHeading>{t('title')}</PageHeading>;
}
