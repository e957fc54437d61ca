import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';

export function CreditorCaseDetailsRoute() {
  const { t } = useTranslation('creditor-cases');
  return <PageHeading>{t('title')}</PageHeading>;
}
