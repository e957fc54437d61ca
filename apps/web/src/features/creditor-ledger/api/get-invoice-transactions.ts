import { invoiceTransactionsResponse } from '@fordra/contract';
import { queryOptions } from '@tanstack/react-query';
import { gatewayRequest } from '../../../shared/api/api-client.ts';

/** What happened to the invoice (issued, reminded, paid, credited, handed over), oldest first. */
export function getInvoiceTransactions(invoiceGuid: string, signal?: AbortSignal) {
  return gatewayRequest(
    'GET',
    `/v1/Invoices/${encodeURIComponent(invoiceGuid)}/Transactions`,
    invoiceTransactionsResponse,
    { signal },
  );
}

export function invoiceTransactionsQueryOptions(invoiceGuid: string) {
  return queryOptions({
    queryKey: ['creditor', 'invoice', invoiceGuid, 'transactions'],
    queryFn: ({ signal }) => getInvoiceTransactions(invoiceGuid, signal),
  });
}
