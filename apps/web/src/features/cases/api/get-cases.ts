import { caseDetailsResponse } from '@fordra/contract';
import { queryOptions } from '@tanstack/react-query';
import { legacyCall } from '../../../shared/api/api-client.ts';

/** Every case of the debtor, active and closed, with balances as of today. */
export function getCases(signal?: AbortSignal) {
  return legacyCall('getCaseDetails', caseDetailsResponse, {}, signal);
}

export const casesQueryOptions = queryOptions({
  queryKey: ['cases', 'all'],
  queryFn: ({ signal }) => getCases(signal),
});
