import { passwordProblem } from '@fordra/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessageKey } from '../../../shared/api/api-error.ts';
import { chooseOwnPassword, signOut } from '../../../shared/session/session-client.ts';
import { CenteredPage } from '../../../shared/ui/centered-page.tsx';
import { Notice } from '../../../shared/ui/notice.tsx';
import { OutlinedTextField } from '../../../shared/ui/outlined-text-field.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { safeCallbackPath } from '../callback-url.ts';

type Problem = { field: 'password' | 'repeated' | null; message: string };

/**
 * A first sign-in with a password someone else chose (a new member of staff's, from an admin): the
 * person chooses their own before anything else opens, and then goes where they were going.
 */
export function OwnPasswordRoute() {
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);

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
      const chosen = await chooseOwnPassword(password);
      if (chosen.ok) {
        await navigate(safeCallbackPath(params.get('callbackUrl'), window.location.origin), {
          replace: true,
        });
        return;
      }
      setProblem({
        field: chosen.field === 'newPassword' ? 'password' : null,
        message: t(errorMessageKey(chosen.code)),
      });
    } catch {
      setProblem({ field: null, message: t('errors:NetworkError') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <CenteredPage>
      <Stack spacing={3}>
        <PageHeading>{t('passwordChange.title')}</PageHeading>
        <Stack component="form" spacing={2.5} noValidate onSubmit={(event) => void submit(event)}>
          <Typography>{t('passwordChange.intro')}</Typography>
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
            {t('passwordChange.submit')}
          </Button>
          <Button variant="text" size="large" onClick={() => void signOut()}>
            {t('passwordChange.signOut')}
          </Button>
        </Stack>
      </Stack>
    </CenteredPage>
  );
}
