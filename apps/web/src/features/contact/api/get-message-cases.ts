import { caseDetailsResponse } from '@fordra/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { legacyCall } from '../../../shared/api/api-client.ts';

/** The debtor's cases, for choosing which one a message is about (the same call and cache as the case list). */
export function getMessageCases(signal?: AbortSignal) {
  return legacyCall('getCaseDetails', caseDetailsResponse, {}, signal);
}

export const messageCasesQueryOptions = queryOptions({
  queryKey: ['cases', 'all'],
  queryFn: ({ signal }) => getMessageCases(signal),
});

export function useMessageCases() {
  return useQuery(messageCasesQueryOptions);
}
