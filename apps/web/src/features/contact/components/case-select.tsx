import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import { useId } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMessageCases } from '../api/get-message-cases.ts';
import type { MessageForm } from '../message-schema.ts';

/**
 * Which case the message is about: one of the debtor's cases (current ones first), or none in
 * particular. A native select, which phones show as their own picker; controlled, so that a kept
 * draft's case is shown once the cases have loaded.
 */
export function CaseSelect({ control, error }: { control: Control<MessageForm>; error: string | undefined }) {
  const { t } = useTranslation('contact');
  const cases = useMessageCases();
  const id = useId();
  const { field } = useController({ control, name: 'casenumber' });
  const sorted = [...(cases.data?.cases ?? [])].sort((a, b) => Number(b.isActive) - Number(a.isActive));
  const hint = error ?? (cases.isPending ? t('form.casesLoading') : t('form.caseHint'));
  return (
    <FormControl variant="outlined" fullWidth error={Boolean(error)}>
      <InputLabel htmlFor={id} shrink>
        {t('form.case')}
      </InputLabel>
      <Select
        native
        name={field.name}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        input={<OutlinedInput notched label={t('form.case')} />}
        inputProps={{ id, 'aria-describedby': `${id}-message` }}
      >
        <option value="">{t('form.noCase')}</option>
        {sorted.map((item) => (
          <option key={item.caseGuid} value={item.caseNumber}>
            {t(item.isActive ? 'form.caseOption' : 'form.closedCaseOption', {
              caseNumber: item.caseNumber,
              creditor: item.creditorName,
            })}
          </option>
        ))}
      </Select>
      <FormHelperText id={`${id}-message`} role={error ? 'alert' : undefined}>
        {hint}
      </FormHelperText>
    </FormControl>
  );
}
