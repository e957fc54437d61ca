import type { QueryClient } from '@tanstack/react-query';
import type { CreditorPageContext } from '../../../shared/creditor/current-user.ts';
import { ensureQuery } from '../../../shared/routing/page-prefetch.ts';
import { apiKeysQueryOptions } from '../api/list-api-keys.ts';
import { usersQueryOptions } from '../api/list-users.ts';
import { webhookEndpointsQueryOptions } from '../api/list-webhook-endpoints.ts';
import { userListQueryOf } from '../user-list-query.ts';

/** Users: the page the address asks for; only administrators may read it (anyone else is told so). */
export function prefetchUsers(
  queryClient: QueryClient,
  { search, user }: CreditorPageContext,
): Promise<unknown> {
  return user.isAdmin
    ? ensureQuery(queryClient, usersQueryOptions(userListQueryOf(search)))
    : Promise.resolve();
}

/** API keys: all of them (a handful, paged on the page); only administrators may read them. */
export function prefetchApiKeys(queryClient: QueryClient, { user }: CreditorPageContext): Promise<unknown> {
  return user.isAdmin ? ensureQuery(queryClient, apiKeysQueryOptions) : Promise.resolve();
}

/** Webhooks: the client's endpoints; only administrators may manage them. */
export function prefetchWebhooks(queryClient: QueryClient, { user }: CreditorPageContext): Promise<unknown> {
  return user.isAdmin ? ensureQuery(queryClient, webhookEndpointsQueryOptions) : Promise.resolve();
}
