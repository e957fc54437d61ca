import { invoiceItem } from '@fordra/contract';
import { queryOptions } from '@tanstack/react-query';
import { gatewayRequest } from '../../../shared/api/api-client.ts';

/** One invoice of the client; another client's, or none, is an ApiError with status 404. */
export function getInvoice(invoiceGuid: string, signal?: AbortSignal) {
  return gatewayRequest('GET', `/v1/Invoices/${encodeURIComponent(invoiceGuid)}`, invoiceItem, { signal });
}

export function invoiceQueryOptions(invoiceGuid: string) {
  return queryOptions({
    queryKey: ['creditor', 'invoice', invoiceGuid],
    queryFn: ({ signal }) => getInvoice(invoiceGuid, signal),
  });
}
