import type { CaseDetails } from '@fordra/contract';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { casesQueryOptions } from '../../../shared/debtor/debtor-cases.ts';
import { QueryBoundary } from '../../../shared/ui/query-boundary.tsx';
import type { MessageForm } from '../message-schema.ts';

type CaseSelectProps = { control: Control<MessageForm>; error: string | undefined };

/**
 * Which case the message is about: one of the debtor's cases (current ones first), or none in
 * particular. A native select, which phones show as their own picker; controlled, so that a kept
 * draft's case is shown once the cases have loaded. While they load it offers none in particular and
 * says they are on their way; if they cannot be loaded, it says so, the message can still be sent about
 * none, and a button asks for the cases again.
 */
export function CaseSelect(props: CaseSelectProps) {
  return (
    <QueryBoundary
      pending={<CaseSelectField {...props} cases={[]} loading />}
      failed={(_error, retry) => <CaseSelectField {...props} cases={[]} onRetry={retry} />}
    >
      <LoadedCaseSelect {...props} />
    </QueryBoundary>
  );
}

function LoadedCaseSelect(props: CaseSelectProps) {
  const { data } = useSuspenseQuery(casesQueryOptions);
  const sorted = [...data.cases].sort((a, b) => Number(b.isActive) - Number(a.isActive));
  return <CaseSelectField {...props} cases={sorted} />;
}

function CaseSelectField({
  control,
  error,
  cases,
  loading = false,
  onRetry,
}: CaseSelectProps & { cases: CaseDetails[]; loading?: boolean; onRetry?: () => void }) {
  const { t } = useTranslation(['contact', 'common']);
  const id = useId();
  const { field } = useController({ control, name: 'casenumber' });
  const messageId = `${id}-message`;
  let hint = t('form.caseHint');
  if (error) hint = error;
  else if (loading) hint = t('form.casesLoading');
  else if (onRetry) hint = t('form.casesFailed');
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
        inputProps={{ id, 'aria-describedby': messageId }}
      >
        <option value="">{t('form.noCase')}</option>
        {cases.map((item) => (
          <option key={item.caseGuid} value={item.caseNumber}>
            {t(item.isActive ? 'form.caseOption' : 'form.closedCaseOption', {
              caseNumber: item.caseNumber,
              creditor: item.creditorName,
            })}
          </option>
        ))}
      </Select>
      <FormHelperText id={messageId} role={error ? 'alert' : undefined}>
        {hint}
      </FormHelperText>
      {onRetry && (
        <Button
          size="small"
          onClick={onRetry}
          aria-describedby={messageId}
          sx={{ alignSelf: 'flex-start', mt: 0.5 }}
        >
          {t('common:retry')}
        </Button>
      )}
    </FormControl>
  );
}
