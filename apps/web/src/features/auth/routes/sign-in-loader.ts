import { type LoaderFunctionArgs, redirect } from 'react-router';
import { loginErrorPath, signInPath } from '../../../config/paths.ts';
import { fetchSession } from '../../../shared/session/session-client.ts';
import { getProviders } from '../api/get-providers.ts';
import { safeCallbackPath } from '../callback-url.ts';

/**
 * Fetches the providers before the page shows: without a way to sign in there is nothing to show
 * (docs/spec-coverage.md#errors: go to the error page); an unknown provider leads back to plain sign-in.
 * Someone already signed in goes on to where they were going. The session is asked of the server
 * directly: the sign-in page does not load the signed-in pages' cache (app/query-client.ts).
 * It comes with the router, not with the page's code, so that its calls start with the navigation.
 */
export async function signInLoader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const [providers, session] = await Promise.all([getProviders().catch(() => null), fetchSession()]);
  if (session) throw redirect(safeCallbackPath(params.get('callbackUrl'), window.location.origin));
  if (!providers || !Object.hasOwn(providers, 'credentials')) throw redirect(loginErrorPath('Configuration'));
  const requested = params.get('provider');
  if (
    params.get('error') === 'UnknownProvider' ||
    (requested !== null && !Object.hasOwn(providers, requested))
  ) {
    throw redirect(signInPath({ callbackUrl: params.get('callbackUrl') ?? undefined }));
  }
  return { bankid: Object.hasOwn(providers, 'bankid') };
}
