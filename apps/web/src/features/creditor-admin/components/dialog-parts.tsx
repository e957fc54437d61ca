import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageKey } from '../../../shared/api/api-error.ts';
import { Notice } from '../../../shared/ui/notice.tsx';

/** A refusal or failure of the server, said in the user's language. */
export function FailureNotice({ error }: { error: unknown }) {
  const { t } = useTranslation(['creditor-admin', 'errors']);
  const code = error instanceof ApiError ? error.code : 'Unknown';
  return <Notice severity="error">{t('failed', { reason: t(errorMessageKey(code)) })}</Notice>;
}

/** A dialog's cancel and go-ahead buttons; the go-ahead submits its form unless given `onSubmit`. */
export function DialogButtons({
  submitLabel,
  pending,
  onCancel,
  onSubmit,
}: {
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
  onSubmit?: () => void;
}) {
  const { t } = useTranslation('creditor-admin');
  return (
    <DialogActions sx={{ px: 3, pb: 3, gap: 1 }}>
      <Button color="inherit" onClick={onCancel} disabled={pending}>
        {t('cancel')}
      </Button>
      <Button type={onSubmit ? 'button' : 'submit'} variant="contained" loading={pending} onClick={onSubmit}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}

/**
 * A dialog that makes something and then shows what only this answer holds (an invitation link, an
 * API key): a click beside it cannot lose that, and it starts from the form again each time it
 * opens. Full screen on a phone.
 */
export function ShownOnceDialog<Made>({
  open,
  onClose,
  form,
  made,
}: {
  open: boolean;
  onClose: () => void;
  form: (props: { titleId: string; onMade: (made: Made) => void }) => ReactNode;
  /** What was made: the title, what to show, and the label of the button that closes the dialog. */
  made: (made: Made) => { title: string; content: ReactNode; doneLabel: string };
}) {
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [result, setResult] = useState<{ made: Made } | null>(null);
  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => (result && reason === 'backdropClick' ? undefined : onClose())}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited: () => setResult(null) } }}
    >
      {result ? (
        <MadeView titleId={titleId} {...made(result.made)} onDone={onClose} />
      ) : (
        form({ titleId, onMade: (made) => setResult({ made }) })
      )}
    </Dialog>
  );
}

function MadeView({
  titleId,
  title,
  content,
  doneLabel,
  onDone,
}: {
  titleId: string;
  title: string;
  content: ReactNode;
  doneLabel: string;
  onDone: () => void;
}) {
  return (
    <>
      <DialogTitle id={titleId} sx={{ fontWeight: 650 }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>{content}</Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button variant="contained" onClick={onDone}>
          {doneLabel}
        </Button>
      </DialogActions>
    </>
  );
}
