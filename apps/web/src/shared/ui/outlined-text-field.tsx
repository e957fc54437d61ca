import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { forwardRef, type ReactNode, useId } from 'react';

type OutlinedTextFieldProps = Omit<OutlinedInputProps, 'label' | 'error'> & {
  label: string;
  /** The error message under the field, announced when it appears. */
  error?: string;
  helperText?: ReactNode;
};

/** Inputs the browser fills with a pattern of its own (`åååå-mm-dd`) even when empty: their label stays above. */
const PATTERNED_TYPES: readonly string[] = ['date', 'datetime-local', 'time', 'month', 'week'];

/**
 * A labelled text field with its message underneath. It builds on OutlinedInput instead of
 * TextField, which would also bring the select, filled and standard variants into the bundle.
 */
export const OutlinedTextField = forwardRef<HTMLInputElement, OutlinedTextFieldProps>(
  function OutlinedTextField({ label, error, helperText, required, fullWidth, id, ...inputProps }, ref) {
    const generatedId = useId();
    const inputId = id ?? generatedId;
    const messageId = `${inputId}-message`;
    const message = error ?? helperText;
    const shrink = PATTERNED_TYPES.includes(String(inputProps.type)) ? true : undefined;
    return (
      <FormControl variant="outlined" required={required} fullWidth={fullWidth} error={Boolean(error)}>
        <InputLabel htmlFor={inputId} shrink={shrink}>
          {label}
        </InputLabel>
        <OutlinedInput
          notched={shrink}
          {...inputProps}
          // What people type runs in its own direction: a Swedish address in an Arabic form, and back.
          inputProps={{ dir: 'auto', ...inputProps.inputProps }}
          id={inputId}
          inputRef={ref}
          label={label}
          aria-describedby={message ? messageId : undefined}
        />
        {message && (
          <FormHelperText id={messageId} role={error ? 'alert' : undefined}>
            {message}
          </FormHelperText>
        )}
      </FormControl>
    );
  },
);
