import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loginErrorPath } from '../../../app/paths.ts';
import { errorMessageKey } from '../../../shared/api/api-error.ts';
import { type SignInResponse, signIn } from '../../../shared/session/session-client.ts';
import { Notice } from '../../../shared/ui/notice.tsx';
import { OutlinedTextField } from '../../../shared/ui/outlined-text-field.tsx';
import { safeCallbackPath } from '../callback-url.ts';
import type { Credentials } from './credentials-schema.ts';

const loadCredentialsSchema = () => import('./credentials-schema.ts');

// Validation (zod) is only needed on submit, so it loads after the form is already usable.
const credentialsResolver: Resolver<Credentials> = async (values, context, options) =>
  (await loadCredentialsSchema()).credentialsResolver(values, context, options);

export type SignInNotice = { severity: 'info' | 'error'; message: string };

/** Username and password sign-in. What was typed stays through every error. */
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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Credentials>({
    resolver: credentialsResolver,
    defaultValues: { username: '', password: '' },
  });

  useEffect(() => {
    void loadCredentialsSchema();
  }, []);

  const failureNotice = (result: SignInResponse): SignInNotice => {
    if (result.error === 'TooManyAttempts' && result.retryAfterSeconds) {
      const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
      return { severity: 'error', message: t('signIn.tooManyAttempts', { count: minutes }) };
    }
    return { severity: 'error', message: t(errorMessageKey(result.error)) };
  };

  const onSubmit = async (credentials: Credentials) => {
    setNotice(null);
    let result: SignInResponse;
    try {
      result = await signIn('credentials', { ...credentials, callbackUrl });
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
      setError('username', { message: result.error }, { shouldFocus: true });
    } else if (result.error === 'PasswordRequired') {
      setError('password', { message: result.error }, { shouldFocus: true });
    } else {
      setNotice(failureNotice(result));
    }
  };

  const fieldError = (message: string | undefined) => (message ? t(errorMessageKey(message)) : undefined);

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(onSubmit)}>
      {notice && <Notice severity={notice.severity}>{notice.message}</Notice>}
      <OutlinedTextField
        {...register('username')}
        label={t('signIn.username')}
        autoComplete="username"
        required
        fullWidth
        error={fieldError(errors.username?.message)}
        inputProps={{ autoCapitalize: 'none', spellCheck: false }}
      />
      <OutlinedTextField
        {...register('password')}
        label={t('signIn.password')}
        type="password"
        autoComplete="current-password"
        required
        fullWidth
        error={fieldError(errors.password?.message)}
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting}>
        {t('signIn.submit')}
      </Button>
    </Stack>
  );
}
