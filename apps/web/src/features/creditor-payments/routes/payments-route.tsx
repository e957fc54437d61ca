import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';

export function CreditorPaymentsRoute() {
  const { t } = useTranslation('creditor-payments');
  return <PageHeading>{t('title')}</PageHeading>;
}
