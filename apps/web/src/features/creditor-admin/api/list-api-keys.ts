import { type apiKey, apiKeysResponse } from '@fordra/contract';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { gatewayRequest } from '../../../shared/api/api-client.ts';

export type ApiKey = z.infer<typeof apiKey>;

/** The client's API keys, revoked ones last (the server's order). */
export const apiKeysQueryOptions = queryOptions({
  queryKey: ['creditor', 'api-keys'],
  queryFn: ({ signal }) => gatewayRequest('GET', '/v1/ApiKeys', apiKeysResponse, { signal }),
});
