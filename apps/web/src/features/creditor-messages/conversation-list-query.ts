import { listStateOf } from '../../shared/creditor/use-list-params.ts';
import type { ConversationKind } from './api/get-conversations.ts';

/** The list's filters as they stand in the address: which threads (`about=customers`), unread only. */
export const conversationListFilters = ['about', 'unread'] as const;

/** The threads the address asks for: their kind, whether only unread, and the page; read by the list and its loader alike. */
export function conversationListOf(search: URLSearchParams) {
  const { page, pageSize, sort, order, filters } = listStateOf(search, conversationListFilters);
  const kind: ConversationKind = filters.about === 'customers' ? 'customers' : 'cases';
  const unreadOnly = filters.unread === 'true';
  return {
    kind,
    unreadOnly,
    query: { page, pageSize, sort, order, unread: unreadOnly ? 'true' : undefined },
  };
}
