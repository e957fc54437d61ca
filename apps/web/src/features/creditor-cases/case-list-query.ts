import { STATUS_GROUPS } from '@fordra/domain';
import { listQueryOf, listStateOf } from '../../shared/creditor/use-list-params.ts';

/** The list's filters as they stand in the address, beside page, sort and search. */
export const CASE_FILTER_KEYS = ['statusGroup', 'status', 'creditorGuid', 'from', 'to'] as const;
export type CaseFilterKey = (typeof CASE_FILTER_KEYS)[number];

/** The list's tabs: the server's status groups, and every case whatever its status. */
export const CASE_TABS = [...STATUS_GROUPS, 'all'] as const;
export type CaseTab = (typeof CASE_TABS)[number];

const isTab = (value: string | undefined): value is CaseTab =>
  (CASE_TABS as readonly string[]).includes(value ?? '');

/**
 * The tab shown: the one in the address, else the open cases; a link to one status
 * (`?status=Disputed`, from the dashboard) shows that status among all cases.
 */
export function caseTab(filters: Partial<Record<CaseFilterKey, string | undefined>>): CaseTab {
  if (isTab(filters.statusGroup)) return filters.statusGroup;
  return filters.status ? 'all' : 'active';
}

/** What the `cases` call is asked for: the tab as a status group (none for "all"), the rest as it is. */
export function casesQuery<Query extends Partial<Record<CaseFilterKey, string | undefined>>>(query: Query) {
  const tab = caseTab(query);
  return { ...query, statusGroup: tab === 'all' ? undefined : tab };
}

/** The list's order when the address names none: the newest case first. */
export const caseListDefaults = { sort: 'registrationDate', order: 'desc' } as const;

/** The page of cases the address asks for, read by the list and by its loader alike. */
export function caseListQueryOf(search: URLSearchParams) {
  return casesQuery(listQueryOf(listStateOf(search, CASE_FILTER_KEYS, caseListDefaults)));
}
