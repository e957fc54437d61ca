/** Replaced by the page itself. */
export function UnmatchedPaymentsRoute() {
  return null;
}
