import type { QueryClient } from '@tanstack/react-query';
import { clientQueryOptions } from '../../../shared/creditor/client-creditors.ts';
import type { CreditorPageContext } from '../../../shared/creditor/current-user.ts';
import { ensureQuery } from '../../../shared/routing/page-prefetch.ts';

/** Handing cases over, one or a file of them: the client, whose creditors and policies the forms offer and check. */
export function prefetchRegister(queryClient: QueryClient, { user }: CreditorPageContext): Promise<unknown> {
  return ensureQuery(queryClient, clientQueryOptions(user.client.clientGuid));
}
