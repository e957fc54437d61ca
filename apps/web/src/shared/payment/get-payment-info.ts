import { paymentInfoResponse } from '@fordra/contract';
import { queryOptions } from '@tanstack/react-query';
import { gatewayRequest } from '../api/api-client.ts';

/** How to pay each active case (or only `caseGuid`): amount, bankgiro, OCR reference and Swish payload. */
export function getPaymentInfo(caseGuid?: string, signal?: AbortSignal) {
  return gatewayRequest('GET', '/debtoraccess/paymentinfo', paymentInfoResponse, {
    query: { caseGuid },
    signal,
  });
}

export function paymentInfoQueryOptions(caseGuid?: string) {
  return queryOptions({
    queryKey: ['payment-info', caseGuid ?? 'all'],
    queryFn: ({ signal }) => getPaymentInfo(caseGuid, signal),
  });
}
