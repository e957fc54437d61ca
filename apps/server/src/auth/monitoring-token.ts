/**
 * The monitoring system's token (`METRICS_TOKEN`): what a caller of a route declared
 * `access: 'monitoring'` (the metrics) must send as `Authorization: Bearer <token>`.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { bearerToken } from './api-keys.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the `Authorization` header carries `token`, compared in constant time. */
export function carriesMonitoringToken(authorization: string | undefined, token: string | null): boolean {
  const given = bearerToken(authorization);
  if (!token || given === undefined) return false;
  return timingSafeEqual(digest(given), digest(token));
}
