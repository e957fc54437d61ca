import {
  type ManualStep,
  manualCasesResponse,
  planDecisionResponse,
  planProposalsResponse,
  refusedPaymentFilesResponse,
  staffSearchResponse,
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
import { type ResponseSchema, staffRequest } from '../../../shared/api/api-client.ts';

/** A queue's page: oldest first unless the handler sorts the other way. */
export type QueueQuery = { page: number; pageSize: number; order?: 'asc' | 'desc' | undefined };

const queues = {
  plans: { path: '/queues/plans', schema: planProposalsResponse },
  conversations: { path: '/queues/conversations', schema: waitingConversationsResponse },
  unmatchedPayments: { path: '/queues/unmatched-payments', schema: unmatchedPaymentsResponse },
  cases: { path: '/queues/cases', schema: manualCasesResponse },
  paymentFiles: { path: '/queues/payment-files', schema: refusedPaymentFilesResponse },
} as const;

export type QueueName = keyof typeof queues;
type QueueResponse<Name extends QueueName> = z.infer<(typeof queues)[Name]['schema']>;

/** One page of a queue; every action invalidates `['staff']`, so each queue and the menu's counts follow. */
export function queueQueryOptions<Name extends QueueName>(
  name: Name,
  query: QueueQuery & { step?: ManualStep | undefined },
) {
  const { path, schema } = queues[name];
  const sorted = name === 'paymentFiles' ? {} : { sort: 'waitingSince', order: query.order ?? 'asc' };
  return queryOptions({
    queryKey: ['staff', 'queues', name, query],
    queryFn: ({ signal }) =>
      staffRequest('GET', path, schema as ResponseSchema<QueueResponse<Name>>, {
        query: { page: query.page, pageSize: query.pageSize, step: query.step, ...sorted },
        signal,
      }),
    // A queue is worked by several handlers: read it again on every visit.
    staleTime: 0,
  });
}

/** A queue's page, read under a QueryBoundary; the route's loader has usually asked for it already. */
export function useQueuePage<Name extends QueueName>(
  name: Name,
  query: QueueQuery & { step?: ManualStep | undefined },
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
