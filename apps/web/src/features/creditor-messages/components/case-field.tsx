import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../shared/api/api-error.ts';
import { useCaseChoices } from '../api/find-cases.ts';

export type ChosenCase = { caseGuid: string; caseNumber: string; debtorName: string };

const searchDelayMs = 300;

/** The case a new thread is about: typed as a case number (or debtor, OCR reference) and chosen from the client's cases. */
export function CaseField({
  value,
  error,
  disabled,
  onChange,
}: {
  value: ChosenCase | null;
  /** An error code of the `errors` namespace. */
  error: string | undefined;
  disabled?: boolean;
  onChange: (chosen: ChosenCase | null) => void;
}) {
  const { t } = useTranslation(['creditor-messages', 'errors']);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  }, [typed]);
  const choices = useCaseChoices(search);
  const options: ChosenCase[] = (choices.data?.items ?? []).map((item) => ({
    caseGuid: item.caseGuid,
    caseNumber: item.caseNumber,
    debtorName: item.debtor.name,
  }));
  const message = error
    ? error === 'FieldRequired'
      ? t('form.caseRequired')
      : t(errorMessageKey(error))
    : t('form.caseHint');
  return (
    <Autocomplete
      value={value}
      options={options}
      disabled={disabled}
      loading={choices.isFetching}
      // The server has searched already; every case it answers is a match.
      filterOptions={(all) => all}
      isOptionEqualToValue={(option, chosen) => option.caseGuid === chosen.caseGuid}
      getOptionLabel={(option) => `${option.caseNumber} · ${option.debtorName}`}
      onChange={(_event, chosen) => onChange(chosen)}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input' || reason === 'clear') setTyped(text);
      }}
      loadingText={t('form.caseSearching')}
      noOptionsText={choices.isError ? t(errorMessageKey(null)) : t('form.caseNone')}
      renderInput={(params) => (
        <TextField
          {...params}
          required
          label={t('form.case')}
          error={Boolean(error)}
          helperText={message}
          slotProps={{ ...params.slotProps, formHelperText: error ? { role: 'alert' } : undefined }}
        />
      )}
    />
  );
}
