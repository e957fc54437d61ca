import { paymentDetailsResponse } from '@fordra/contract';
import { queryOptions } from '@tanstack/react-query';
import { legacyCall } from '../api/api-client.ts';

/** The registered payments (of every case, or of `caseGuid`), newest first, and when a payment made today is registered. */
export function getPaymentDetails(caseGuid?: string, signal?: AbortSignal) {
  return legacyCall('getPaymentDetails', paymentDetailsResponse, caseGuid ? { caseGuid } : {}, signal);
}

export function paymentDetailsQueryOptions(caseGuid?: string) {
  return queryOptions({
    queryKey: ['payments', caseGuid ?? 'all'],
    queryFn: ({ signal }) => getPaymentDetails(caseGuid, signal),
  });
}
