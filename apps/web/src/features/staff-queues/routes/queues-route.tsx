/** Replaced by the page itself. */
export function QueuesRoute() {
  return null;
}
