import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Fragment, type ReactNode, useId } from 'react';
import { Notice } from './notice.tsx';

/**
 * A dialog that holds one form (focus stays inside while it is open); full screen on a phone. What it
 * holds is mounted afresh each time `openCount` changes, so every opening starts from an empty form.
 */
export function FormDialog({
  open,
  openCount,
  onClose,
  children,
}: {
  open: boolean;
  openCount: number;
  onClose: () => void;
  /** The form, given the id its title must carry (the dialog's name). */
  children: (titleId: string) => ReactNode;
}) {
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby={titleId}
    >
      <Fragment key={openCount}>{children(titleId)}</Fragment>
    </Dialog>
  );
}

/** The form of a FormDialog: title, a sentence of introduction, the fields, what failed, cancel and submit. */
export function DialogForm({
  titleId,
  title,
  intro,
  failure,
  cancelLabel,
  submitLabel,
  pending,
  onCancel,
  onSubmit,
  children,
}: {
  titleId: string;
  title: string;
  intro: string;
  /** Why sending failed, when it did; the fields keep what was typed. */
  failure: string | null;
  cancelLabel: string;
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 650 }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <Typography color="textSecondary" sx={{ mb: 2.5 }}>
          {intro}
        </Typography>
        <Stack spacing={2.5}>
          {children}
          {failure && <Notice severity="error">{failure}</Notice>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, gap: 1 }}>
        <Button color="inherit" onClick={onCancel} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button type="submit" variant="contained" loading={pending}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Box>
  );
}
