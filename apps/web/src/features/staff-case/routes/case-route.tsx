/** Replaced by the page itself. */
export function StaffCaseRoute() {
  return null;
}
