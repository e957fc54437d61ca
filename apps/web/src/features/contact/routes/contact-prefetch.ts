import type { QueryClient } from '@tanstack/react-query';
import { casesQueryOptions } from '../../../shared/debtor/debtor-cases.ts';
import { ensureQuery } from '../../../shared/routing/page-prefetch.ts';
import { userConversationsQueryOptions } from '../api/get-user-conversations.ts';

/** Contact us: the cases a message can be about, and the conversations so far. */
export function prefetchContact(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    ensureQuery(queryClient, casesQueryOptions),
    ensureQuery(queryClient, userConversationsQueryOptions),
  ]);
}
