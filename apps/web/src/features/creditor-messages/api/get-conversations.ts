import { clientConversationsResponse } from '@fordra/contract';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { gatewayRequest, type Query } from '../../../shared/api/api-client.ts';

export type ClientConversation = z.infer<typeof clientConversationsResponse>['items'][number];

/** Which of the client's threads: about its collection cases, or about its invoice ledger's customers. */
export type ConversationKind = 'cases' | 'customers';

const listPath: Record<ConversationKind, string> = {
  cases: '/wip/conversations/getcollectionconversations',
  customers: '/wip/conversations/getledgercustomerconversations',
};

/** One page of the client's threads of one kind, unread first, then the most recently active. */
export function conversationsQueryOptions(kind: ConversationKind, query: Query) {
  return queryOptions({
    queryKey: ['creditor', 'conversations', 'list', kind, query],
    queryFn: ({ signal }) =>
      gatewayRequest('GET', listPath[kind], clientConversationsResponse, { query, signal }),
    // An answer may have come since the list was last shown: read it again on every visit.
    staleTime: 0,
  });
}
