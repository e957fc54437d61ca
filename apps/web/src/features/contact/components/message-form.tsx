import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageKey } from '../../../shared/api/api-error.ts';
import { useDebtor } from '../../../shared/debtor/current-debtor.ts';
import { Notice } from '../../../shared/ui/notice.tsx';
import { OutlinedTextField } from '../../../shared/ui/outlined-text-field.tsx';
import { useSendUserMessage } from '../api/send-user-message.ts';
import {
  attachmentSetError,
  attachmentsReady,
  type PickedAttachment,
  pickAttachment,
} from '../attachment-files.ts';
import { clearDraft, readDraft, writeDraft } from '../message-draft.ts';
import {
  type MessageForm as MessageFormValues,
  messageFields,
  messagePayload,
  messageResolver,
} from '../message-schema.ts';
import { AttachmentDropzone } from './attachment-dropzone.tsx';
import { CaseSelect } from './case-select.tsx';
import { MessageBodyField } from './message-body-field.tsx';

export type SentMessage = { subject: string; fileNames: string[] };

const isMessageField = (field: string): field is (typeof messageFields)[number] =>
  (messageFields as readonly string[]).includes(field);

/**
 * The message form. What was typed stays through every error and is kept as a draft in the tab; a
 * failed send says so and sends the very same content again on "try again".
 */
export function MessageForm({ onSent }: { onSent: (sent: SentMessage) => void }) {
  const { t } = useTranslation(['contact', 'errors']);
  const { t: tCommon } = useTranslation();
  const debtor = useDebtor();
  const send = useSendUserMessage();
  const [files, setFiles] = useState<PickedAttachment[]>([]);
  const [checking, setChecking] = useState(0);
  const [filesError, setFilesError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const nextFileId = useRef(0);
  const dropzoneButton = useRef<HTMLButtonElement>(null);
  const [defaultValues] = useState<MessageFormValues>(() => ({
    casenumber: '',
    email: debtor.email ?? '',
    cellularphone: debtor.cellularPhone ?? '',
    subject: '',
    message: '',
    ...readDraft(debtor.debtorGuid),
  }));
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<MessageFormValues>({ resolver: messageResolver, defaultValues });

  useEffect(() => {
    const subscription = watch((values) => writeDraft(debtor.debtorGuid, { ...defaultValues, ...values }));
    return () => subscription.unsubscribe();
  }, [watch, debtor.debtorGuid, defaultValues]);

  const addFiles = async (chosen: File[]) => {
    setFilesError(null);
    setChecking((count) => count + 1);
    const checked = await Promise.all(
      chosen.map((file) => pickAttachment(file, `file-${nextFileId.current++}`)),
    );
    setFiles((current) => [...current, ...checked]);
    setChecking((count) => count - 1);
  };

  const removeFile = (id: string) => {
    setFilesError(null);
    setFiles((current) => current.filter((file) => file.id !== id));
    dropzoneButton.current?.focus();
  };

  const showFilesProblem = () => {
    setFilesError((current) => current ?? 'fixFiles');
    dropzoneButton.current?.focus();
  };

  const onFailure = (error: unknown) => {
    const apiError = error instanceof ApiError ? error : null;
    const field = apiError?.field ?? '';
    const fileIndex = /^attachments\.(\d+)$/.exec(field)?.[1];
    if (apiError && isMessageField(field)) {
      setError(field, { message: apiError.code }, { shouldFocus: true });
    } else if (apiError && fileIndex !== undefined) {
      const index = Number(fileIndex);
      setFiles((current) =>
        current.map((file, i) => (i === index ? { ...file, error: apiError.code } : file)),
      );
      dropzoneButton.current?.focus();
    } else if (apiError && (field === 'attachments' || apiError.status === 413)) {
      setFilesError(apiError.code);
      dropzoneButton.current?.focus();
    } else {
      setFailure(apiError?.code ?? 'Unknown');
    }
  };

  const onValid = async (values: MessageFormValues) => {
    setFailure(null);
    if (checking > 0 || !attachmentsReady(files)) {
      showFilesProblem();
      return;
    }
    try {
      await send.mutateAsync({ fields: messagePayload(values), files: files.map((picked) => picked.file) });
    } catch (error) {
      onFailure(error);
      return;
    }
    clearDraft(debtor.debtorGuid);
    onSent({ subject: values.subject.trim(), fileNames: files.map((file) => file.name) });
  };

  const submit = handleSubmit(onValid, () => {
    // The text fields are wrong; say so about the files too, at the same time.
    if (!attachmentsReady(files)) setFilesError((current) => current ?? 'fixFiles');
  });
  const fieldError = (code: string | undefined) => (code ? t(errorMessageKey(code)) : undefined);
  const filesTogetherError = attachmentSetError(files);

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={submit}>
      <CaseSelect control={control} error={fieldError(errors.casenumber?.message)} />
      <OutlinedTextField
        {...register('subject')}
        label={t('form.subject')}
        required
        fullWidth
        helperText={t('form.required')}
        error={fieldError(errors.subject?.message)}
      />
      <MessageBodyField
        registration={register('message')}
        control={control}
        error={fieldError(errors.message?.message)}
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" sx={{ fontWeight: 500, p: 0 }}>
          {t('form.contactLegend')}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
          {t('form.contactHint')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <OutlinedTextField
            {...register('email')}
            label={t('form.email')}
            type="email"
            autoComplete="email"
            fullWidth
            error={fieldError(errors.email?.message)}
            inputProps={{ spellCheck: false, autoCapitalize: 'none', dir: 'ltr' }}
          />
          <OutlinedTextField
            {...register('cellularphone')}
            label={t('form.cellularphone')}
            type="tel"
            autoComplete="tel"
            fullWidth
            error={fieldError(errors.cellularphone?.message)}
            inputProps={{ dir: 'ltr' }}
          />
        </Stack>
      </Box>
      <AttachmentDropzone
        files={files}
        checking={checking > 0}
        error={filesTogetherError ?? filesError}
        buttonRef={dropzoneButton}
        onAdd={(chosen) => void addFiles(chosen)}
        onRemove={removeFile}
      />
      {failure && (
        <Notice
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void submit()} sx={{ flexShrink: 0 }}>
              {tCommon('retry')}
            </Button>
          }
        >
          {t('form.failed', { reason: t(errorMessageKey(failure)) })}
        </Notice>
      )}
      <Box>
        <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
          {t('form.send')}
        </Button>
      </Box>
    </Stack>
  );
}
