import { creditorSettingsResponse } from '@fordra/contract';
import { queryOptions } from '@tanstack/react-query';
import { gatewayRequest } from '../api/api-client.ts';

export function getCreditorSettings(signal?: AbortSignal) {
  return gatewayRequest('GET', '/debtoraccess/settings', creditorSettingsResponse, { signal });
}

export const creditorSettingsQueryOptions = queryOptions({
  queryKey: ['debtor', 'creditor-settings'],
  queryFn: ({ signal }) => getCreditorSettings(signal),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
  refetchOnWindowFocus: false,
});
