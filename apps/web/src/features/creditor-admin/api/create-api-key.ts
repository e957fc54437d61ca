import { type createApiKeyRequest, createdApiKeyResponse } from '@fordra/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { gatewayRequest } from '../../../shared/api/api-client.ts';
import { apiKeysQueryOptions } from './list-api-keys.ts';

export type CreateApiKeyRequest = z.infer<typeof createApiKeyRequest>;

/** Creates an API key; the key itself is in this answer only. */
export function createApiKey(request: CreateApiKeyRequest) {
  return gatewayRequest('POST', '/v1/ApiKeys', createdApiKeyResponse, { body: request });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions.queryKey }),
  });
}
