import { userConversationsResponse } from '@fordra/contract';
import { queryOptions } from '@tanstack/react-query';
import { gatewayRequest } from '../../../shared/api/api-client.ts';

/** The debtor's conversations with us: their own messages and our replies, newest conversation first. */
export function getUserConversations(signal?: AbortSignal) {
  return gatewayRequest('GET', '/debtoraccess/usermessages', userConversationsResponse, { signal });
}

export const userConversationsQueryOptions = queryOptions({
  queryKey: ['messages', 'conversations'],
  queryFn: ({ signal }) => getUserConversations(signal),
});
