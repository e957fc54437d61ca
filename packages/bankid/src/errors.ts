/**
 * What can go wrong calling BankID, as typed errors. An error answer `{ errorCode, details }` becomes
 * BankidRequestError (4xx: our request was refused) or BankidServiceError (5xx: BankID is failing);
 * no answer in time, no connection (including a refused TLS handshake) and an unreadable answer have
 * classes of their own.
 */
import type { RpErrorCode } from './types.ts';

export class BankidError extends Error {
  override readonly name: string = 'BankidError';
  /** BankID's `errorCode`, or ours: `timeout`, `connection`, `unexpectedResponse`. */
  readonly errorCode: RpErrorCode | 'timeout' | 'connection' | 'unexpectedResponse';
  readonly details: string;

  constructor(errorCode: BankidError['errorCode'], details: string, options?: { cause?: unknown }) {
    super(details ? `BankID ${errorCode}: ${details}` : `BankID ${errorCode}`, options);
    this.errorCode = errorCode;
    this.details = details;
  }
}

/** BankID refused the request (HTTP 4xx): `alreadyInProgress`, `invalidParameters`, `unauthorized`… */
export class BankidRequestError extends BankidError {
  override readonly name = 'BankidRequestError';
  readonly status: number;

  constructor(status: number, errorCode: RpErrorCode, details: string) {
    super(errorCode, details);
    this.status = status;
  }
}

/** BankID answered with a failure of its own (HTTP 5xx): `internalError`, `maintenance`. */
export class BankidServiceError extends BankidError {
  override readonly name = 'BankidServiceError';
  readonly status: number;

  constructor(status: number, errorCode: RpErrorCode, details: string) {
    super(errorCode, details);
    this.status = status;
  }
}

/** No answer within the time-out. */
export class BankidTimeoutError extends BankidError {
  override readonly name = 'BankidTimeoutError';

  constructor(timeoutMs: number) {
    super('timeout', `no answer within ${timeoutMs} ms`);
  }
}

/** No connection: refused, reset, or a TLS handshake that failed (a certificate not trusted either way). */
export class BankidConnectionError extends BankidError {
  override readonly name = 'BankidConnectionError';

  constructor(cause: unknown) {
    const code = (cause as { code?: unknown } | null)?.code;
    super('connection', typeof code === 'string' ? code : String(cause), { cause });
  }
}

/** An answer that is not what the API promises (not JSON, or fields missing). */
export class BankidResponseError extends BankidError {
  override readonly name = 'BankidResponseError';

  constructor(details: string) {
    super('unexpectedResponse', details);
  }
}
