import { useTranslation } from 'react-i18next';
import { OutlinedTextField } from '../ui/outlined-text-field.tsx';

/** Why a member of staff takes an action: required, kept in the audit log with who and when. */
export function ReasonField({
  id,
  value,
  error,
  onChange,
  hint,
}: {
  id: string;
  value: string;
  /** What becomes of the reason, when more than the audit log reads it. */
  hint?: string;
  /** The message under the field when it must be corrected. */
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('staff');
  return (
    <OutlinedTextField
      id={id}
      label={t('reason.label')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
      fullWidth
      multiline
      minRows={2}
      inputProps={{ maxLength: 500 }}
      helperText={hint ?? t('reason.hint')}
      error={error}
    />
  );
}
