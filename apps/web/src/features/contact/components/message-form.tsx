import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageKey } from '../../../shared/api/api-error.ts';
import { AttachmentDropzone } from '../../../shared/debtor/attachment-dropzone.tsx';
import { useDebtor } from '../../../shared/debtor/current-debtor.ts';
import { usePickedAttachments } from '../../../shared/debtor/use-picked-attachments.ts';
import { Notice } from '../../../shared/ui/notice.tsx';
import { OutlinedTextField } from '../../../shared/ui/outlined-text-field.tsx';
import { useSendUserMessage } from '../api/send-user-message.ts';
import { clearDraft, readDraft, writeDraft } from '../message-draft.ts';
import {
  type MessageForm as MessageFormValues,
  messageFields,
  messagePayload,
  messageResolver,
} from '../message-schema.ts';
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
  const attachments = usePickedAttachments();
  const [failure, setFailure] = useState<string | null>(null);
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

  const onFailure = (error: unknown) => {
    const apiError = error instanceof ApiError ? error : null;
    const field = apiError?.field ?? '';
    const fileIndex = /^attachments\.(\d+)$/.exec(field)?.[1];
    if (apiError && isMessageField(field)) {
      setError(field, { message: apiError.code }, { shouldFocus: true });
    } else if (apiError && fileIndex !== undefined) {
      attachments.refuseFile(Number(fileIndex), apiError.code);
    } else if (apiError && (field === 'attachments' || apiError.status === 413)) {
      attachments.showProblem(apiError.code);
    } else {
      setFailure(apiError?.code ?? 'Unknown');
    }
  };

  const onValid = async (values: MessageFormValues) => {
    setFailure(null);
    if (!attachments.ready) {
      attachments.markUnready(true);
      return;
    }
    try {
      await send.mutateAsync({
        fields: messagePayload(values),
        files: attachments.files.map((picked) => picked.file),
      });
    } catch (error) {
      onFailure(error);
      return;
    }
    clearDraft(debtor.debtorGuid);
    onSent({ subject: values.subject.trim(), fileNames: attachments.files.map((file) => file.name) });
  };

  const submit = handleSubmit(onValid, () => {
    // The text fields are wrong; say so about the files too, at the same time.
    if (!attachments.ready) attachments.markUnready();
  });
  const fieldError = (code: string | undefined) => (code ? t(errorMessageKey(code)) : undefined);

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
      <AttachmentDropzone {...attachments.zone} />
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
