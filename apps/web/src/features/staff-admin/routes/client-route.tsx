/** Replaced by the page itself. */
export function ClientRoute() {
  return null;
}
