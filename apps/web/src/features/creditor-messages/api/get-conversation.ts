import { clientConversationDetail } from '@fordra/contract';
import { queryOptions } from '@tanstack/react-query';
import { gatewayRequest } from '../../../shared/api/api-client.ts';

/** One thread with its messages; another client's thread is a 404. */
export function conversationQueryOptions(conversationGuid: string) {
  return queryOptions({
    queryKey: ['creditor', 'conversations', 'detail', conversationGuid],
    queryFn: ({ signal }) =>
      gatewayRequest(
        'GET',
        `/wip/conversations/getconversation/${encodeURIComponent(conversationGuid)}`,
        clientConversationDetail,
        { signal },
      ),
    // Opened again, the thread shows what was written since.
    staleTime: 0,
  });
}
