import type { CaseDetails, filedObjectionResponse } from '@fordra/contract';
import { OBJECTION_GROUNDS, type ObjectionGround } from '@fordra/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError, errorMessageKey } from '../../../shared/api/api-error.ts';
import { AttachmentDropzone } from '../../../shared/debtor/attachment-dropzone.tsx';
import { useDebtor } from '../../../shared/debtor/current-debtor.ts';
import { usePickedAttachments } from '../../../shared/debtor/use-picked-attachments.ts';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { LoadErrorNotice } from '../../../shared/ui/load-error-notice.tsx';
import { OutlinedTextField } from '../../../shared/ui/outlined-text-field.tsx';
import { useFileObjection } from '../api/file-objection.ts';
import { clearObjectionDraft, readObjectionDraft, writeObjectionDraft } from '../objection-draft.ts';
import {
  emptyObjectionForm,
  type ObjectionForm as Form,
  type ObjectionProblems,
  objectionRequest,
} from '../objection-form-state.ts';

export type FiledObjection = z.infer<typeof filedObjectionResponse> & { fileNames: string[] };

const problemFields = ['amount', 'ground', 'text'] as const;

/**
 * The dispute: the whole claim or part of it, why, what is wrong in the debtor's words, and files. What
 * is typed is kept as a draft in the tab through every error, a reload or a visit elsewhere; a failed
 * send says so and sends the very same content on "try again".
 */
export function ObjectionForm({
  item,
  onFiled,
}: {
  item: CaseDetails;
  onFiled: (filed: FiledObjection) => void;
}) {
  const { t } = useTranslation(['objections', 'errors']);
  const money = useMoneyFormatter();
  const debtor = useDebtor();
  const file = useFileObjection();
  const attachments = usePickedAttachments();
  // The server draws the empty form (it cannot read the tab's storage); the draft comes back once the
  // page is hydrated, and only then is what is typed kept, so that the empty form never overwrites it.
  const [form, setForm] = useState<Form>(emptyObjectionForm);
  const [restored, setRestored] = useState(false);
  const [problems, setProblems] = useState<ObjectionProblems>({});
  const [failure, setFailure] = useState<ApiError | null>(null);
  const id = useId();
  const max = money(item.remainingAmount, item.currency);

  useEffect(() => {
    setForm(readObjectionDraft(debtor.debtorGuid, item.caseGuid));
    setRestored(true);
  }, [debtor.debtorGuid, item.caseGuid]);
  useEffect(() => {
    if (restored) writeObjectionDraft(debtor.debtorGuid, item.caseGuid, form);
  }, [restored, debtor.debtorGuid, item.caseGuid, form]);

  const edit = (patch: Partial<Form>) => {
    setForm((current) => ({ ...current, ...patch }));
    setProblems((current) => {
      const next = { ...current };
      for (const field of Object.keys(patch)) delete next[field as keyof ObjectionProblems];
      return next;
    });
  };

  const focusFirst = (found: ObjectionProblems) => {
    const first = problemFields.find((field) => found[field]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };

  const onFailure = (error: unknown) => {
    const apiError = error instanceof ApiError ? error : null;
    const field = apiError?.field ?? '';
    const fileIndex = /^attachments\.(\d+)$/.exec(field)?.[1];
    if (apiError && (field === 'disputedAmount' || field === 'ground' || field === 'text')) {
      const found = { [field === 'disputedAmount' ? 'amount' : field]: apiError.code };
      setProblems(found);
      focusFirst(found);
    } else if (apiError && fileIndex !== undefined) {
      attachments.refuseFile(Number(fileIndex), apiError.code);
    } else if (apiError && (field === 'attachments' || apiError.status === 413)) {
      attachments.showProblem(apiError.code);
    } else {
      setFailure(apiError ?? new ApiError(0, 'Unknown'));
    }
  };

  const submit = async () => {
    setFailure(null);
    const checked = objectionRequest(form, item.remainingAmount);
    if ('problems' in checked) {
      setProblems(checked.problems);
      if (!attachments.ready) attachments.markUnready();
      focusFirst(checked.problems);
      return;
    }
    if (!attachments.ready) {
      attachments.markUnready(true);
      return;
    }
    const fileNames = attachments.files.map((picked) => picked.name);
    let filed: z.infer<typeof filedObjectionResponse>;
    try {
      filed = await file.mutateAsync({
        caseGuid: item.caseGuid,
        fields: checked.fields,
        files: attachments.files.map((picked) => picked.file),
      });
    } catch (error) {
      onFailure(error);
      return;
    }
    clearObjectionDraft(debtor.debtorGuid, item.caseGuid);
    onFiled({ ...filed, fileNames });
  };

  const fieldError = (code: string | undefined) => (code ? t(errorMessageKey(code)) : undefined);
  const amountError =
    problems.amount === 'InvalidAmount' ? t('dispute.amountInvalid', { max }) : fieldError(problems.amount);

  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <FormControl>
        <FormLabel id={`${id}-scope-label`} sx={{ fontWeight: 500, color: 'text.primary' }}>
          {t('dispute.scopeLegend')}
        </FormLabel>
        <RadioGroup
          aria-labelledby={`${id}-scope-label`}
          value={form.scope}
          onChange={(event) => edit({ scope: event.target.value === 'part' ? 'part' : 'whole' })}
        >
          <FormControlLabel value="whole" control={<Radio />} label={t('dispute.whole')} />
          <FormControlLabel value="part" control={<Radio />} label={t('dispute.part')} />
        </RadioGroup>
      </FormControl>
      {form.scope === 'part' && (
        <Box sx={{ maxWidth: 320 }}>
          <OutlinedTextField
            id={`${id}-amount`}
            label={t('dispute.amount', { currency: item.currency })}
            value={form.amount}
            onChange={(event) => edit({ amount: event.target.value })}
            inputMode="decimal"
            autoComplete="off"
            required
            fullWidth
            error={amountError}
            helperText={t('dispute.amountHint', { max })}
            inputProps={{ dir: 'ltr', maxLength: 20 }}
          />
        </Box>
      )}
      <FormControl required error={Boolean(problems.ground)}>
        <FormLabel id={`${id}-ground-label`} sx={{ fontWeight: 500, color: 'text.primary' }}>
          {t('dispute.groundLegend')}
        </FormLabel>
        <RadioGroup
          aria-labelledby={`${id}-ground-label`}
          aria-describedby={problems.ground ? `${id}-ground-error` : undefined}
          value={form.ground}
          onChange={(event) => edit({ ground: event.target.value as ObjectionGround })}
        >
          {OBJECTION_GROUNDS.map((ground, index) => (
            <FormControlLabel
              key={ground}
              value={ground}
              control={<Radio id={index === 0 ? `${id}-ground` : undefined} />}
              label={t(`ground.${ground}`)}
              sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { mt: -0.75 }, mb: 0.5 }}
            />
          ))}
        </RadioGroup>
        {problems.ground && (
          <FormHelperText id={`${id}-ground-error`} role="alert" sx={{ mx: 0 }}>
            {fieldError(problems.ground)}
          </FormHelperText>
        )}
      </FormControl>
      <OutlinedTextField
        id={`${id}-text`}
        label={t('dispute.text')}
        value={form.text}
        onChange={(event) => edit({ text: event.target.value })}
        required
        fullWidth
        multiline
        minRows={5}
        error={fieldError(problems.text)}
        helperText={t('dispute.textHint')}
      />
      <Box>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
          {t('dispute.filesHint')}
        </Typography>
        <AttachmentDropzone {...attachments.zone} />
      </Box>
      {failure && (
        <LoadErrorNotice
          error={failure}
          message={(reason) => t('dispute.failed', { reason })}
          onRetry={() => void submit()}
        />
      )}
      <Box>
        <Button type="submit" variant="contained" size="large" loading={file.isPending}>
          {t('dispute.send')}
        </Button>
      </Box>
    </Stack>
  );
}
