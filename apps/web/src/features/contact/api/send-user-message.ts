import { sentMessageResponse, type UserMessageRequest } from '@fordra/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gatewayRequest } from '../../../shared/api/api-client.ts';
import { userConversationsQueryOptions } from './get-user-conversations.ts';

/** Sends the debtor's message with its attachments (base64 in the JSON body). */
export function sendUserMessage(request: UserMessageRequest) {
  return gatewayRequest('POST', '/debtoraccess/usermessages', sentMessageResponse, { body: request });
}

/** Sends a message; the conversations are read again so that it shows in the list at once. */
export function useSendUserMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendUserMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userConversationsQueryOptions.queryKey }),
  });
}
