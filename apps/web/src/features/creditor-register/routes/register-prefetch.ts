import type { QueryClient } from '@tanstack/react-query';
import { type CreditorPageContext, ensureQuery } from '../../../app/route-prefetch.ts';
import { clientQueryOptions } from '../../../shared/creditor/client-creditors.ts';

/** Handing cases over, one or a file of them: the client, whose creditors and policies the forms offer and check. */
export function prefetchRegister(queryClient: QueryClient, { user }: CreditorPageContext): Promise<unknown> {
  return ensureQuery(queryClient, clientQueryOptions(user.client.clientGuid));
}
