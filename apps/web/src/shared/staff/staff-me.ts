import { staffMe } from '@fordra/contract';
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { staffRequest } from '../api/api-client.ts';

/** The signed-in member of staff: who they are and whether they are an admin. */
export const staffMeQueryOptions = queryOptions({
  queryKey: ['staff', 'me'],
  queryFn: ({ signal }) => staffRequest('GET', '/me', staffMe, { signal }),
  staleTime: 5 * 60_000,
});

/** The member of staff while it loads, for the area's shell. */
export function useStaffMeQuery() {
  return useQuery(staffMeQueryOptions);
}

/** The member of staff in a back-office page: the area's shell has loaded it before any page renders. */
export function useStaffMe() {
  return useSuspenseQuery(staffMeQueryOptions).data;
}
