/**
 * The one logger of every process (the portal, its HTTP server, `npm run worker`): pino writing JSON lines,
 * with every Swedish personal or organisation number masked to its birth date (`19121212-XXXX`) in the
 * message, in every field and in errors' messages and stacks, their causes' too. What is logged passes
 * `hooks.logMethod`; errors, wherever they stand, the masked `err` serializer. Credentials and cookies
 * are redacted. A line written while a request is answered names its id (`reqId`), whichever logger
 * writes it.
 */
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { requestForLog } from '../http/request-log.ts';
import { maskIdentityNumbers } from './identity-numbers.ts';
import { currentRequestId } from './request-context.ts';

/** How deep a logged object is read for numbers to mask; what lies deeper is not written. */
const MAX_DEPTH = 8;

const isPlainObject = (value: object): boolean => {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/**
 * `value` with the identity numbers in its strings masked: strings, arrays and plain objects are copied
 * masked, errors serialized masked; anything else (a request, a reply, a date) is left to its serializer.
 */
function masked(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return maskIdentityNumbers(value);
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_DEPTH) return '[too deep to log]';
  if (value instanceof Error) return maskedError(value, depth);
  if (Array.isArray(value)) return value.map((item) => masked(item, depth + 1));
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = masked(item, depth + 1);
  return copy;
}

/**
 * The `err` serializer: pino's (type, message and stack with their causes', the error's own fields),
 * every string in it masked. A value that is not an error is masked as it is.
 */
export function maskedError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return masked(error, depth);
  const serialized: Record<string, unknown> = pino.stdSerializers.err(error);
  const copy: Record<string, unknown> = {};
  // The serialized error's type, message and stack are enumerable properties of its prototype.
  for (const key in serialized) {
    if (serialized[key] !== undefined) copy[key] = masked(serialized[key], depth + 1);
  }
  return copy;
}

/**
 * Masks what a log call is given. An error given first is logged as pino logs one (its message the
 * line's message, the error under `err`), but masked.
 */
function logMethod(this: Logger, args: unknown[], method: (...args: unknown[]) => void): void {
  const [first, ...rest] = args;
  if (first instanceof Error) {
    const message = rest.length > 0 ? rest : [first.message];
    method.apply(this, [{ err: maskedError(first) }, ...message.map((arg) => masked(arg, 0))]);
    return;
  }
  method.apply(
    this,
    args.map((arg) => masked(arg, 0)),
  );
}

/** Whether a logger's own fields name a request already: Fastify's logger of each request binds `reqId`. */
const namesRequest = (logger: Logger): boolean =>
  (logger as unknown as Record<symbol, string | undefined>)[pino.symbols.chindingsSym]?.includes(
    '"reqId":',
  ) === true;

/** The id of the request being answered (http/request-ids.ts), on a line of any other logger. */
function requestIdOfLine(_fields: object, _level: number, logger: Logger): { reqId?: string } {
  const reqId = currentRequestId();
  return reqId === undefined || namesRequest(logger) ? {} : { reqId };
}

/** What every logger is made with (createLogger). */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: [
      'req.headers.cookie',
      'req.headers.authorization',
      'req.headers["x-csrf-token"]',
      'res.headers["set-cookie"]',
    ],
    serializers: { req: requestForLog, err: maskedError },
    hooks: { logMethod: logMethod as NonNullable<LoggerOptions['hooks']>['logMethod'] },
    mixin: requestIdOfLine as LoggerOptions['mixin'],
  };
}

/** A logger at `level` (pino's levels, `silent` for none) writing to standard output, or to `destination`. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return destination ? pino(loggerOptions(level), destination) : pino(loggerOptions(level));
}
