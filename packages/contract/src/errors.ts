import { z } from 'zod';

/** Every 4xx/5xx answer of the API has this body; `code` is what the web translates. */
export const errorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    field: z.string().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Error codes the server answers with; the web has a translation for each (`errors.<code>`). */
export const errorCodes = [
  'BadRequest',
  'NotFound',
  'PayloadTooLarge',
  'Unauthorized',
  'SessionRequired',
  'Forbidden',
  'CsrfTokenMissing',
  'CsrfTokenInvalid',
  'CredentialsSignin',
  'UsernameRequired',
  'PasswordRequired',
  'TooManyAttempts',
  'UnknownProvider',
  'UnknownUser',
  'BankidOrderNotFound',
  'BankidOrderPending',
  'BankidOrderFinished',
  'BankidUnavailable',
  'InternalError',
  'NoCases',
  'CaseNotActive',
  'CaseAlreadyInPlan',
  'MixedCurrencies',
  'MonthsTooFew',
  'MonthsTooMany',
  'MonthlyAmountTooLow',
  'QuoteChanged',
  'TermsChanged',
  'InvalidEmail',
  'InvalidPhone',
  'ContactRequired',
  'PlanAlreadyDecided',
  'SubjectRequired',
  'SubjectTooLong',
  'MessageRequired',
  'MessageTooLong',
  'UnknownCase',
  'TooManyAttachments',
  'AttachmentTooLarge',
  'AttachmentsTooLarge',
  'AttachmentTypeNotAllowed',
  'AttachmentUnreadable',
] as const;
export type ErrorCode = (typeof errorCodes)[number];
