import { passwordProblem } from '@fordra/domain';
import { z } from 'zod';
import { languages } from './languages.ts';

/** GET /api/auth/session: the session, or `{}` when there is none. */
export const sessionUser = z.object({
  name: z.string(),
  accountId: z.string(),
  /** null for an account that has no debtor (the unknown-user path). */
  debtorGuid: z.string().nullable(),
  /** Who signed in: a debtor, a user of one of the provider's clients, or the provider's staff. */
  role: z.enum(['debtor', 'creditor', 'staff']),
  /** A client's user: the client's guid; null for everyone else. */
  clientGuid: z.string().nullable(),
  loginMethod: z.enum(['credentials', 'bankid']),
  language: z.string().nullable(),
  /**
   * The account's password is one someone else chose (an admin, for a new member of staff): until the
   * person sets their own (POST /api/auth/password), every other call answers 403 PasswordChangeRequired.
   */
  mustChangePassword: z.boolean(),
});
export const session = z.object({
  user: sessionUser,
  /** ISO time at which the session ends if left idle. */
  expires: z.string(),
});
export type Session = z.infer<typeof session>;
export const sessionResponse = z.union([session, z.object({}).strict()]);

export const csrfResponse = z.object({ csrfToken: z.string() });

export const provider = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['credentials', 'bankid']),
  signinUrl: z.string(),
  callbackUrl: z.string(),
});
export const providersResponse = z.record(z.string(), provider);
export type Provider = z.infer<typeof provider>;

/** POST /api/auth/callback/credentials, form-encoded. */
export const credentialsForm = z.object({
  csrfToken: z.string().optional(),
  callbackUrl: z.string().optional(),
  json: z.string().optional(),
  username: z.string().optional(),
  password: z.string().optional(),
});

/** The answer of a sign-in or sign-out call: where the browser goes next. */
export const redirectResponse = z.object({ url: z.string() });

/** What the web's signIn() resolves to. */
export type SignInResult = {
  error: string | null;
  status: number;
  ok: boolean;
  url: string | null;
};

export const signoutForm = z.object({
  csrfToken: z.string().optional(),
  callbackUrl: z.string().optional(),
});

/** POST /api/auth/session: update the session's data (the language choice). */
export const sessionUpdateBody = z.object({
  csrfToken: z.string().optional(),
  data: z.object({ language: z.enum(languages).optional() }).strict(),
});

export const logBody = z.object({
  level: z.enum(['error', 'warn', 'debug']),
  code: z.string().max(100),
  message: z.string().max(2000),
});

/**
 * A password a person sets (a staff account, an invited client user): the domain's policy, its
 * refusal named by the issue (`PasswordTooShort`, `PasswordTooCommon`, `FieldTooLong`).
 */
export const newPassword = z.string({ error: 'PasswordRequired' }).superRefine((password, context) => {
  const problem = passwordProblem(password);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

/**
 * POST /api/auth/password: the signed-in person sets a password of their own. `currentPassword` proves
 * it is them, except at the first sign-in with a password someone else chose, which just proved it.
 */
export const changePasswordRequest = z.object({
  currentPassword: z.string().max(1000, { error: 'FieldTooLong' }).optional(),
  newPassword,
});
