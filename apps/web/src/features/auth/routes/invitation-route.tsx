import { passwordProblem } from '@fordra/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { authRequest } from '../../../shared/api/api-client.ts';
import { errorMessageKey } from '../../../shared/api/api-error.ts';
import { CenteredPage } from '../../../shared/ui/centered-page.tsx';
import { Notice } from '../../../shared/ui/notice.tsx';
import { OutlinedTextField } from '../../../shared/ui/outlined-text-field.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { mirrorInRtl } from '../../../shared/ui/rtl.ts';

/** The invitation's one-time token, which the link carries after `#token=` (never sent to a server log). */
function tokenFromLink(): string {
  return new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
}

/**
 * A client's invited user chooses a password with the link an administrator sent, once, and then
 * signs in on the ordinary sign-in page.
 */
export function InvitationRoute() {
  const { t } = useTranslation(['auth', 'errors']);
  const [token] = useState(tokenFromLink);
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [problem, setProblem] = useState<{ field: 'password' | 'repeated' | null; message: string } | null>(
    null,
  );
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const weak = passwordProblem(password);
    if (weak) {
      setProblem({ field: 'password', message: t(errorMessageKey(weak)) });
      return;
    }
    if (password !== repeated) {
      setProblem({ field: 'repeated', message: t('invitation.mismatch') });
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const response = await authRequest('/invitation', { method: 'POST', json: { token, password } });
      if (response.ok) {
        setDone(true);
        return;
      }
      const error = (response.body as { error?: { code?: string; field?: string } } | null)?.error;
      setProblem({
        field: error?.field === 'password' ? 'password' : null,
        message: t(errorMessageKey(error?.code)),
      });
    } catch {
      setProblem({ field: null, message: t('errors:NetworkError') });
    } finally {
      setBusy(false);
    }
  };

  const backToSignIn = (
    <Button
      variant={done ? 'contained' : 'text'}
      size="large"
      component={RouterLink}
      to={paths.auth.signIn}
      startIcon={done ? undefined : <ArrowBackIcon sx={mirrorInRtl} />}
    >
      {t('invitation.toSignIn')}
    </Button>
  );

  return (
    <CenteredPage>
      <Stack spacing={3}>
        <PageHeading>{t('invitation.title')}</PageHeading>
        {done ? (
          <>
            <Notice severity="info">{t('invitation.done')}</Notice>
            {backToSignIn}
          </>
        ) : !token ? (
          <>
            <Notice severity="error">{t('errors:InvitationInvalid')}</Notice>
            {backToSignIn}
          </>
        ) : (
          <Stack component="form" spacing={2.5} noValidate onSubmit={(event) => void submit(event)}>
            <Typography>{t('invitation.intro')}</Typography>
            {problem && !problem.field && <Notice severity="error">{problem.message}</Notice>}
            <OutlinedTextField
              label={t('invitation.password')}
              type="password"
              autoComplete="new-password"
              required
              fullWidth
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={problem?.field === 'password' ? problem.message : undefined}
              helperText={t('invitation.passwordHint')}
            />
            <OutlinedTextField
              label={t('invitation.repeat')}
              type="password"
              autoComplete="new-password"
              required
              fullWidth
              value={repeated}
              onChange={(event) => setRepeated(event.target.value)}
              error={problem?.field === 'repeated' ? problem.message : undefined}
            />
            <Button type="submit" variant="contained" size="large" disabled={busy}>
              {t('invitation.submit')}
            </Button>
            {backToSignIn}
          </Stack>
        )}
      </Stack>
    </CenteredPage>
  );
}
