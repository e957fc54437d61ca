/** Result of checking a contact detail: the normalised value, or why it was refused. */
export type ContactResult =
  | { ok: true; value: string }
  | { ok: false; code: 'InvalidPhone' | 'InvalidEmail' };

/**
 * Normalises a Swedish (`070-123 45 67`, `08-123 456 00`) or international (`+358 9 4155 2200`,
 * `0046 70…`) phone number to E.164 (`+46701234567`); Swedish numbers have 7–9 digits after the 0.
 */
export function normalizePhoneNumber(input: string): ContactResult {
  const compact = input.trim().replace(/[\s\-().]/g, '');
  if (!/^\+?\d+$/.test(compact)) return { ok: false, code: 'InvalidPhone' };
  let e164: string;
  if (compact.startsWith('+')) e164 = compact;
  else if (compact.startsWith('00')) e164 = `+${compact.slice(2)}`;
  else if (compact.startsWith('0')) e164 = `+46${compact.slice(1)}`;
  else return { ok: false, code: 'InvalidPhone' };
  if (!/^\+[1-9]\d{6,14}$/.test(e164)) return { ok: false, code: 'InvalidPhone' };
  if (e164.startsWith('+46') && !/^\+46[1-9]\d{6,8}$/.test(e164)) return { ok: false, code: 'InvalidPhone' };
  return { ok: true, value: e164 };
}

/** Checks an e-mail address the way people type them (one @, a dotted domain, no spaces) and trims it. */
export function normalizeEmail(input: string): ContactResult {
  const value = input.trim();
  const valid = value.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value) && !value.includes('..');
  return valid ? { ok: true, value } : { ok: false, code: 'InvalidEmail' };
}
