import type { QueryClient } from '@tanstack/react-query';
import type { CreditorPageContext } from '../../../shared/creditor/current-user.ts';
import { ensureQuery } from '../../../shared/routing/page-prefetch.ts';
import { conversationQueryOptions } from '../api/get-conversation.ts';
import { conversationsQueryOptions } from '../api/get-conversations.ts';
import { conversationListOf } from '../conversation-list-query.ts';

/** Messages: the page of threads the address asks for. */
export function prefetchMessages(
  queryClient: QueryClient,
  { search }: CreditorPageContext,
): Promise<unknown> {
  const { kind, query } = conversationListOf(search);
  return ensureQuery(queryClient, conversationsQueryOptions(kind, query));
}

/** A thread with its messages. */
export function prefetchConversation(
  queryClient: QueryClient,
  { params }: CreditorPageContext,
): Promise<unknown> {
  return ensureQuery(queryClient, conversationQueryOptions(params.conversationGuid ?? ''));
}
