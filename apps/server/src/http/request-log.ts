/** What the log keeps of a request: its method, its address with identity numbers masked, the client. */
import { maskIdentityNumbers } from '../logging/identity-numbers.ts';

/**
 * `19121212-1212`, `191212121212`, `121212+1212` or `1212121212` in a URL, written with the birth
 * date only (`19121212-XXXX`), so that `check/address/{ssn}` leaves no full number in the log.
 */
export const maskIdentityNumbersIn = (url: string): string => maskIdentityNumbers(url);

export function requestForLog(request: { method: string; url: string; ip?: string }) {
  return { method: request.method, url: maskIdentityNumbersIn(request.url), remoteAddress: request.ip };
}
