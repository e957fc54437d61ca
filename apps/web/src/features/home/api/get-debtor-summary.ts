import { debtorSummaryResponse } from '@fordra/contract';
import { queryOptions } from '@tanstack/react-query';
import { legacyCall } from '../../../shared/api/api-client.ts';

/** The total debt per currency and the number of active and closed cases. */
export function getDebtorSummary(signal?: AbortSignal) {
  return legacyCall('getDebtorSummary', debtorSummaryResponse, {}, signal);
}

export const debtorSummaryQueryOptions = queryOptions({
  queryKey: ['debtor', 'summary'],
  queryFn: ({ signal }) => getDebtorSummary(signal),
});
