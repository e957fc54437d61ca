/**
 * Refuses a request whose path parameters, query or body hold a NUL character anywhere (in a value or
 * a key), before any handler runs: PostgreSQL cannot store one in text, and no person types one.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-error.ts';

/** The dotted path of the first string or key holding a NUL in `value`, '' for the value itself; null when none. */
export function pathOfNul(value: unknown): string | null {
  // A loop over a stack rather than recursion: a deeply nested body must not exhaust the call stack.
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [current, path] = pending.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return childPath;
        pending.push([child, childPath]);
      }
    }
  }
  return null;
}

/** Throws BadRequest, naming the field, when `value` holds a NUL anywhere; also for bodies read by hand (forms). */
export function refuseNul(value: unknown): void {
  const field = pathOfNul(value);
  if (field === null) return;
  throw new ApiError(400, 'BadRequest', 'The request holds a character that is not allowed.', {
    ...(field ? { field } : {}),
  });
}

export function registerInputChecks(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) refuseNul(part);
  });
}
