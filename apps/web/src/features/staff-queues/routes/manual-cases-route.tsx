/** Replaced by the page itself. */
export function ManualCasesRoute() {
  return null;
}
