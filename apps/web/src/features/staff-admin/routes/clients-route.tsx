/** Replaced by the page itself. */
export function ClientsRoute() {
  return null;
}
