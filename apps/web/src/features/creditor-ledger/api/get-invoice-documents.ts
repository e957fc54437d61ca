import { invoiceDocumentsResponse } from '@fordra/contract';
import { queryOptions } from '@tanstack/react-query';
import { gatewayRequest } from '../../../shared/api/api-client.ts';

/** The invoice's PDFs (the invoice itself, its reminder), oldest first. */
export function getInvoiceDocuments(invoiceGuid: string, signal?: AbortSignal) {
  return gatewayRequest(
    'GET',
    `/v1/Invoices/${encodeURIComponent(invoiceGuid)}/Documents`,
    invoiceDocumentsResponse,
    { signal },
  );
}

export function invoiceDocumentsQueryOptions(invoiceGuid: string) {
  return queryOptions({
    queryKey: ['creditor', 'invoice', invoiceGuid, 'documents'],
    queryFn: ({ signal }) => getInvoiceDocuments(invoiceGuid, signal),
  });
}
