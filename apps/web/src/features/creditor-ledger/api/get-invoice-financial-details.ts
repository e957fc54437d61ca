import { invoiceFinancialDetails } from '@fordra/contract';
import { queryOptions } from '@tanstack/react-query';
import { gatewayRequest } from '../../../shared/api/api-client.ts';

/** The invoice's figures today: amount, paid, credited, fees, interest and what is left. */
export function getInvoiceFinancialDetails(invoiceGuid: string, signal?: AbortSignal) {
  return gatewayRequest(
    'GET',
    `/v1/Invoices/${encodeURIComponent(invoiceGuid)}/FinancialDetails`,
    invoiceFinancialDetails,
    { signal },
  );
}

export function invoiceFinancialDetailsQueryOptions(invoiceGuid: string) {
  return queryOptions({
    queryKey: ['creditor', 'invoice', invoiceGuid, 'financial-details'],
    queryFn: ({ signal }) => getInvoiceFinancialDetails(invoiceGuid, signal),
  });
}
