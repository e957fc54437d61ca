import { paths } from '../../config/paths.ts';

/** The plan proposals' queue with one proposal's decision open. */
export function planPath(planGuid: string): string {
  return `${paths.staff.plans}?${new URLSearchParams({ plan: planGuid })}`;
}

/** A queue's list with one item's dialog open (`?objection=…`, `?postponement=…`). */
export function queueItemPath(listPath: string, param: string, guid: string): string {
  return `${listPath}?${new URLSearchParams({ [param]: guid })}`;
}
