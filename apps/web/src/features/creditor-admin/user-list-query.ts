import { listQueryOf, listStateOf } from '../../shared/creditor/use-list-params.ts';
import { type ClientRole, clientRoles } from './user-status.ts';

/** The users list's filter as it stands in the address, beside page, sort and search. */
export const userListFilters = ['role'] as const;

/** The users list's order when the address names none: by name. */
export const userListDefaults = { sort: 'displayName', order: 'asc' } as const;

export const isRole = (value: string | undefined): value is ClientRole =>
  (clientRoles as readonly string[]).includes(value ?? '');

/** The page of users the address asks for (a role the client does not have is left out), read by the list and its loader alike. */
export function userListQueryOf(search: URLSearchParams) {
  const query = listQueryOf(listStateOf(search, userListFilters, userListDefaults));
  return { ...query, role: isRole(query.role) ? query.role : undefined };
}
