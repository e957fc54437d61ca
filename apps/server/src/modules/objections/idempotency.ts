/**
 * A client's calls that change a case or answer an objection take an `Idempotency-Key`: the same key
 * with the same request answers what the first call answered, and changes nothing more; the key with
 * another request is refused (422 IdempotencyKeyReused, as at `registercollectioncase`).
 */
import { createHash } from 'node:crypto';
import type { Executor } from '../../db/executor.ts';
import { clientRequestByKey, insertClientRequest } from '../../db/repositories/objections.ts';
import { ApiError } from '../../http/api-error.ts';

/** `value` with its objects' keys in order and undefined left out, so equal requests print alike. */
export function canonical(value: unknown): unknown {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value)
          .filter(([, v]) => v !== undefined)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, v]) => [k, canonical(v)]),
      )
    : Array.isArray(value)
      ? value.map(canonical)
      : value;
}

/** A fingerprint of `request` to `operation`. */
export function requestFingerprint(operation: string, request: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([operation, canonical(request)]))
    .digest('hex');
}

/**
 * Runs `call` once per `key` of client `clientId` (no key: every time) and answers its result, kept
 * with the request's fingerprint; a call that failed keeps nothing, so it can be tried again.
 */
export async function once<T>(
  db: Executor,
  clientId: string,
  key: string | undefined,
  operation: string,
  request: unknown,
  call: () => Promise<T>,
): Promise<T> {
  if (!key) return call();
  const requestHash = requestFingerprint(operation, request);
  const earlier = await clientRequestByKey(db, clientId, key);
  if (earlier) {
    if (earlier.requestHash !== requestHash)
      throw new ApiError(
        422,
        'IdempotencyKeyReused',
        'This Idempotency-Key was used for a different request.',
        {
          field: 'Idempotency-Key',
        },
      );
    return earlier.response as T;
  }
  const answer = await call();
  await insertClientRequest(db, {
    clientId,
    idempotencyKey: key,
    operation,
    requestHash,
    statusCode: 200,
    response: answer,
  });
  return answer;
}
