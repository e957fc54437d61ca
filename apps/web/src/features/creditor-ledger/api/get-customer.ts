import { customerDetails } from '@fordra/contract';
import { queryOptions } from '@tanstack/react-query';
import { gatewayRequest } from '../../../shared/api/api-client.ts';

/** One customer of the client with address, contact and cases; another client's is an ApiError 404. */
export function getCustomer(customerGuid: string, signal?: AbortSignal) {
  return gatewayRequest('GET', `/v1/Customers/${encodeURIComponent(customerGuid)}`, customerDetails, {
    signal,
  });
}

export function customerQueryOptions(customerGuid: string) {
  return queryOptions({
    queryKey: ['creditor', 'customer', customerGuid],
    queryFn: ({ signal }) => getCustomer(customerGuid, signal),
  });
}
