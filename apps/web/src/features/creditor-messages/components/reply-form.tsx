import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../shared/api/api-error.ts';
import { AttachmentField } from '../../../shared/messages/attachment-field.tsx';
import { useDraftSending } from '../../../shared/messages/use-draft-sending.ts';
import { LoadErrorNotice } from '../../../shared/ui/load-error-notice.tsx';
import { OutlinedTextField } from '../../../shared/ui/outlined-text-field.tsx';
import { useReplyInConversation } from '../api/send-message.ts';

/** A reply in the client's own thread: text and files; kept as typed until the server has it. */
export function ReplyForm({ threadGuid }: { threadGuid: string }) {
  const { t } = useTranslation(['creditor-messages', 'errors']);
  const reply = useReplyInConversation();
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [sent, setSent] = useState(false);
  const sending = useDraftSending(async (draft: { message: string; files: File[] }) => {
    await reply.mutateAsync({ threadGuid, ...draft });
    setMessage('');
    setFiles([]);
    setSent(true);
  });
  const { problems } = sending;
  const busy = reply.isPending;
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
        <Typography role="status" color="text.secondary">
          {sent ? t('reply.sent') : ''}
        </Typography>
      </Box>
    </Stack>
  );
}
