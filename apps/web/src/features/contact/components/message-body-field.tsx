import { messageLimits } from '@fordra/contract';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';
import { type Control, type UseFormRegisterReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormattingLocale } from '../../../i18n/use-language.ts';
import type { MessageForm } from '../message-schema.ts';

/**
 * The message text: required, with a character counter beside its message that stays visible when
 * an error shows, so the writer can see how much to shorten it.
 */
export function MessageBodyField({
  registration,
  control,
  error,
}: {
  registration: UseFormRegisterReturn<'message'>;
  control: Control<MessageForm>;
  error: string | undefined;
}) {
  const { t } = useTranslation('contact');
  const locale = useFormattingLocale();
  const id = useId();
  const length = useWatch({ control, name: 'message' }).trim().length;
  const max = messageLimits.messageMaxLength;
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  const { ref, ...field } = registration;
  return (
    <FormControl variant="outlined" required fullWidth error={Boolean(error)}>
      <InputLabel htmlFor={id}>{t('form.message')}</InputLabel>
      <OutlinedInput
        {...field}
        id={id}
        inputRef={ref}
        label={t('form.message')}
        multiline
        minRows={6}
        inputProps={{ dir: 'auto' }}
        aria-describedby={`${id}-message ${id}-counter`}
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <FormHelperText id={`${id}-message`} role={error ? 'alert' : undefined}>
          {error ?? t('form.required')}
        </FormHelperText>
        <FormHelperText
          id={`${id}-counter`}
          error={length > max}
          sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}
        >
          {t('form.counter', { count: length, length: number(length), max: number(max) })}
        </FormHelperText>
      </Box>
    </FormControl>
  );
}
