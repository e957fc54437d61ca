import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';

export function ConversationRoute() {
  const { t } = useTranslation('creditor-messages');
  return <PageHeading>{t('title')}</PageHeading>;
}
