import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { DialogButtons, FailureNotice } from './dialog-parts.tsx';

/**
 * Asks before a change that takes effect at once (disabling a user, revoking a key); a refusal of the
 * server is said in the dialog, which stays open so the user can cancel.
 */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  pending,
  error,
  onConfirm,
  onClose,
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
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 650 }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography id={bodyId}>{body}</Typography>
          {error && <FailureNotice error={error} />}
        </Stack>
      </DialogContent>
      <DialogButtons submitLabel={confirmLabel} pending={pending} onCancel={onClose} onSubmit={onConfirm} />
    </Dialog>
  );
}
