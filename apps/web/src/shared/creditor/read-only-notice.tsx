import { useTranslation } from 'react-i18next';
import { Notice } from '../ui/notice.tsx';

/** Tells a read-only user why a page offers no way to change anything. */
export function ReadOnlyNotice() {
  const { t } = useTranslation('creditor');
  return <Notice severity="info">{t('readOnly')}</Notice>;
}
