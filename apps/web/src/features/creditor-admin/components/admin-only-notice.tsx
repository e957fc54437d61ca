import { useTranslation } from 'react-i18next';
import { useCurrentClientUser } from '../../../shared/creditor/current-user.ts';
import { Notice } from '../../../shared/ui/notice.tsx';

/** What a user who is not an administrator sees on these pages instead of them. */
export function AdminOnlyNotice() {
  const { t } = useTranslation('creditor-admin');
  const { client } = useCurrentClientUser();
  return <Notice severity="info">{t('adminOnly.body', { client: client.name })}</Notice>;
}
