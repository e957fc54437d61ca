/** One place that turns every failure into `{ error: { code, message } }`, never a stack trace. */
import { type ErrorCode, errorCodes } from '@fordra/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError } from './api-error.ts';

/** What the codes that request schemas name say to a caller in English; the web translates the code. */
const schemaErrorMessages: Partial<Record<ErrorCode, string>> = {
  BadRequest: 'The request is not valid',
  FieldRequired: 'A required field is missing',
  FieldTooLong: 'A field is too long',
  InvalidAmount: 'An amount must be a whole number of minor units (öre, cents) above zero',
  InvalidCurrency: 'The currency must be SEK, DKK, NOK or EUR',
  InvalidDate: 'A date must be a real day written YYYY-MM-DD',
  InvalidIdentityNumber: 'The identity number is not valid',
  InvalidPostalCode: 'The postal code must be five digits',
  InvalidPageSize: 'The page size must be between 1 and 100',
  UnknownSortKey: 'The list cannot be sorted that way',
  InvalidFilter: 'A value is not one of those allowed',
  InvitationInvalid: 'The invitation is not valid or has expired',
  PasswordRequired: 'Enter a password',
  PasswordTooShort: 'The password must be at least 12 characters',
  PasswordTooCommon: 'The password is too common and easy to guess',
  VerificationCodeWrong: 'The code is not right: it is six digits',
};

const statusCodes: Record<number, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  413: 'PayloadTooLarge',
  415: 'BadRequest',
  429: 'TooManyAttempts',
};

/**
 * What of an unexpected error may be written to the log: its kind, the database's error code and
 * constraint, and where it was thrown, but no message. A failed query's message holds its SQL and
 * parameters, which may be a debtor's message, e-mail address or personal number.
 */
/** The stack's frames without the message that heads it (which may run over several lines). */
function stackFrames(error: Error): string[] {
  const stack = error.stack ?? '';
  const heading = error.message ? `${error.name}: ${error.message}` : error.name;
  const frames = stack.startsWith(heading) ? stack.slice(heading.length) : '';
  return frames
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('at '))
    .slice(0, 8);
}

export function loggableError(error: unknown): Record<string, unknown> {
  const causes: Record<string, unknown>[] = [];
  let current: unknown = error;
  while (current instanceof Error && causes.length < 5) {
    const { code, constraint, routine } = current as Error & Record<string, unknown>;
    causes.push({
      type: current.name,
      ...(typeof code === 'string' ? { code } : {}),
      ...(typeof constraint === 'string' ? { constraint } : {}),
      ...(typeof routine === 'string' ? { routine } : {}),
      frames: stackFrames(current),
    });
    current = current.cause;
  }
  return { type: causes[0]?.type ?? typeof error, causes };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({
          error: {
            ...error.details,
            code: error.code,
            message: error.message,
            ...(error.field ? { field: error.field } : {}),
          },
        });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
      // A schema names the code of its refusal as the issue's message (`{ error: 'InvalidAmount' }`).
      const named = (errorCodes as readonly string[]).includes(first?.message ?? '')
        ? (first?.message as ErrorCode)
        : 'BadRequest';
      return reply.code(400).send({
        error: {
          code: named,
          message: `${schemaErrorMessages[named] ?? 'The request is not valid'}${field ? ` (${field})` : ''}.`,
          ...(field ? { field } : {}),
        },
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({
        error: {
          code: statusCodes[status] ?? 'BadRequest',
          message: status === 413 ? 'The request is too large.' : 'The request is not valid.',
        },
      });
    }
    request.log.error({ err: loggableError(error) }, 'unhandled error');
    return reply
      .code(500)
      .send({ error: { code: 'InternalError', message: 'Something went wrong on our side.' } });
  });
}

/**
 * The router's own refusals, which never reach the error handler: an address whose percent-encoding
 * does not decode (400) or a path parameter over the length limit (414). Answered in the same shape,
 * without echoing the address. (Fastify's `frameworkErrors` option; async constraints are not used.)
 */
export function answerRouterError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return reply
    .code(error.statusCode === 414 ? 414 : 400)
    .send({ error: { code: 'BadRequest', message: 'The address is not valid.' } });
}
