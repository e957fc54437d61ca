import type { ErrorBody, Provider, Session } from '@fordra/contract';
import { z } from 'zod/mini';

/*
 * The session protocol's answers, checked on the way in. These mirror @fordra/contract in zod's
 * smaller "mini" flavour, and api-client.ts loads this module on first use rather than up front:
 * the sign-in page then renders without zod (the contract's classic schemas alone are ~28 KB
 * gzip). Each schema is typed with the contract's type, so a contract change that these do not
 * follow fails type-checking.
 */

export const errorBody: z.ZodMiniType<ErrorBody> = z.object({
  error: z.object({ code: z.string(), message: z.string(), field: z.optional(z.string()) }),
});

export const csrfResponse: z.ZodMiniType<{ csrfToken: string }> = z.object({ csrfToken: z.string() });

export const session: z.ZodMiniType<Session> = z.object({
  user: z.object({
    name: z.string(),
    accountId: z.string(),
    debtorGuid: z.nullable(z.string()),
    role: z.enum(['debtor', 'creditor', 'staff']),
    clientGuid: z.nullable(z.string()),
    loginMethod: z.enum(['credentials', 'bankid']),
    language: z.nullable(z.string()),
  }),
  expires: z.string(),
});

/** GET /api/auth/session answers a session, or `{}` for none. */
export const sessionResponse = z.union([session, z.strictObject({})]);

export const providersResponse: z.ZodMiniType<Record<string, Provider>> = z.record(
  z.string(),
  z.object({
    id: z.string(),
    name: z.string(),
    type: z.enum(['credentials', 'bankid']),
    signinUrl: z.string(),
    callbackUrl: z.string(),
  }),
);

/** Sign-in and sign-out answers: where the browser goes next (absent on some errors). */
export const redirectAnswer = z.object({ url: z.optional(z.string()) });
