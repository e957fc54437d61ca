import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, Navigate, redirect, useSearchParams } from 'react-router';
import { loginErrorPath, signInPath } from '../../../app/paths.ts';
import { errorMessageKey } from '../../../shared/api/api-error.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { CenteredPage } from '../../../shared/ui/centered-page.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { getProviders } from '../api/get-providers.ts';
import { safeCallbackPath } from '../callback-url.ts';
import { CredentialsForm, type SignInNotice } from '../components/credentials-form.tsx';

/**
 * Fetches the providers before the page shows: without a way to sign in there is nothing to show
 * (spec section 8: go to the error page); an unknown provider leads back to plain sign-in.
 */
export async function signInLoader({ request }: LoaderFunctionArgs) {
  let providers: Record<string, unknown>;
  try {
    providers = await getProviders();
  } catch {
    throw redirect(loginErrorPath('Configuration'));
  }
  if (!Object.hasOwn(providers, 'credentials')) throw redirect(loginErrorPath('Configuration'));
  const params = new URL(request.url).searchParams;
  const requested = params.get('provider');
  if (
    params.get('error') === 'UnknownProvider' ||
    (requested !== null && !Object.hasOwn(providers, requested))
  ) {
    throw redirect(signInPath({ callbackUrl: params.get('callbackUrl') ?? undefined }));
  }
  return null;
}

/** The notice a link to sign-in asks for with `?error=`: "sign in to continue", or what went wrong. */
function useNoticeFromUrl(error: string | null): SignInNotice | null {
  const { t } = useTranslation(['auth', 'errors']);
  if (error === null) return null;
  if (error === 'SessionRequired') return { severity: 'info', message: t('errors:SessionRequired') };
  return { severity: 'error', message: t(errorMessageKey(error)) };
}

export function SignInRoute() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const { status } = useSession();
  const initialNotice = useNoticeFromUrl(params.get('error'));
  const callbackUrl = safeCallbackPath(params.get('callbackUrl'), window.location.origin);

  if (status === 'authenticated') return <Navigate replace to={callbackUrl} />;

  return (
    <CenteredPage>
      <Stack spacing={3}>
        <Stack spacing={1}>
          <PageHeading>{t('signIn.title')}</PageHeading>
          <Typography color="text.secondary">{t('signIn.intro')}</Typography>
        </Stack>
        <CredentialsForm callbackUrl={callbackUrl} initialNotice={initialNotice} />
      </Stack>
    </CenteredPage>
  );
}
