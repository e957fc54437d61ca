import { useTranslation } from 'react-i18next';
import { ConfirmDialog as Confirm } from '../../../shared/ui/confirm-dialog.tsx';
import { FailureNotice } from './dialog-parts.tsx';

/**
 * Asks before a change that takes effect at once (disabling a user, revoking a key); a refusal of the
 * server is said in the dialog, which stays open so the user can cancel.
 */
export function ConfirmDialog({
  error,
  ...props
}: {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  pending: boolean;
  error: Error | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('creditor-admin');
  return <Confirm {...props} cancelLabel={t('cancel')} failure={error && <FailureNotice error={error} />} />;
}
