import { apiKey } from '@fordra/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gatewayRequest } from '../../../shared/api/api-client.ts';
import { apiKeysQueryOptions } from './list-api-keys.ts';

/** Revokes an API key at once: the next call with it is refused. */
export function revokeApiKey(apiKeyGuid: string) {
  return gatewayRequest('DELETE', `/v1/ApiKeys/${encodeURIComponent(apiKeyGuid)}`, apiKey);
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions.queryKey }),
  });
}
