import { sentMessageResponse, type UserMessageFields } from '@fordra/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gatewayRequest } from '../../../shared/api/api-client.ts';
import { fieldsAndFiles } from '../../../shared/api/multipart.ts';
import { userConversationsQueryOptions } from './get-user-conversations.ts';

export type OutgoingMessage = { fields: UserMessageFields; files: readonly File[] };

/** The form the server takes: the text fields first, then each file as a part named `attachments`. */
export function messageFormData({ fields, files }: OutgoingMessage): FormData {
  return fieldsAndFiles(fields, files);
}

/** Sends the debtor's message as multipart/form-data; the files are read from disk as they are sent. */
export function sendUserMessage(message: OutgoingMessage) {
  return gatewayRequest('POST', '/debtoraccess/usermessages', sentMessageResponse, {
    body: messageFormData(message),
  });
}

/** Sends a message; the conversations are read again so that it shows in the list at once. */
export function useSendUserMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendUserMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userConversationsQueryOptions.queryKey }),
  });
}
