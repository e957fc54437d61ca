/** Replaced by the page itself. */
export function PlanProposalsRoute() {
  return null;
}
