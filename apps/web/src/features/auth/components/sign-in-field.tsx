import { forwardRef, type InputHTMLAttributes, useId } from 'react';
import classes from './sign-in-field.module.css';

type SignInFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'placeholder'> & {
  label: string;
  /** The error message under the field, announced when it appears. */
  error?: string;
};

/**
 * A labelled text field drawn as the app's OutlinedTextField (shared/ui/outlined-text-field.tsx) is
 * drawn by MUI, without MUI: the sign-in page's fields. Required fields carry an asterisk that screen
 * readers skip, as MUI's do.
 */
export const SignInField = forwardRef<HTMLInputElement, SignInFieldProps>(function SignInField(
  { label, error, required, id, ...inputProps },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const messageId = `${inputId}-message`;
  const shownLabel = (
    <>
      {label}
      {required && <span aria-hidden="true">{'\u2009*'}</span>}
    </>
  );
  return (
    <div className={error ? `${classes.field} ${classes.error}` : classes.field}>
      <div className={classes.box}>
        {/* The blank placeholder tells the styles whether the field is empty (:placeholder-shown). */}
        <input
          {...inputProps}
          ref={ref}
          id={inputId}
          required={required}
          placeholder=" "
          // What people type runs in its own direction: a Swedish name in an Arabic form, and back.
          dir="auto"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? messageId : undefined}
          className={classes.input}
        />
        <label htmlFor={inputId} className={classes.label}>
          {shownLabel}
        </label>
        <fieldset aria-hidden="true" className={classes.outline}>
          <legend className={classes.legend}>
            <span>{shownLabel}</span>
          </legend>
        </fieldset>
      </div>
      {error && (
        <p id={messageId} role="alert" className={classes.message}>
          {error}
        </p>
      )}
    </div>
  );
});
