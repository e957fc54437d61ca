import { createHmac } from 'node:crypto';

/**
 * The text of the animated QR code `secondsSinceAuth` whole seconds after the `/auth` answer:
 * `bankid.<qrStartToken>.<t>.<hex HMAC-SHA256 of t keyed with qrStartSecret>`. Computed on the server,
 * so the secret never leaves it.
 */
export function qrCode(qrStartToken: string, qrStartSecret: string, secondsSinceAuth: number): string {
  if (!Number.isInteger(secondsSinceAuth) || secondsSinceAuth < 0) {
    throw new RangeError(`secondsSinceAuth must be a whole number ≥ 0, got ${secondsSinceAuth}`);
  }
  const time = String(secondsSinceAuth);
  const authCode = createHmac('sha256', qrStartSecret).update(time).digest('hex');
  return `bankid.${qrStartToken}.${time}.${authCode}`;
}

/** The parts of a QR code's text, or null when it is not one. */
export function parseQrCode(
  text: string,
): { qrStartToken: string; secondsSinceAuth: number; authCode: string } | null {
  const match = /^bankid\.([0-9a-f-]{36})\.(\d{1,6})\.([0-9a-f]{64})$/.exec(text.trim());
  if (!match?.[1] || !match[2] || !match[3]) return null;
  return { qrStartToken: match[1], secondsSinceAuth: Number(match[2]), authCode: match[3] };
}
