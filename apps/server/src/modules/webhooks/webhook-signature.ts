/**
 * Signing and verifying to Standard Webhooks 1.0: `webhook-signature` is a space-separated list of
 * `v1,<base64 HMAC-SHA256>` over `${id}.${timestamp}.${body}`, the key the bytes of the secret's base64
 * after `whsec_`.
 */
import { createHmac, createSecretKey, type KeyObject, randomBytes, timingSafeEqual } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/** A new secret: `whsec_` and the base64 of 32 random bytes (the specification asks for 24 to 64). */
export const newWebhookSecret = () => `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;

/**
 * The signing keys of the secrets in use, each made once: an HMAC keyed by a prepared key costs about a
 * seventh of one keyed by bytes (2 µs against 16 µs a message), and every delivery and check needs one.
 * At most `KEPT_KEYS`, all dropped when full.
 */
const keys = new Map<string, KeyObject>();
const KEPT_KEYS = 1_000;

function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    if (keys.size >= KEPT_KEYS) keys.clear();
    key = createSecretKey(
      Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64'),
    );
    keys.set(secret, key);
  }
  return key;
}

/** The `v1,…` signature of a message with `secret`; `timestamp` in Unix seconds. */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The headers of a message signed with each of `secrets` (two during a rotation's overlap). */
export function webhookHeaders(secrets: readonly string[], id: string, timestamp: number, body: string) {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((secret) => signWebhook(secret, id, timestamp, body)).join(' '),
  };
}

/** How far a message's timestamp may be from the receiver's clock, in seconds (the specification's 5 min). */
const TOLERANCE_SECONDS = 5 * 60;

/**
 * Whether a message is signed with `secret`, as a receiver checks it: one `v1` signature of the list
 * matches in constant time, and its timestamp is within five minutes of `now` (Unix seconds).
 */
export function verifyWebhook(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  body: string,
  now = Math.floor(Date.now() / 1000),
): boolean {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof signatures !== 'string') return false;
  if (!/^\d+$/.test(timestamp) || Math.abs(now - Number(timestamp)) > TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(signWebhook(secret, id, Number(timestamp), body).slice(3), 'base64');
  return signatures.split(' ').some((entry) => {
    const [version, mac] = entry.split(',');
    if (version !== 'v1' || !mac) return false;
    const given = Buffer.from(mac, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
