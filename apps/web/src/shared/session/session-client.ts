import type { Session, SignInResult } from '@fordra/contract';
import { authGet, authRequest, wireSchemas } from '../api/api-client.ts';
import { ApiError } from '../api/api-error.ts';

/** localStorage key written on sign-in and sign-out so that other tabs fetch the session again. */
export const sessionBroadcastKey = 'fordra.session';

type SessionListener = (session: Session | null) => void;
const sessionListeners = new Set<SessionListener>();

/** Subscribes to session changes made in this tab (sign-in, sign-out); returns the unsubscribe function. */
export function onSessionChange(listener: SessionListener): () => void {
  sessionListeners.add(listener);
  return () => sessionListeners.delete(listener);
}

function broadcast(): void {
  try {
    window.localStorage.setItem(sessionBroadcastKey, String(Date.now()));
  } catch {
    // Without storage other tabs still notice on focus or by polling.
  }
}

function publish(session: Session | null): void {
  for (const listener of sessionListeners) listener(session);
  broadcast();
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
    // `{}` means no session; anything else must be a whole session.
    const schemas = wireSchemas();
    const body = await authGet(
      '/session',
      schemas.then((loaded) => loaded.sessionResponse),
    );
    return (await schemas).session.safeParse(body).data ?? null;
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
 * outcome instead of throwing for a refused login; on success the session is fetched and published.
 */
export async function signIn<Provider extends keyof SignInForms>(
  provider: Provider,
  credentials: SignInForms[Provider],
): Promise<SignInResponse> {
  const response = await authRequest(`/callback/${provider}`, {
    method: 'POST',
    form: { ...credentials, json: 'true' },
  });
  const { errorBody, redirectAnswer } = await wireSchemas();
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
  publish(await fetchSession());
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
    const { redirectAnswer } = await wireSchemas();
    url = redirectAnswer.safeParse(response.body).data?.url ?? callbackUrl;
  } catch {
    // Without an answer the cookie may outlive us, but this tab is signed out all the same.
  }
  if (redirect) {
    // A deliberate sign-out leaves nothing typed behind on a shared computer (drafts live in this
    // tab's sessionStorage); a session that merely expired keeps them for the next sign-in.
    window.sessionStorage.clear();
    broadcast();
    window.location.assign(url);
  } else {
    publish(null);
  }
  return { url };
}

/** Saves `data` in the session (the language choice) and returns the session the server answers. */
export async function updateSession(data: { language?: string }): Promise<Session | null> {
  const response = await authRequest('/session', { method: 'POST', json: { data } });
  if (!response.ok) return null;
  const { session } = await wireSchemas();
  return session.safeParse(response.body).data ?? null;
}
