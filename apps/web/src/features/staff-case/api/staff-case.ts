import {
  deliveryActionResponse,
  type StaffCaseView,
  sentMessageResponse,
  staffCaseActionResponse,
  staffCaseView,
} from '@fordra/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { gatewayRequest, staffRequest } from '../../../shared/api/api-client.ts';

const caseKey = (caseGuid: string) => ['staff', 'case', caseGuid] as const;

/** What the correction of the contact details answers: the debtor's details as saved (normalised). */
const savedContact = staffCaseView.shape.debtor.pick({ debtorGuid: true, email: true, cellularPhone: true });

/** Everything a handler needs about one case (GET /api/staff/cases/:caseGuid). */
export function staffCaseQueryOptions(caseGuid: string) {
  return queryOptions({
    queryKey: caseKey(caseGuid),
    queryFn: ({ signal }) =>
      staffRequest('GET', `/cases/${encodeURIComponent(caseGuid)}`, staffCaseView, { signal }),
  });
}

/**
 * One of the case's actions: where it is sent, and what is sent. An action on the case answers the
 * case as it is now; the correction of the debtor's contact details answers those details.
 */
export type CaseAction = {
  answers: 'case' | 'contact';
  method: 'POST' | 'PUT';
  path: string;
  body: Record<string, unknown>;
  /** For an action that registers something (a payment): the same key is registered once. */
  idempotencyKey?: string;
};

async function sendAction({ answers, method, path, body, idempotencyKey }: CaseAction) {
  if (answers === 'case')
    return (await staffRequest(method, path, staffCaseActionResponse, { body, idempotencyKey })).case;
  return { contact: await staffRequest(method, path, savedContact, { body }) };
}

/**
 * Sends an action; what it answers is shown at once. Everything else of the back office (the menu's
 * counts, the queues) is fetched again, since the case may have left or joined a queue; after a
 * correction of the contact details the case too, for its timeline.
 */
export function useCaseAction(caseGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendAction,
    onSuccess: (answer) => {
      if ('contact' in answer) {
        const { email, cellularPhone } = answer.contact;
        queryClient.setQueryData<StaffCaseView>(
          caseKey(caseGuid),
          (view) => view && { ...view, debtor: { ...view.debtor, email, cellularPhone } },
        );
        void queryClient.invalidateQueries({ queryKey: ['staff'] });
        return;
      }
      queryClient.setQueryData<StaffCaseView>(caseKey(caseGuid), answer);
      void queryClient.invalidateQueries({
        queryKey: ['staff'],
        predicate: (query) => query.queryKey[1] !== 'case' || query.queryKey[2] !== caseGuid,
      });
    },
  });
}

export type NewConversation = {
  caseGuid: string;
  party: 'debtor' | 'client';
  subject: string;
  message: string;
  attachments: File[];
};

/**
 * Starts a thread with the debtor or the client about the case (createcollectionconversation): the
 * text fields first, then the files (the server reads them in order). The case is fetched again so
 * its list of conversations shows the new one.
 */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ caseGuid, party, subject, message, attachments }: NewConversation) => {
      const form = new FormData();
      form.append('caseGuid', caseGuid);
      form.append('party', party);
      form.append('subject', subject);
      form.append('message', message);
      for (const file of attachments) form.append('attachments', file, file.name);
      return gatewayRequest('POST', '/wip/conversations/createcollectionconversation', sentMessageResponse, {
        body: form,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}

/** Records a posted letter as returned by the post, with the handler's reason; the case and the queues follow. */
export function useMarkReturned() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ deliveryGuid, reason }: { deliveryGuid: string; reason: string }) =>
      staffRequest(
        'POST',
        `/deliveries/${encodeURIComponent(deliveryGuid)}/returned`,
        deliveryActionResponse,
        {
          body: { reason },
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
