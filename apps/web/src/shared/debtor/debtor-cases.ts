import { caseDetailsResponse } from '@fordra/contract';
import { queryOptions } from '@tanstack/react-query';
import { legacyCall } from '../api/api-client.ts';

/** Every case of the debtor, active and closed, with balances as of today. */
export function getDebtorCases(signal?: AbortSignal) {
  return legacyCall('getCaseDetails', caseDetailsResponse, {}, signal);
}

/** The debtor's cases, one call and one cache for the case list and for what a message can be about. */
export const casesQueryOptions = queryOptions({
  queryKey: ['cases', 'all'],
  queryFn: ({ signal }) => getDebtorCases(signal),
});
