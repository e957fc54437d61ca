import {
  deliveryActionResponse,
  type ManualStep,
  manualCasesResponse,
  objectionAnswerResponse,
  objectionPaths,
  planDecisionResponse,
  planProposalsResponse,
  postponementResponse,
  printFilesResponse,
  refusedPaymentFilesResponse,
  staffObjectionsResponse,
  staffPostponementsResponse,
  staffSearchResponse,
  troubledDeliveriesResponse,
  unmatchedPaymentsResponse,
  waitingConversationsResponse,
} from '@fordra/contract';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  useSuspenseQuery,
} from '@tanstack/react-query';
import { z } from 'zod';
import { staffRequest, staffUrl } from '../../../shared/api/api-client.ts';
import { fieldsAndFiles } from '../../../shared/api/multipart.ts';
import { pathWith } from '../../../shared/api/path-params.ts';
import type { ResponseSchema } from '../../../shared/api/response-schema.ts';
import type { OutgoingAnswer } from '../../../shared/creditor/objection-answer-dialog.tsx';

/** A queue's page: oldest first unless the handler sorts the other way. */
export type QueueQuery = { page: number; pageSize: number; order?: 'asc' | 'desc' | undefined };

/** Each queue's path, answer and the key its items are sorted by (how long they have waited). */
const queues = {
  plans: { path: '/queues/plans', schema: planProposalsResponse, sort: 'waitingSince' },
  conversations: {
    path: '/queues/conversations',
    schema: waitingConversationsResponse,
    sort: 'waitingSince',
  },
  unmatchedPayments: {
    path: '/queues/unmatched-payments',
    schema: unmatchedPaymentsResponse,
    sort: 'waitingSince',
  },
  cases: { path: '/queues/cases', schema: manualCasesResponse, sort: 'waitingSince' },
  paymentFiles: { path: '/queues/payment-files', schema: refusedPaymentFilesResponse, sort: null },
  deliveries: { path: '/queues/deliveries', schema: troubledDeliveriesResponse, sort: 'waitingSince' },
  objections: { path: objectionPaths.staffObjectionQueue, schema: staffObjectionsResponse, sort: 'filedAt' },
  postponements: {
    path: objectionPaths.staffPostponementQueue,
    schema: staffPostponementsResponse,
    sort: 'requestedAt',
  },
} as const;

export type QueueName = keyof typeof queues;
type QueueResponse<Name extends QueueName> = z.infer<(typeof queues)[Name]['schema']>;

/** One page of a queue; every action invalidates `['staff']`, so each queue and the menu's counts follow. */
export function queueQueryOptions<Name extends QueueName>(
  name: Name,
  query: QueueQuery & { step?: ManualStep | undefined; minDays?: number | undefined },
) {
  const { path, schema, sort } = queues[name];
  const sorted = sort === null ? {} : { sort, order: query.order ?? 'asc' };
  return queryOptions({
    queryKey: ['staff', 'queues', name, query],
    queryFn: ({ signal }) =>
      staffRequest('GET', path, schema as ResponseSchema<QueueResponse<Name>>, {
        query: {
          page: query.page,
          pageSize: query.pageSize,
          step: query.step,
          minDays: query.minDays,
          ...sorted,
        },
        signal,
      }),
    // A queue is worked by several handlers: read it again on every visit.
    staleTime: 0,
  });
}

/** A queue's page, read under a QueryBoundary; the route's loader has usually asked for it already. */
export function useQueuePage<Name extends QueueName>(
  name: Name,
  query: QueueQuery & { step?: ManualStep | undefined; minDays?: number | undefined },
) {
  return useSuspenseQuery(queueQueryOptions(name, query)).data;
}

/** The search over cases, debtors, clients and payments; nothing is asked for under two characters. */
export function searchQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['staff', 'search', q],
    queryFn: ({ signal }) => staffRequest('GET', '/search', staffSearchResponse, { query: { q }, signal }),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** The search while the handler types, in a dialog: the previous answers stay until the next arrive. */
export function useStaffSearch(q: string) {
  return useQuery(searchQueryOptions(q));
}

/** Every back-office list and count is read again after an action. */
function useStaffAction<Input, Output>(action: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}

export type PlanDecision = { planGuid: string; decision: 'accept' | 'reject'; reason: string };

/** Accepts or rejects a waiting plan proposal, with the handler's reason. */
export function useDecidePlan() {
  return useStaffAction(({ planGuid, ...body }: PlanDecision) =>
    staffRequest('POST', `/plans/${encodeURIComponent(planGuid)}/decision`, planDecisionResponse, { body }),
  );
}

export type Placement = { paymentGuid: string; caseGuid: string; reason: string };

/** Puts an unmatched payment on a case, with the handler's reason. */
export function usePlacePayment() {
  return useStaffAction(({ paymentGuid, ...body }: Placement) =>
    staffRequest('POST', `/unmatched-payments/${encodeURIComponent(paymentGuid)}/placement`, z.unknown(), {
      body,
    }),
  );
}

/** Answers an objection for the client that asked us to; the answer says it was given by the provider. */
export function useAnswerObjectionForClient() {
  return useStaffAction(({ objectionGuid, fields, files, idempotencyKey }: OutgoingAnswer) =>
    staffRequest('POST', pathWith(objectionPaths.staffAnswer, { objectionGuid }), objectionAnswerResponse, {
      body: fieldsAndFiles(fields, files),
      idempotencyKey,
    }),
  );
}

/** Where a handler downloads a file of an objection or of its answer. */
export function objectionFileUrl(objectionGuid: string) {
  return (attachmentGuid: string) =>
    staffUrl(pathWith(objectionPaths.staffAttachment, { objectionGuid, attachmentGuid }));
}

export type PostponementDecision = {
  postponementGuid: string;
  decision: 'approve' | 'reject';
  reason: string;
};

/** Approves or refuses a request for more time outside the policy, with the handler's reason. */
export function useDecidePostponement() {
  return useStaffAction(({ postponementGuid, ...body }: PostponementDecision) =>
    staffRequest(
      'POST',
      pathWith(objectionPaths.staffPostponementDecision, { postponementGuid }),
      postponementResponse,
      { body },
    ),
  );
}

/** Sends a failed or returned letter again, to the debtor's address as it is now, with the handler's reason. */
export function useSendAgain() {
  return useStaffAction(({ deliveryGuid, reason }: { deliveryGuid: string; reason: string }) =>
    staffRequest(
      'POST',
      `/deliveries/${encodeURIComponent(deliveryGuid)}/send-again`,
      deliveryActionResponse,
      { body: { reason } },
    ),
  );
}

/** The days' print files for the print-and-mail house, newest first. */
export const printFilesQueryOptions = queryOptions({
  queryKey: ['staff', 'print-files'],
  queryFn: ({ signal }) => staffRequest('GET', '/print-files', printFilesResponse, { signal }),
});

/** Where a day's manifest is downloaded. */
export const manifestUrl = (day: string) => staffUrl(`/print-files/${encodeURIComponent(day)}/manifest.csv`);
