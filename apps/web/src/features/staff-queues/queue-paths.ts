import { paths } from '../../config/paths.ts';

/** The plan proposals' queue with one proposal's decision open. */
export function planPath(planGuid: string): string {
  return `${paths.staff.plans}?${new URLSearchParams({ plan: planGuid })}`;
}
