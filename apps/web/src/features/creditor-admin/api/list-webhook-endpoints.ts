import { webhookDeliveriesResponse, type webhookEndpoint, webhookEndpointsResponse } from '@fordra/contract';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { gatewayRequest } from '../../../shared/api/api-client.ts';

export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;

/** The client's webhook endpoints, oldest first. */
export const webhookEndpointsQueryOptions = queryOptions({
  queryKey: ['creditor', 'webhook-endpoints'],
  queryFn: ({ signal }) =>
    gatewayRequest('GET', '/v1/WebhookEndpoints', webhookEndpointsResponse, { signal }),
});

/** An endpoint's latest deliveries with their attempts, refreshed while the page is open. */
export const webhookDeliveriesQueryOptions = (endpointGuid: string) =>
  queryOptions({
    queryKey: ['creditor', 'webhook-endpoints', endpointGuid, 'deliveries'],
    queryFn: ({ signal }) =>
      gatewayRequest('GET', `/v1/WebhookEndpoints/${endpointGuid}/Deliveries`, webhookDeliveriesResponse, {
        signal,
        query: { pageSize: '10' },
      }),
    refetchInterval: 2000,
  });
