import {
  caseActionResponse,
  clientObjectionsResponse,
  objectionAnswerResponse,
  objectionPaths,
} from '@fordra/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { gatewayRequest, gatewayUrl } from '../../../shared/api/api-client.ts';
import { fieldsAndFiles } from '../../../shared/api/multipart.ts';
import { pathWith } from '../../../shared/api/path-params.ts';
import type { OutgoingAnswer } from '../../../shared/creditor/objection-answer-dialog.tsx';

/** A case's objections, newest first (a case has few: one open at a time). */
export function caseObjectionsQueryOptions(caseGuid: string) {
  return queryOptions({
    queryKey: ['creditor', 'objections', 'case', caseGuid],
    queryFn: ({ signal }) =>
      gatewayRequest('GET', objectionPaths.clientObjections, clientObjectionsResponse, {
        query: { caseGuid, sort: 'filedAt', order: 'desc', pageSize: 50 },
        signal,
      }),
  });
}

/** Where the client downloads a file of an objection: the debtor's, or a document of the answer. */
export function objectionFileUrl(objectionGuid: string) {
  return (attachmentGuid: string) =>
    gatewayUrl(pathWith(objectionPaths.clientAttachment, { objectionGuid, attachmentGuid }));
}

/** After an answer or an action, the case, its objections, the lists and the overview's queue are read again. */
function useCaseChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['creditor'] }),
  });
}

/** Answers an objection (uphold, credit, withdraw) with its documents. */
export function useAnswerObjection() {
  return useCaseChange(({ objectionGuid, fields, files, idempotencyKey }: OutgoingAnswer) =>
    gatewayRequest(
      'POST',
      pathWith(objectionPaths.clientAnswer, { objectionGuid }),
      objectionAnswerResponse,
      {
        body: fieldsAndFiles(fields, files),
        idempotencyKey,
      },
    ),
  );
}

export type CaseAction = 'pause' | 'resume' | 'recall' | 'credit';

export type CaseActionInput = {
  caseGuid: string;
  action: CaseAction;
  reason: string;
  /** Pause: the day collection resumes by itself. */
  resumeOn?: string;
  /** Credit: the amount in minor units; none credits all the client is owed. */
  amount?: number;
  idempotencyKey: string;
};

const actionPaths: Record<CaseAction, string> = {
  pause: objectionPaths.clientPause,
  resume: objectionPaths.clientResume,
  recall: objectionPaths.clientRecall,
  credit: objectionPaths.clientCredit,
};

/** Pauses, resumes, recalls or credits a case, with the user's reason. */
export function useCaseAction() {
  return useCaseChange(({ caseGuid, action, idempotencyKey, ...body }: CaseActionInput) =>
    gatewayRequest('POST', pathWith(actionPaths[action], { caseGuid }), caseActionResponse, {
      body: Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)),
      idempotencyKey,
    }),
  );
}
