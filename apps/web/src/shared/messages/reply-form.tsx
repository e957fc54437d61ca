import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../api/api-error.ts';
import { LoadErrorNotice } from '../ui/load-error-notice.tsx';
import { OutlinedTextField } from '../ui/outlined-text-field.tsx';
import { AttachmentField } from './attachment-field.tsx';
import { useDraftSending } from './use-draft-sending.ts';

/** A message's text and files as the form sends them. */
export type ReplyDraft = { message: string; files: File[] };

/**
 * An answer in a thread (a client's in its own, or the provider's staff's): text and files, kept as
 * typed until `onSend` has stored them. Its texts are `creditor-messages:reply.*`.
 */
export function ReplyForm({
  onSend,
  pending,
}: {
  onSend: (draft: ReplyDraft) => Promise<unknown>;
  pending: boolean;
}) {
  const { t } = useTranslation(['creditor-messages', 'errors']);
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [sent, setSent] = useState(false);
  const sending = useDraftSending(async (draft: ReplyDraft) => {
    await onSend(draft);
    setMessage('');
    setFiles([]);
    setSent(true);
  });
  const { problems } = sending;
  const busy = pending;
  const send = () => {
    setSent(false);
    return sending.submit({ message, files });
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <OutlinedTextField
        label={t('reply.message')}
        required
        fullWidth
        multiline
        minRows={4}
        value={message}
        disabled={busy}
        error={problems.message ? t(errorMessageKey(problems.message)) : undefined}
        onChange={(event) => {
          sending.clear('message');
          setSent(false);
          setMessage(event.target.value);
        }}
      />
      <AttachmentField
        files={files}
        problems={problems}
        disabled={busy}
        onChange={(next) => {
          sending.clear('files');
          sending.clear('attachments');
          setFiles(next);
        }}
      />
      {sending.failure && (
        <LoadErrorNotice
          error={sending.failure}
          message={(reason) => t('send.failed', { reason })}
          onRetry={() => void send()}
        />
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Button type="submit" variant="contained" loading={busy} startIcon={<SendOutlinedIcon />}>
          {t('reply.send')}
        </Button>
        <Typography role="status" color="textSecondary">
          {sent ? t('reply.sent') : ''}
        </Typography>
      </Box>
    </Stack>
  );
}
