import { sentMessageResponse, staffConversationsResponse } from '@fordra/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { gatewayRequest } from '../../../shared/api/api-client.ts';
import { ApiError } from '../../../shared/api/api-error.ts';

/**
 * One thread as staff read it (its debtor, the contact details typed with each message). The page is
 * addressed by the conversation; the gateway reads a thread by its thread guid, which the queue's link
 * carries (`?thread=`). Reached without it (from a case's page), the thread is found among all threads.
 */
export function staffConversationQueryOptions(conversationGuid: string, threadGuid: string | null) {
  return queryOptions({
    queryKey: ['staff', 'conversation', conversationGuid, threadGuid],
    queryFn: async ({ signal }) => {
      const answer = threadGuid
        ? await gatewayRequest(
            'GET',
            `/wip/conversations/getmessages/${encodeURIComponent(threadGuid)}`,
            staffConversationsResponse,
            { signal },
          )
        : await gatewayRequest(
            'GET',
            '/wip/conversations/getcollectionconversations',
            staffConversationsResponse,
            {
              signal,
            },
          );
      const found = answer.conversations.find((item) => item.conversationGuid === conversationGuid);
      if (!found) throw new ApiError(404, 'NotFound');
      return found;
    },
    staleTime: 0,
  });
}

export type StaffReply = { threadGuid: string; message: string; files: readonly File[] };

/** The provider's answer in a thread: as text, or with files as `multipart/form-data`. */
export function sendStaffReply({ threadGuid, message, files }: StaffReply) {
  if (files.length === 0) {
    return gatewayRequest('POST', '/wip/conversations/postmessage', sentMessageResponse, {
      body: { threadGuid, message },
    });
  }
  const form = new FormData();
  form.append('threadGuid', threadGuid);
  form.append('message', message);
  for (const file of files) form.append('attachments', file, file.name);
  return gatewayRequest('POST', '/wip/conversations/postmessagewithattachments', sentMessageResponse, {
    body: form,
  });
}

/** Sends the answer; the thread, the queue and the menu's count are read again. */
export function useStaffReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendStaffReply,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
