import { debtorDetailsResponse } from '@fordra/contract';
import { queryOptions } from '@tanstack/react-query';
import { legacyCall } from '../api/api-client.ts';

export function getCurrentDebtorDetails(signal?: AbortSignal) {
  return legacyCall('getCurrentDebtorDetails', debtorDetailsResponse, {}, signal);
}

/** Loaded once per session by the app shell; a failure is handled there, so no retry or refetch. */
export const currentDebtorDetailsQueryOptions = queryOptions({
  queryKey: ['debtor', 'details'],
  queryFn: ({ signal }) => getCurrentDebtorDetails(signal),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
  refetchOnWindowFocus: false,
});
