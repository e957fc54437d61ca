import { unreadRepliesResponse } from '@fordra/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { gatewayRequest } from '../api/api-client.ts';

/** How many of the debtor's conversations have replies from us they have not read (the menu and Home say so). */
export function getUnreadReplies(signal?: AbortSignal) {
  return gatewayRequest('GET', '/debtoraccess/usermessages/unread', unreadRepliesResponse, { signal });
}

export const unreadRepliesQueryOptions = queryOptions({
  queryKey: ['messages', 'unread'],
  queryFn: ({ signal }) => getUnreadReplies(signal),
});

/** The debtor has read these conversations: the server keeps it, and answers what is still unread. */
export function markConversationsRead(conversationGuids: string[]) {
  return gatewayRequest('POST', '/debtoraccess/usermessages/read', unreadRepliesResponse, {
    body: { conversationGuids },
  });
}

/** Marks conversations read and puts what is still unread into the cache the menu and Home read. */
export function useMarkConversationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationsRead,
    onSuccess: (unread) => queryClient.setQueryData(unreadRepliesQueryOptions.queryKey, unread),
  });
}
