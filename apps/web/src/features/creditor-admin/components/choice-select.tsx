import TextField from '@mui/material/TextField';
import { type ChangeEventHandler, type FocusEventHandler, forwardRef } from 'react';

/** The element MUI types its field's events with; with `native` it is a select. */
type SelectElement = HTMLInputElement | HTMLTextAreaElement;

type ChoiceSelectProps = {
  label: string;
  name?: string;
  value?: string;
  options: readonly { value: string; label: string }[];
  /** What the chosen option means, under the field. */
  helperText?: string;
  size?: 'small' | 'medium';
  onChange?: ChangeEventHandler<SelectElement>;
  onBlur?: FocusEventHandler<SelectElement>;
};

/**
 * A choice among a few options as the platform's own select (a native list on phones, typed into
 * from the keyboard), usable with react-hook-form's `register`.
 */
export const ChoiceSelect = forwardRef<HTMLSelectElement, ChoiceSelectProps>(function ChoiceSelect(
  { label, name, value, options, helperText, size, onChange, onBlur },
  ref,
) {
  return (
    <TextField
      select
      label={label}
      name={name}
      value={value}
      size={size}
      helperText={helperText}
      fullWidth
      inputRef={ref}
      onChange={onChange}
      onBlur={onBlur}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
});
