import { type MissingCredentials, missingCredentials } from '@fordra/domain';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loginErrorPath } from '../../../config/paths.ts';
import { errorMessageKey } from '../../../shared/api/api-error.ts';
import { type SignInResponse, signIn } from '../../../shared/session/session-client.ts';
import { Notice } from '../../../shared/ui/notice.tsx';
import { PlainButton } from '../../../shared/ui/plain-button.tsx';
import { safeCallbackPath } from '../callback-url.ts';
import classes from './credentials-form.module.css';
import { SignInField } from './sign-in-field.tsx';

export type SignInNotice = { severity: 'info' | 'error'; message: string };

type Field = 'username' | 'password';
type Credentials = Record<Field, string>;
/**
 * Username and password sign-in. What was typed stays through every error. The form keeps its own
 * state, without react-hook-form and zod as the app's other forms have them: two required fields do
 * not need them, and the sign-in page's budget of JavaScript (bench/login-page-js.ts) has no room.
 * An empty field (as the server sees it: `missingCredentials`) is named on submit and its field takes the focus; after that each field is checked
 * again as it is typed in.
 */
export function CredentialsForm({
  callbackUrl,
  initialNotice,
}: {
  callbackUrl: string;
  initialNotice: SignInNotice | null;
}) {
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const [notice, setNotice] = useState(initialNotice);
  const [errors, setErrors] = useState<MissingCredentials>({});
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const inputs = { username: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  const values = (): Credentials => ({
    username: inputs.username.current?.value ?? '',
    password: inputs.password.current?.value ?? '',
  });

  const showErrors = (found: MissingCredentials) => {
    setErrors(found);
    const first = (['username', 'password'] as const).find((field) => found[field]);
    if (first) inputs[first].current?.focus();
  };

  const failureNotice = (result: SignInResponse): SignInNotice => {
    if (result.error === 'TooManyAttempts' && result.retryAfterSeconds) {
      const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
      return { severity: 'error', message: t('signIn.tooManyAttempts', { count: minutes }) };
    }
    return { severity: 'error', message: t(errorMessageKey(result.error)) };
  };

  const send = async ({ username, password }: Credentials) => {
    setNotice(null);
    let result: SignInResponse;
    try {
      result = await signIn('credentials', { username: username.trim(), password, callbackUrl });
    } catch {
      setNotice({ severity: 'error', message: t('errors:NetworkError') });
      return;
    }
    if (result.ok) {
      navigate(result.url ? safeCallbackPath(result.url, window.location.origin) : callbackUrl, {
        replace: true,
      });
    } else if (result.error === 'UnknownUser') {
      navigate(loginErrorPath('UnknownUser'));
    } else if (result.error === 'UsernameRequired') {
      showErrors({ username: result.error });
    } else if (result.error === 'PasswordRequired') {
      showErrors({ password: result.error });
    } else {
      setNotice(failureNotice(result));
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    const credentials = values();
    const missing = missingCredentials(credentials.username, credentials.password);
    showErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setSubmitting(true);
    try {
      await send(credentials);
    } finally {
      setSubmitting(false);
    }
  };

  // Once the form has been sent, a field's message follows what is typed in it.
  const onChange = (field: Field) => () => {
    if (!submitted) return;
    const { username, password } = values();
    setErrors((shown) => ({ ...shown, [field]: missingCredentials(username, password)[field] }));
  };

  const fieldError = (code: string | undefined) => (code ? t(errorMessageKey(code)) : undefined);

  return (
    <form noValidate onSubmit={onSubmit} className={classes.form}>
      {notice && <Notice severity={notice.severity}>{notice.message}</Notice>}
      <SignInField
        ref={inputs.username}
        name="username"
        onChange={onChange('username')}
        label={t('signIn.username')}
        autoComplete="username"
        required
        error={fieldError(errors.username)}
        autoCapitalize="none"
        spellCheck={false}
      />
      <SignInField
        ref={inputs.password}
        name="password"
        onChange={onChange('password')}
        label={t('signIn.password')}
        type="password"
        autoComplete="current-password"
        required
        error={fieldError(errors.password)}
      />
      <PlainButton type="submit" variant="contained" size="large" fullWidth loading={submitting}>
        {t('signIn.submit')}
      </PlainButton>
    </form>
  );
}
