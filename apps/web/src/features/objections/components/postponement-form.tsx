import type { postponementResponse } from '@fordra/contract';
import { addDays, POSTPONEMENT_ABSOLUTE_MAX_DAYS } from '@fordra/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError, errorMessageKey } from '../../../shared/api/api-error.ts';
import { useDayFormatter } from '../../../shared/format/date.ts';
import { LoadErrorNotice } from '../../../shared/ui/load-error-notice.tsx';
import { OutlinedTextField } from '../../../shared/ui/outlined-text-field.tsx';
import { useRequestPostponement } from '../api/request-postponement.ts';
import { choicesWithinPolicy, chosenDueDate, type PostponementChoice } from '../postponement-form-state.ts';

export type RequestedPostponement = z.infer<typeof postponementResponse>;

/**
 * More time: a number of days the policy gives at once, each with the day it leads to, or another
 * date (a later one waits for a handler, which the hint says before sending).
 */
export function PostponementForm({
  caseGuid,
  today,
  latestWithinPolicy,
  onRequested,
}: {
  caseGuid: string;
  /** Today in Stockholm (YYYY-MM-DD). */
  today: string;
  latestWithinPolicy: string;
  onRequested: (requested: RequestedPostponement) => void;
}) {
  const { t } = useTranslation(['objections', 'errors']);
  const day = useDayFormatter();
  const request = useRequestPostponement();
  const choices = choicesWithinPolicy(today, latestWithinPolicy);
  const [choice, setChoice] = useState<PostponementChoice>(choices[1] ?? choices[0] ?? 'other');
  const [otherDate, setOtherDate] = useState('');
  const [dateError, setDateError] = useState<string | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const id = useId();

  const submit = async () => {
    setFailure(null);
    const newDueDate = chosenDueDate(choice, otherDate, today);
    if (!newDueDate) {
      setDateError('dateInvalid');
      document.getElementById(`${id}-date`)?.focus();
      return;
    }
    try {
      onRequested(await request.mutateAsync({ caseGuid, newDueDate }));
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      if (apiError?.field === 'newDueDate') {
        setChoice('other');
        setOtherDate(newDueDate);
        setDateError(apiError.code);
      } else {
        setFailure(apiError ?? new ApiError(0, 'Unknown'));
      }
    }
  };

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
        <FormLabel id={`${id}-legend`} sx={{ fontWeight: 500, color: 'text.primary' }}>
          {t('postpone.legend')}
        </FormLabel>
        <RadioGroup
          aria-labelledby={`${id}-legend`}
          value={choice}
          onChange={(event) => {
            setChoice(event.target.value as PostponementChoice);
            setDateError(null);
          }}
        >
          {choices.map((days) => (
            <FormControlLabel
              key={days}
              value={days}
              control={<Radio />}
              label={t('postpone.days', { count: Number(days), day: day(addDays(today, Number(days))) })}
            />
          ))}
          <FormControlLabel value="other" control={<Radio />} label={t('postpone.other')} />
        </RadioGroup>
      </FormControl>
      {choice === 'other' && (
        <Box sx={{ maxWidth: 320 }}>
          <OutlinedTextField
            id={`${id}-date`}
            label={t('postpone.date')}
            type="date"
            value={otherDate}
            onChange={(event) => {
              setOtherDate(event.target.value);
              setDateError(null);
            }}
            required
            fullWidth
            error={
              dateError === null
                ? undefined
                : dateError === 'dateInvalid'
                  ? t('postpone.dateInvalid')
                  : t(errorMessageKey(dateError))
            }
            helperText={t('postpone.dateHint', { day: day(latestWithinPolicy) })}
            inputProps={{
              min: addDays(today, 1),
              max: addDays(today, POSTPONEMENT_ABSOLUTE_MAX_DAYS),
              dir: 'ltr',
            }}
          />
        </Box>
      )}
      {failure && (
        <LoadErrorNotice
          error={failure}
          message={(reason) => t('postpone.failed', { reason })}
          onRetry={() => void submit()}
        />
      )}
      <Box>
        <Button type="submit" variant="contained" size="large" loading={request.isPending}>
          {t('postpone.send')}
        </Button>
      </Box>
    </Stack>
  );
}
