/** Replaced by the page itself. */
export function AccountsRoute() {
  return null;
}
