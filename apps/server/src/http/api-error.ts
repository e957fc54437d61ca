import type { ErrorCode } from '@fordra/contract';

/** An error the client caused or may see: answered as `{ error: { code, message } }` with `statusCode`. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly field: string | undefined;
  readonly headers: Record<string, string>;
  /** More of the answer beside `code` and `message`, which the route's error schema declares (a 409's new quote). */
  readonly details: Record<string, unknown>;

  constructor(
    statusCode: number,
    code: ErrorCode,
    message: string,
    extra?: { field?: string; headers?: Record<string, string>; details?: Record<string, unknown> },
  ) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.field = extra?.field;
    this.headers = extra?.headers ?? {};
    this.details = extra?.details ?? {};
  }
}

export const notFound = (what = 'The resource') => new ApiError(404, 'NotFound', `${what} was not found.`);
