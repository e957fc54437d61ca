import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';

export function ImportCasesRoute() {
  const { t } = useTranslation('creditor-register');
  return <PageHeading>{t('title')}</PageHeading>;
}
