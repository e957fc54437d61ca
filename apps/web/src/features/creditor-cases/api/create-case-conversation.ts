import { sentMessageResponse } from '@fordra/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gatewayRequest } from '../../../shared/api/api-client.ts';

export type CaseConversation = { caseGuid: string; subject: string; message: string; attachments: File[] };

/** Starts a thread with the provider about the case: the text fields first, then the files (the server reads them in order). */
export function createCaseConversation({ caseGuid, subject, message, attachments }: CaseConversation) {
  const form = new FormData();
  form.append('caseGuid', caseGuid);
  form.append('subject', subject);
  form.append('message', message);
  for (const file of attachments) form.append('attachments', file, file.name);
  return gatewayRequest('POST', '/wip/conversations/createcollectionconversation', sentMessageResponse, {
    body: form,
  });
}

export function useCreateCaseConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCaseConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['creditor', 'conversations'] }),
  });
}
