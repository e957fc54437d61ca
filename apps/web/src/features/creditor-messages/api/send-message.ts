import { sentMessageResponse } from '@fordra/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { gatewayRequest } from '../../../shared/api/api-client.ts';

/** The form the server reads in order: the text fields, then each file as a part named `attachments`. */
function messageForm(fields: Record<string, string>, files: readonly File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('attachments', file, file.name);
  return form;
}

export type NewConversation = {
  /** The case it is about; null: something that is no case (the agreement, an invoice of ours, a question). */
  caseGuid: string | null;
  subject: string;
  message: string;
  files: readonly File[];
};

/** Starts a thread with the provider about one of the client's cases, or about something else. */
export function startConversation({ files, caseGuid, ...fields }: NewConversation) {
  return caseGuid === null
    ? gatewayRequest('POST', '/wip/conversations/createclientconversation', sentMessageResponse, {
        body: messageForm(fields, files),
      })
    : gatewayRequest('POST', '/wip/conversations/createcollectionconversation', sentMessageResponse, {
        body: messageForm({ caseGuid, ...fields }, files),
      });
}

export type Reply = { threadGuid: string; message: string; files: readonly File[] };

/** Writes in one of the client's own threads. */
export function replyInConversation({ files, ...fields }: Reply) {
  return gatewayRequest('POST', '/wip/conversations/postmessagewithattachments', sentMessageResponse, {
    body: messageForm(fields, files),
  });
}

/** The client has seen the provider's answer: the thread is no longer unread for anyone at the client. */
export function markConversationRead(conversationGuid: string) {
  return gatewayRequest('POST', `/conversations/${encodeURIComponent(conversationGuid)}/read`, z.undefined());
}

// Every list and thread is read again, so a new message shows at once wherever it belongs.
const conversationsKey = ['creditor', 'conversations'];

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsKey }),
  });
}

export function useReplyInConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyInConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsKey }),
  });
}

export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsKey }),
  });
}
