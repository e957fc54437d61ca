/** Replaced by the page itself. */
export function SearchRoute() {
  return null;
}
