import type { Session, SignInResult } from '@fordra/contract';
import { sameSitePath } from '@fordra/domain';
import { adoptAccountLanguage } from '../../i18n/i18n.ts';
import { authGet, authRequest } from '../api/api-client.ts';
import { ApiError } from '../api/api-error.ts';
import { errorBody, redirectAnswer, session, sessionResponse } from '../api/wire-schemas.ts';
import { sessionCache } from './session-cache.ts';
import { broadcastSessionChange } from './session-events.ts';

/** The session's key in the app's server-state cache (session-query.ts). */
export const sessionQueryKey = ['session'] as const;

/** Puts the session into the cache that the signed-in pages read (session-cache.ts). */
async function writeSession(session: Session | null): Promise<void> {
  await (await sessionCache()).write(session);
}

/** Posts a client-side problem to the server log; losing a log line must never break the page. */
export async function logClientError(code: string, message: string): Promise<void> {
  try {
    await authRequest('/_log', {
      method: 'POST',
      json: { level: 'error', code, message: message.slice(0, 2000) },
    });
  } catch {
    // Nothing more to do: the server cannot be reached.
  }
}

/** The current session, or null when there is none or it cannot be fetched (logged as CLIENT_FETCH_ERROR). */
export async function fetchSession(): Promise<Session | null> {
  try {
    return await authGet('/session', sessionResponse);
  } catch (error) {
    const message = error instanceof ApiError ? `${error.status} ${error.code}` : String(error);
    void logClientError('CLIENT_FETCH_ERROR', `GET /api/auth/session: ${message}`);
    return null;
  }
}

/** The result of signIn; `retryAfterSeconds` is set when the server asks to wait (TooManyAttempts). */
export type SignInResponse = SignInResult & { retryAfterSeconds: number | null };

/** What each provider's callback takes: a username and password, or a completed BankID order. */
export type SignInForms = {
  credentials: { username: string; password: string; callbackUrl: string };
  bankid: { orderRef: string; callbackUrl: string };
};

/**
 * Signs in with a provider's credentials (form-encoded, like NextAuth's client). Resolves with the
 * outcome instead of throwing for a refused login; on success the session is fetched and written to the cache.
 */
export async function signIn<Provider extends keyof SignInForms>(
  provider: Provider,
  credentials: SignInForms[Provider],
): Promise<SignInResponse> {
  const response = await authRequest(`/callback/${provider}`, {
    method: 'POST',
    form: { ...credentials, json: 'true' },
  });
  const url = redirectAnswer.safeParse(response.body).data?.url ?? null;
  if (!response.ok) {
    const error = errorBody.safeParse(response.body);
    return {
      error: error.success ? error.data.error.code : 'InternalError',
      status: response.status,
      ok: false,
      url,
      retryAfterSeconds: response.retryAfterSeconds,
    };
  }
  const signedIn = await fetchSession();
  await writeSession(signedIn);
  await adoptAccountLanguage(signedIn?.user.language ?? null);
  broadcastSessionChange();
  return { error: null, status: response.status, ok: true, url, retryAfterSeconds: null };
}

/**
 * Ends the session. With `redirect` (default) the browser loads `callbackUrl` afresh, which also
 * drops everything held in memory; without it the session is cleared in place.
 */
export async function signOut({
  callbackUrl = '/auth/signin',
  redirect = true,
}: {
  callbackUrl?: string;
  redirect?: boolean;
} = {}): Promise<{ url: string }> {
  let url = callbackUrl;
  try {
    const response = await authRequest('/signout', { method: 'POST', form: { callbackUrl } });
    url = redirectAnswer.safeParse(response.body).data?.url ?? callbackUrl;
  } catch {
    // Without an answer the cookie may outlive us, but this tab is signed out all the same.
  }
  if (redirect) {
    // A deliberate sign-out leaves nothing typed behind on a shared computer (drafts live in this
    // tab's sessionStorage); a session that merely expired keeps them for the next sign-in.
    window.sessionStorage.clear();
    broadcastSessionChange();
    window.location.assign(sameSitePath(url, window.location.origin, '/auth/signin'));
  } else {
    await writeSession(null);
    broadcastSessionChange();
  }
  return { url };
}

/**
 * Keeps a language choice on the account when someone is signed in (the cookie holds it either way),
 * and puts the session the server answers into the cache.
 */
export async function saveLanguageChoice(language: string): Promise<void> {
  if (!(await (await sessionCache()).read())) return;
  const response = await authRequest('/session', { method: 'POST', json: { data: { language } } });
  if (!response.ok) return;
  const saved = session.safeParse(response.body).data;
  if (saved) await writeSession(saved);
}

/** What choosing one's own password answered: done, or the error's code and the field it blames. */
export type PasswordChoice = { ok: true } | { ok: false; code: string; field: string | null };

/**
 * Sets the signed-in person's own password (a first sign-in with a password an admin chose) and puts
 * the session the server answers, no longer held to a password change, into the cache.
 */
export async function chooseOwnPassword(newPassword: string): Promise<PasswordChoice> {
  const response = await authRequest('/password', { method: 'POST', json: { newPassword } });
  if (!response.ok) {
    const error = errorBody.safeParse(response.body).data?.error;
    return { ok: false, code: error?.code ?? 'InternalError', field: error?.field ?? null };
  }
  const saved = session.safeParse(response.body).data;
  await writeSession(saved ?? (await fetchSession()));
  broadcastSessionChange();
  return { ok: true };
}
