import {
  type createWebhookEndpointRequest,
  replayWebhookResponse,
  type updateWebhookEndpointRequest,
  webhookEndpoint,
  webhookEndpointWithSecret,
} from '@fordra/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { gatewayRequest } from '../../../shared/api/api-client.ts';
import { webhookEndpointsQueryOptions } from './list-webhook-endpoints.ts';

const zUndefined = z.undefined();

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

export type UpdateWebhookEndpointRequest = z.infer<typeof updateWebhookEndpointRequest>;

/** Changes an endpoint's address, description, event types, or turns it on or off. */
export function useUpdateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ endpointGuid, ...change }: UpdateWebhookEndpointRequest & { endpointGuid: string }) =>
      gatewayRequest('PATCH', `/v1/WebhookEndpoints/${endpointGuid}`, webhookEndpoint, { body: change }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookEndpointsQueryOptions.queryKey }),
  });
}

/** Removes an endpoint with its delivery log. */
export function useDeleteWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (endpointGuid: string) =>
      gatewayRequest('DELETE', `/v1/WebhookEndpoints/${endpointGuid}`, zUndefined),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookEndpointsQueryOptions.queryKey }),
  });
}

/** Sends one event again (`eventId`), or every event since a time (`since`, ISO 8601), to an endpoint. */
export function useReplayWebhooks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      endpointGuid,
      ...what
    }: { endpointGuid: string } & ({ eventId: string } | { since: string })) =>
      gatewayRequest('POST', `/v1/WebhookEndpoints/${endpointGuid}/Replay`, replayWebhookResponse, {
        body: what,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookEndpointsQueryOptions.queryKey }),
  });
}
