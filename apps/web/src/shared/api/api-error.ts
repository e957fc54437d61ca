import type { ErrorCode } from '@fordra/contract';
import i18next from 'i18next';
import { serverScope } from '../server/server-scope.ts';

/** Codes the web itself produces when there is no server answer to translate. */
export const clientErrorCodes = ['NetworkError', 'UnexpectedResponse', 'Configuration', 'Unknown'] as const;
export type ClientErrorCode = (typeof clientErrorCodes)[number];

export type KnownErrorCode = ErrorCode | ClientErrorCode;

/**
 * The i18n key (namespace `errors`) of an error code; a code without a translation gets a general
 * message. catalogues.test.ts checks that every code of the contract and the web has one.
 */
export function errorMessageKey(code: string | null | undefined): `errors:${KnownErrorCode}` {
  return code && (serverScope()?.i18n ?? i18next).exists(`errors:${code}`)
    ? (`errors:${code}` as `errors:${KnownErrorCode}`)
    : 'errors:Unknown';
}

/** A failed API call: the HTTP status (0 without an answer) and a code the UI can translate. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  /** The input field the server blamed, when it named one. */
  readonly field: string | undefined;
  /** The server's own words, kept where they are data the user needs (a refused file's reason). */
  readonly detail: string | undefined;

  constructor(status: number, code: string, field?: string, detail?: string) {
    super(`API error ${status} ${code}`);
    this.status = status;
    this.code = code;
    this.field = field;
    this.detail = detail;
  }
}

/** The code to use when an error answer has no readable body. */
export function errorCodeForStatus(status: number): KnownErrorCode {
  switch (status) {
    case 400:
      return 'BadRequest';
    case 401:
      return 'Unauthorized';
    case 403:
      return 'Forbidden';
    case 404:
      return 'NotFound';
    case 413:
      return 'PayloadTooLarge';
    case 429:
      return 'TooManyAttempts';
    default:
      return 'InternalError';
  }
}
