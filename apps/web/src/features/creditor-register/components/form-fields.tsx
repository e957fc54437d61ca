import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import { type ReactNode, useId } from 'react';
import {
  type ControllerRenderProps,
  type FieldError,
  type FieldPath,
  get,
  type UseFormReturn,
  useController,
  useFormState,
} from 'react-hook-form';
import { OutlinedTextField } from '../../../shared/ui/outlined-text-field.tsx';
import type { RegistrationDraft, RegistrationRequest } from '../registration-request.ts';
import { useIssueMessage } from './use-issue-message.ts';

type DraftField = FieldPath<RegistrationDraft>;
/** The form of a case: typed as drafts, handed over as the request. */
export type DraftForm = UseFormReturn<RegistrationDraft, unknown, RegistrationRequest>;
export type DraftControl = DraftForm['control'];

type FieldProps = {
  control: DraftControl;
  name: DraftField;
  label: string;
  helperText?: string;
  required?: boolean;
};

/** The translated message of the field's error, if it has one. */
function useFieldError(control: DraftControl, name: DraftField): string | undefined {
  const { errors } = useFormState({ control, name });
  const issueMessage = useIssueMessage();
  const code = (get(errors, name) as FieldError | undefined)?.message;
  return code ? issueMessage(name, code) : undefined;
}

/** The error under a field, announced as it appears, or else its hint. */
function FieldMessage({ id, error, helperText }: { id: string; error?: string; helperText?: string }) {
  const message = error ?? helperText;
  if (!message) return null;
  return (
    <FormHelperText id={id} role={error ? 'alert' : undefined}>
      {message}
    </FormHelperText>
  );
}

/** A text field of the case, with its error in words under it. */
export function DraftTextField({
  control,
  name,
  label,
  helperText,
  required,
  type = 'text',
  autoComplete = 'off',
  inputMode,
  ltr = false,
  endAdornment,
}: FieldProps & {
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'numeric' | 'decimal' | 'email' | 'tel';
  /** Numbers, e-mail addresses: left to right in every language. */
  ltr?: boolean;
  endAdornment?: ReactNode;
}) {
  const { field } = useController({ control, name });
  const error = useFieldError(control, name);
  return (
    <OutlinedTextField
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      ref={field.ref}
      label={label}
      helperText={helperText}
      error={error}
      required={required}
      type={type}
      autoComplete={autoComplete}
      endAdornment={endAdornment}
      inputProps={{ inputMode, ...(ltr ? { dir: 'ltr' } : {}) }}
      fullWidth
    />
  );
}

/**
 * A field whose label always sits above it (a date or a select shows text of its own when empty):
 * the input comes from `input`, given its id, the form's field and the id of its message.
 */
function LabelAboveField({
  control,
  name,
  label,
  helperText,
  required,
  input,
}: FieldProps & {
  input: (props: {
    id: string;
    field: ControllerRenderProps<RegistrationDraft>;
    described?: string;
  }) => ReactNode;
}) {
  const { field } = useController({ control, name });
  const error = useFieldError(control, name);
  const id = useId();
  const described = (error ?? helperText) ? `${id}-message` : undefined;
  return (
    <FormControl variant="outlined" fullWidth required={required} error={Boolean(error)}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      {input({ id, field, described })}
      <FieldMessage id={`${id}-message`} error={error} helperText={helperText} />
    </FormControl>
  );
}

/** A calendar day (`YYYY-MM-DD`) in the browser's own date input. */
export function DraftDateField(props: FieldProps) {
  return (
    <LabelAboveField
      {...props}
      input={({ id, field, described }) => (
        <OutlinedInput
          id={id}
          type="date"
          notched
          label={props.label}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          inputProps={{ dir: 'ltr' }}
          aria-describedby={described}
        />
      )}
    />
  );
}

/** A choice among a few options, as the browser's own select (phones show their own picker). */
export function DraftSelectField({
  options,
  placeholder,
  ...props
}: FieldProps & {
  options: { value: string; label: string }[];
  /** The words of the empty choice shown until one is made. */
  placeholder?: string;
}) {
  return (
    <LabelAboveField
      {...props}
      input={({ id, field, described }) => (
        <Select
          native
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          input={<OutlinedInput notched label={props.label} />}
          inputProps={{ id, 'aria-describedby': described }}
        >
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    />
  );
}
