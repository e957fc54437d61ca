import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';

export function ReportsRoute() {
  const { t } = useTranslation('creditor-reports');
  return <PageHeading>{t('title')}</PageHeading>;
}
