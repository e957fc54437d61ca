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

/** Sweden's area codes of three digits with the 0 (`08` has two; every other, four): PTS's numbering plan. */
const THREE_DIGIT_AREA_CODES = new Set([
  '010',
  '011',
  '013',
  '016',
  '018',
  '019',
  '020',
  '021',
  '023',
  '026',
  '031',
  '033',
  '035',
  '036',
  '040',
  '042',
  '044',
  '046',
  '054',
  '060',
  '063',
  '070',
  '072',
  '073',
  '076',
  '079',
  '090',
]);

/** A Swedish subscriber number in the groups Swedes write it in (`123 45 67`, `47 10 00`, `123 456 00`). */
function groupSubscriberNumber(digits: string): string {
  switch (digits.length) {
    case 5:
      return `${digits.slice(0, 3)} ${digits.slice(3)}`;
    case 6:
      return `${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4)}`;
    case 7:
      return `${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`;
    case 8:
      return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
    default:
      return digits;
  }
}

/**
 * A stored phone number (E.164, as `normalizePhoneNumber` gives it) as people write it: a Swedish one
 * nationally with its area code (`+46701234567` → `070-123 45 67`, `+4686001000` → `08-600 10 00`); a
 * foreign one as stored, which says its country. Anything else is returned unchanged.
 */
export function formatPhoneNumber(stored: string): string {
  if (!/^\+46[1-9]\d{6,8}$/.test(stored)) return stored;
  const national = `0${stored.slice(3)}`;
  const areaLength = national.startsWith('08') ? 2 : THREE_DIGIT_AREA_CODES.has(national.slice(0, 3)) ? 3 : 4;
  return `${national.slice(0, areaLength)}-${groupSubscriberNumber(national.slice(areaLength))}`;
}
