import { OutlinedTextField } from '../ui/outlined-text-field.tsx';

/**
 * An amount in kronor as a member of staff types it (`1 234,50`; read with `parseKronor`): the decimal
 * keypad on phones, digits left to right in every language, nothing filled in from earlier forms.
 */
export function KronorField({
  id,
  label,
  value,
  onChange,
  hint,
  error,
  required = false,
}: {
  id?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** What the field takes, under it while there is no error. */
  hint: string;
  /** The message under the field when it must be corrected. */
  error: string | undefined;
  required?: boolean;
}) {
  return (
    <OutlinedTextField
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      inputMode="decimal"
      autoComplete="off"
      required={required}
      fullWidth
      helperText={hint}
      error={error}
      inputProps={{ dir: 'ltr', maxLength: 20 }}
    />
  );
}
