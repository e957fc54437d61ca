import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageKey } from '../../../shared/api/api-error.ts';
import { useFileSizeFormatter } from '../../../shared/format/file-size.ts';
import { DialogForm, FormDialog } from '../../../shared/ui/form-dialog.tsx';
import { OutlinedTextField } from '../../../shared/ui/outlined-text-field.tsx';
import { useCreateCaseConversation } from '../api/create-case-conversation.ts';
import {
  type ConversationForm,
  type ConversationProblem,
  conversationProblem,
} from '../conversation-form.ts';

// What the file chooser offers; the server decides from the content.
const accept = '.pdf,.jpg,.jpeg,.png,.heic,.heif,.doc,.docx,application/pdf,image/jpeg,image/png,image/heic';
const attachmentCodes = new Set([
  'TooManyAttachments',
  'AttachmentTooLarge',
  'AttachmentsTooLarge',
  'AttachmentTypeNotAllowed',
  'AttachmentUnreadable',
]);

function ConversationFormBody({
  caseGuid,
  caseNumber,
  titleId,
  onCancel,
  onStarted,
}: {
  caseGuid: string;
  caseNumber: string;
  titleId: string;
  onCancel: () => void;
  onStarted: (conversationGuid: string) => void;
}) {
  const { t } = useTranslation(['creditor-cases', 'errors']);
  const fileSize = useFileSizeFormatter();
  const create = useCreateCaseConversation();
  const fileInput = useRef<HTMLInputElement>(null);
  const [form, setForm] = useState<ConversationForm>({
    subject: t('conversation.defaultSubject', { caseNumber }),
    message: '',
    attachments: [],
  });
  const [problem, setProblem] = useState<ConversationProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const edit = (patch: Partial<ConversationForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    if (problem && problem.field in patch) setProblem(null);
  };
  const fieldError = (field: ConversationProblem['field']) =>
    problem?.field === field ? t(errorMessageKey(problem.code)) : undefined;
  const show = (found: ConversationProblem) => {
    setProblem(found);
    document.getElementById(`${titleId}-${found.field}`)?.focus();
  };

  const submit = async () => {
    setFailure(null);
    const found = conversationProblem(form);
    if (found) return show(found);
    try {
      const sent = await create.mutateAsync({
        caseGuid,
        subject: form.subject.trim(),
        message: form.message.trim(),
        attachments: form.attachments,
      });
      onStarted(sent.conversationGuid);
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'Unknown';
      if (code === 'SubjectRequired' || code === 'SubjectTooLong') show({ field: 'subject', code });
      else if (code === 'MessageRequired' || code === 'MessageTooLong') show({ field: 'message', code });
      else if (attachmentCodes.has(code)) show({ field: 'attachments', code });
      else setFailure(code);
    }
  };

  return (
    <DialogForm
      titleId={titleId}
      title={t('conversation.title')}
      intro={t('conversation.intro', { caseNumber })}
      failure={failure && t('conversation.failed', { reason: t(errorMessageKey(failure)) })}
      cancelLabel={t('conversation.cancel')}
      submitLabel={t('conversation.submit')}
      pending={create.isPending}
      onCancel={onCancel}
      onSubmit={() => void submit()}
    >
      <OutlinedTextField
        id={`${titleId}-subject`}
        label={t('conversation.subject')}
        value={form.subject}
        onChange={(event) => edit({ subject: event.target.value })}
        required
        fullWidth
        error={fieldError('subject')}
      />
      <OutlinedTextField
        id={`${titleId}-message`}
        label={t('conversation.message')}
        value={form.message}
        onChange={(event) => edit({ message: event.target.value })}
        required
        fullWidth
        multiline
        minRows={5}
        error={fieldError('message')}
      />
      <Box>
        <Button
          id={`${titleId}-attachments`}
          variant="outlined"
          color="inherit"
          startIcon={<AttachFileIcon />}
          onClick={() => fileInput.current?.click()}
          sx={{ borderColor: 'divider' }}
        >
          {t('conversation.attach')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          multiple
          accept={accept}
          hidden
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            // Cleared, so that choosing the same file again (after removing it) adds it again.
            event.target.value = '';
            edit({ attachments: [...form.attachments, ...chosen] });
          }}
        />
        <FormHelperText sx={{ mx: 0 }}>{t('conversation.attachHint')}</FormHelperText>
        {problem?.field === 'attachments' && (
          <FormHelperText error role="alert" sx={{ mx: 0 }}>
            {t(errorMessageKey(problem.code))}
          </FormHelperText>
        )}
        {form.attachments.length > 0 && (
          <Box
            component="ul"
            aria-label={t('conversation.files')}
            sx={{ listStyle: 'none', m: 0, mt: 1, p: 0 }}
          >
            {form.attachments.map((file, index) => (
              <Box
                component="li"
                // The same file may be chosen twice; its place in the list tells the two apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: the rows hold no state of their own.
                key={`${file.name}-${index}`}
                sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}
              >
                <Typography sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {file.name}{' '}
                  <Typography component="span" variant="body2" color="textSecondary">
                    ({fileSize(file.size)})
                  </Typography>
                </Typography>
                <IconButton
                  aria-label={t('conversation.removeFile', { name: file.name })}
                  onClick={() => edit({ attachments: form.attachments.filter((_, at) => at !== index) })}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Box>
            ))}
          </Box>
        )}
      </Box>
    </DialogForm>
  );
}

/** A new thread with the provider about the case. */
export function ConversationDialog({
  caseGuid,
  caseNumber,
  open,
  openCount,
  onClose,
  onStarted,
}: {
  caseGuid: string;
  caseNumber: string;
  open: boolean;
  openCount: number;
  onClose: () => void;
  onStarted: (conversationGuid: string) => void;
}) {
  return (
    <FormDialog open={open} openCount={openCount} onClose={onClose}>
      {(titleId) => (
        <ConversationFormBody
          caseGuid={caseGuid}
          caseNumber={caseNumber}
          titleId={titleId}
          onCancel={onClose}
          onStarted={onStarted}
        />
      )}
    </FormDialog>
  );
}
