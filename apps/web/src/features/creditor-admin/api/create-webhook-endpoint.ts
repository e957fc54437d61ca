import {
  type createWebhookEndpointRequest,
  replayWebhookResponse,
  webhookEndpointWithSecret,
} from '@fordra/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { gatewayRequest } from '../../../shared/api/api-client.ts';
import { webhookEndpointsQueryOptions } from './list-webhook-endpoints.ts';

export type CreateWebhookEndpointRequest = z.infer<typeof createWebhookEndpointRequest>;

/** Adds an endpoint; its secret is in this answer only. */
export function useCreateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateWebhookEndpointRequest) =>
      gatewayRequest('POST', '/v1/WebhookEndpoints', webhookEndpointWithSecret, { body: request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookEndpointsQueryOptions.queryKey }),
  });
}

/** Gives an endpoint a new secret (the previous one signs too for a day). */
export function useRotateWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (endpointGuid: string) =>
      gatewayRequest('POST', `/v1/WebhookEndpoints/${endpointGuid}/RotateSecret`, webhookEndpointWithSecret),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookEndpointsQueryOptions.queryKey }),
  });
}

/** Sends a `webhook.test` event to an endpoint. */
export function useSendTestWebhook() {
  return useMutation({
    mutationFn: (endpointGuid: string) =>
      gatewayRequest('POST', `/v1/WebhookEndpoints/${endpointGuid}/Test`, replayWebhookResponse),
  });
}
