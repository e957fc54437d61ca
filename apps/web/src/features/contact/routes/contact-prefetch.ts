import type { QueryClient } from '@tanstack/react-query';
import { messageCasesQueryOptions } from '../api/get-message-cases.ts';
import { userConversationsQueryOptions } from '../api/get-user-conversations.ts';

/** Contact us: the cases a message can be about, and the conversations so far. */
export function prefetchContact(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(messageCasesQueryOptions);
  void queryClient.prefetchQuery(userConversationsQueryOptions);
}
