import { serverScope } from '../server/server-scope.ts';
import { ApiError, errorCodeForStatus } from './api-error.ts';
import type { ResponseSchema } from './response-schema.ts';
import { csrfResponse, errorBody } from './wire-schemas.ts';

/**
 * The one way the web talks to the server. Three families share it:
 * - session calls, `/api/auth/*` (the session protocol; answers are interpreted by the caller);
 * - gateway calls, `/api/extgwapi/api/*` (401 signs out, other failures throw ApiError, 204 has no body);
 * - legacy calls, `POST /api/soap/<operation>` (200 is success, 401/403 sign out, the rest throw);
 * - the back office's calls, `/api/staff/*` (as gateway calls).
 * Every non-GET request carries the CSRF token in `X-CSRF-Token`.
 * On the server, drawing a debtor's first page (entry-server.tsx), the page's reads are answered by
 * the server itself, as the browser's own would be; nothing is kept between pages there.
 */

const authBase = '/api/auth';
const gatewayBase = '/api/extgwapi/api';
const legacyBase = '/api/soap';
const staffBase = '/api/staff';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

type RequestSpec = {
  method: HttpMethod;
  url: string;
  /** A JSON body; with `csrfInBody` the token is added as its `csrfToken` field. */
  json?: Record<string, unknown>;
  /** A form-encoded body (the session protocol); the token is always added as `csrfToken`. */
  form?: Record<string, string>;
  /** A multipart/form-data body (files, sent as they are); the browser sets its type and boundary. */
  multipart?: FormData;
  /** Further headers, e.g. `Idempotency-Key`. */
  headers?: Record<string, string>;
  csrfInBody?: boolean;
  signal?: AbortSignal;
};

let csrfToken: Promise<string> | null = null;

async function fetchCsrfToken(): Promise<string> {
  const response = await fetchOrThrow(`${authBase}/csrf`, { credentials: 'same-origin' });
  if (!response.ok) throw await toApiError(response);
  return (await parseBody(response, csrfResponse)).csrfToken;
}

/** The CSRF token, fetched once and kept in memory; `refresh` fetches a new one. */
function getCsrfToken(refresh = false): Promise<string> {
  if (refresh || !csrfToken) {
    const pending = fetchCsrfToken();
    csrfToken = pending;
    pending.catch(() => {
      if (csrfToken === pending) csrfToken = null;
    });
  }
  return csrfToken;
}

/**
 * Asks for the CSRF token ahead of the first call that needs one, so that call does not wait a round
 * for it (a page's first calls are often POSTs: the legacy calls).
 */
export function prefetchCsrfToken(): void {
  // The server, drawing a page, needs none (send), and keeps nothing of a visitor's.
  if (serverScope()) return;
  getCsrfToken().catch(() => undefined);
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Subscribes to "the server no longer accepts this session"; returns the unsubscribe function. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

function notifyUnauthorized(): void {
  for (const listener of unauthorizedListeners) listener();
}

async function fetchOrThrow(url: string, init: RequestInit): Promise<Response> {
  const scope = serverScope();
  try {
    return await (scope ? scope.answer(url, init) : fetch(url, init));
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiError(0, 'NetworkError');
  }
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = errorBody.safeParse(await readJson(response));
  return body.success
    ? new ApiError(response.status, body.data.error.code, body.data.error.field)
    : new ApiError(response.status, errorCodeForStatus(response.status));
}

/** The body checked against `schema`. */
async function parseBody<T>(response: Response, schema: ResponseSchema<T>): Promise<T> {
  const parsed = schema.safeParse(await readJson(response));
  if (!parsed.success) throw new ApiError(response.status, 'UnexpectedResponse');
  return parsed.data;
}

function withQuery(url: string, query: Query | undefined): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function fetchOnce(spec: RequestSpec, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { ...spec.headers, Accept: 'application/json' };
  let body: string | URLSearchParams | FormData | undefined;
  if (token) headers['X-CSRF-Token'] = token;
  if (spec.multipart) {
    body = spec.multipart;
  } else if (spec.form) {
    body = new URLSearchParams({ ...spec.form, ...(token ? { csrfToken: token } : {}) });
  } else if (spec.json) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(spec.csrfInBody && token ? { csrfToken: token, ...spec.json } : spec.json);
  }
  return fetchOrThrow(spec.url, {
    method: spec.method,
    headers,
    body,
    credentials: 'same-origin',
    signal: spec.signal,
  });
}

function isCsrfRejection(code: string): boolean {
  return code === 'CsrfTokenInvalid' || code === 'CsrfTokenMissing';
}

/** Sends a request; a 403 for a missing or stale CSRF token fetches a new token and retries once. */
async function send(spec: RequestSpec): Promise<Response> {
  // The server answers a page it draws without a token: the browser's cookie holds it (web-app.ts).
  if (spec.method === 'GET' || serverScope()) return fetchOnce(spec, null);
  const response = await fetchOnce(spec, await getCsrfToken());
  if (response.status !== 403) return response;
  const { code } = await toApiError(response.clone());
  if (!isCsrfRejection(code)) return response;
  return fetchOnce(spec, await getCsrfToken(true));
}

/** What a session call answered; the session protocol reads error statuses itself. */
export type AuthResponse = { status: number; ok: boolean; body: unknown; retryAfterSeconds: number | null };

/** A session call (`/api/auth/<path>`); never throws for an HTTP status, only without an answer. */
export async function authRequest(
  path: string,
  options: { method?: HttpMethod; form?: Record<string, string>; json?: Record<string, unknown> } = {},
): Promise<AuthResponse> {
  const response = await send({
    method: options.method ?? 'GET',
    url: `${authBase}${path}`,
    form: options.form,
    json: options.json,
    csrfInBody: true,
  });
  // A sign-in or sign-out starts a new session, and the CSRF token is bound to the session.
  if (response.ok && (path.startsWith('/callback/') || path === '/signout')) csrfToken = null;
  const retryAfter = Number.parseInt(response.headers.get('Retry-After') ?? '', 10);
  return {
    status: response.status,
    ok: response.ok,
    body: await readJson(response),
    retryAfterSeconds: Number.isFinite(retryAfter) ? retryAfter : null,
  };
}

/** A session call that must succeed: its body parsed with `schema`, or an ApiError. */
export async function authGet<T>(path: string, schema: ResponseSchema<T>): Promise<T> {
  const response = await send({ method: 'GET', url: `${authBase}${path}` });
  if (!response.ok) throw await toApiError(response);
  return parseBody(response, schema);
}

/** The address of a gateway resource, for a plain link the browser follows itself (a download). */
export function gatewayUrl(path: string, query?: Query): string {
  return withQuery(`${gatewayBase}${path}`, query);
}

type GatewayOptions = {
  query?: Query;
  body?: Record<string, unknown> | FormData;
  /**
   * Sent as `Idempotency-Key` on a call that registers something: the same key twice registers it
   * once, so a retry after a lost answer cannot count it twice.
   */
  idempotencyKey?: string;
  signal?: AbortSignal;
};

/**
 * A gateway call. GET sends `query` in the query string, other methods send `body` as JSON, or as
 * multipart/form-data when it is a FormData (the File objects in it are read as they are sent).
 * A 204 answer has no body: pass a schema that accepts undefined (`z.undefined()`).
 */
export function gatewayRequest<T>(
  method: HttpMethod,
  path: string,
  schema: ResponseSchema<T>,
  options: GatewayOptions = {},
): Promise<T> {
  return resourceRequest(gatewayBase, method, path, schema, options);
}

/** A back-office call (`/api/staff/<path>`), sent and answered as a gateway call. */
export function staffRequest<T>(
  method: HttpMethod,
  path: string,
  schema: ResponseSchema<T>,
  options: GatewayOptions = {},
): Promise<T> {
  return resourceRequest(staffBase, method, path, schema, options);
}

/** The address of a back-office resource, for a plain link the browser follows itself (a PDF). */
export function staffUrl(path: string, query?: Query): string {
  return withQuery(`${staffBase}${path}`, query);
}

async function resourceRequest<T>(
  base: string,
  method: HttpMethod,
  path: string,
  schema: ResponseSchema<T>,
  options: GatewayOptions,
): Promise<T> {
  const body = method === 'GET' ? undefined : (options.body ?? {});
  const response = await send({
    method,
    url: withQuery(`${base}${path}`, options.query),
    ...(body instanceof FormData ? { multipart: body } : { json: body }),
    headers: options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : undefined,
    signal: options.signal,
  });
  if (response.status === 401) notifyUnauthorized();
  if (!response.ok) throw await toApiError(response);
  return parseBody(response, schema);
}

/** How much of an upload has been sent: bytes sent of the total. */
export type UploadProgress = { sent: number; total: number };

/**
 * A back-office upload (`POST /api/staff/<path>`, multipart/form-data) that reports the bytes sent as
 * they go, which fetch cannot: sent with XMLHttpRequest, the CSRF token in `X-CSRF-Token` (a refused
 * token is fetched anew and the upload sent once more), 401 signs out, failures throw ApiError.
 */
export async function staffUpload<T>(
  path: string,
  formData: FormData,
  schema: ResponseSchema<T>,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<T> {
  const url = `${staffBase}${path}`;
  const sendOnce = (token: string) =>
    new Promise<Response>((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open('POST', url);
      request.setRequestHeader('Accept', 'application/json');
      request.setRequestHeader('X-CSRF-Token', token);
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress({ sent: event.loaded, total: event.total });
      };
      request.onload = () => {
        const empty = request.status === 204 || request.responseText === '';
        resolve(new Response(empty ? null : request.responseText, { status: request.status }));
      };
      request.onerror = () => reject(new ApiError(0, 'NetworkError'));
      request.onabort = () => reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
      signal?.addEventListener('abort', () => request.abort(), { once: true });
      request.send(formData);
    });
  let response = await sendOnce(await getCsrfToken());
  if (response.status === 403 && isCsrfRejection((await toApiError(response.clone())).code)) {
    response = await sendOnce(await getCsrfToken(true));
  }
  if (response.status === 401) notifyUnauthorized();
  if (!response.ok) {
    // The server's own words travel with the code: a refused file's reason is data, not a message.
    const [error, json] = await Promise.all([toApiError(response.clone()), readJson(response)]);
    const said = (json as { error?: { message?: unknown } } | undefined)?.error?.message;
    throw new ApiError(error.status, error.code, error.field, typeof said === 'string' ? said : undefined);
  }
  return parseBody(response, schema);
}

/** A legacy service-layer call: `POST /api/soap/<operation>` with a JSON payload. */
export async function legacyCall<T>(
  operation: string,
  schema: ResponseSchema<T>,
  payload: Record<string, unknown> = {},
  signal?: AbortSignal,
): Promise<T> {
  const response = await send({ method: 'POST', url: `${legacyBase}/${operation}`, json: payload, signal });
  if (response.status === 401 || response.status === 403) notifyUnauthorized();
  if (response.status !== 200) throw await toApiError(response);
  return parseBody(response, schema);
}
