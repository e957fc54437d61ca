/**
 * Swedish personal and organisation numbers written with the birth date (or the organisation's first six
 * digits) only, `19121212-XXXX`, wherever they stand in a text: a log line, an address, an error's message.
 */

/**
 * `19121212-1212`, `191212121212`, `121212-1212`, `121212+1212` (also `%2B`, as in an address) or
 * `1212121212`: six or eight digits, a separator or none, four digits, with no digit on either side. A
 * uuid's groups are not numbers (`20240101-1234-4abc…`, `…-4abc-123456789012`), so a group of digits
 * between hyphens and hex digits is left alone.
 */
const IDENTITY_NUMBER = /(?<!\d|[\da-f]{4}-)(\d{6}(?:\d{2})?)(?:[-+]|%2B)?\d{4}(?!\d|-[\da-f]{4})/gi;

/** `text` with every identity number in it written `19121212-XXXX` (`121212-XXXX` for ten digits). */
export function maskIdentityNumbers(text: string): string {
  return text.replace(IDENTITY_NUMBER, '$1-XXXX');
}
