import type { ErrorBody, Provider, Session } from '@fordra/contract';
import type { ResponseSchema } from './response-schema.ts';

/*
 * The session protocol's answers, checked on the way in. The sign-in page needs these before it can
 * show (its loader asks for the providers and the session), and zod's core alone is 15 KB gzip of
 * the page's budget, so they are plain checks, a few hundred bytes. Each returns a new object with
 * the fields it knows, as zod's objects do, typed with the contract's types: a contract change that
 * these do not follow fails type-checking.
 */

type Read<T> = (value: unknown) => T | undefined;

/** A schema for the API client from a function that reads a value, or gives undefined when it does not fit. */
function wireSchema<T>(read: Read<T>): ResponseSchema<T> {
  return {
    safeParse(data) {
      const value = read(data);
      return value === undefined ? { success: false } : { success: true, data: value };
    },
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** A string, or null; undefined (does not fit) for anything else. */
function nullableText(value: unknown): string | null | undefined {
  return value === null ? null : text(value);
}

function oneOf<const Options extends readonly string[]>(options: Options): Read<Options[number]> {
  return (value) => options.find((option) => option === value);
}

type Fitted<T> = { [K in keyof T]: Exclude<T[K], undefined> };

/** The fields read, or undefined if one does not fit (was read as undefined). */
function allFit<T extends Record<string, unknown>>(fields: T): Fitted<T> | undefined {
  return Object.values(fields).includes(undefined) ? undefined : (fields as Fitted<T>);
}

const readErrorBody: Read<ErrorBody> = (value) => {
  if (!isObject(value) || !isObject(value.error)) return undefined;
  const { code, message, field } = value.error;
  const known = allFit({ code: text(code), message: text(message) });
  const fieldName = text(field);
  if (!known || (field !== undefined && fieldName === undefined)) return undefined;
  return { error: fieldName === undefined ? known : { ...known, field: fieldName } };
};

const readSession: Read<Session> = (value) => {
  if (!isObject(value) || !isObject(value.user)) return undefined;
  const { user } = value;
  const readUser = allFit({
    name: text(user.name),
    accountId: text(user.accountId),
    debtorGuid: nullableText(user.debtorGuid),
    role: oneOf(['debtor', 'creditor', 'staff'] as const)(user.role),
    clientGuid: nullableText(user.clientGuid),
    loginMethod: oneOf(['credentials', 'bankid'] as const)(user.loginMethod),
    language: nullableText(user.language),
    mustChangePassword: typeof user.mustChangePassword === 'boolean' ? user.mustChangePassword : undefined,
  });
  const expires = text(value.expires);
  return readUser && expires !== undefined ? { user: readUser, expires } : undefined;
};

const readProvider: Read<Provider> = (value) =>
  isObject(value)
    ? allFit({
        id: text(value.id),
        name: text(value.name),
        type: oneOf(['credentials', 'bankid'] as const)(value.type),
        signinUrl: text(value.signinUrl),
        callbackUrl: text(value.callbackUrl),
      })
    : undefined;

export const errorBody = wireSchema(readErrorBody);

export const csrfResponse = wireSchema<{ csrfToken: string }>((value) => {
  const csrfToken = isObject(value) ? text(value.csrfToken) : undefined;
  return csrfToken === undefined ? undefined : { csrfToken };
});

export const session = wireSchema(readSession);

/** GET /api/auth/session answers a session, or `{}` for none (read as null). */
export const sessionResponse = wireSchema<Session | null>((value) =>
  isObject(value) && Object.keys(value).length === 0 ? null : readSession(value),
);

export const providersResponse = wireSchema<Record<string, Provider>>((value) => {
  if (!isObject(value)) return undefined;
  const providers: Record<string, Provider> = {};
  for (const [key, entry] of Object.entries(value)) {
    const provider = readProvider(entry);
    if (!provider) return undefined;
    providers[key] = provider;
  }
  return providers;
});

/** Sign-in and sign-out answers: where the browser goes next (absent on some errors). */
export const redirectAnswer = wireSchema<{ url?: string }>((value) => {
  if (!isObject(value)) return undefined;
  if (value.url === undefined) return {};
  const url = text(value.url);
  return url === undefined ? undefined : { url };
});
