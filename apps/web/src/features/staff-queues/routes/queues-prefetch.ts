import type { QueryClient } from '@tanstack/react-query';
import type { PageRoute } from '../../../shared/routing/page-prefetch.ts';
import { ensureQuery } from '../../../shared/routing/page-prefetch.ts';
import { referenceRatesQueryOptions } from '../../../shared/staff/reference-rates.ts';
import { staffConversationQueryOptions } from '../api/conversation.ts';
import {
  printFilesQueryOptions,
  type QueueName,
  queueQueryOptions,
  searchQueryOptions,
} from '../api/queues.ts';
import {
  conversationQueuePage,
  manualStepOf,
  objectionMinDaysOf,
  oldestOnly,
  queueQueryOf,
  summarisedQueues,
} from '../queue-list-query.ts';

/**
 * The queues' overview: the oldest item of each queue, whose page's total is the queue's count, and the
 * half-years without a reference rate, shown above them (read first, so the page does not move when they come).
 */
export function prefetchQueues(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    ...summarisedQueues.map((name) => ensureQuery(queryClient, queueQueryOptions(name, oldestOnly))),
    ensureQuery(queryClient, referenceRatesQueryOptions),
  ]);
}

/** A queue's list: the page, order and (for the manual cases) step the address asks for. */
function prefetchQueue(name: Exclude<QueueName, 'paymentFiles'>) {
  return (queryClient: QueryClient, { search }: PageRoute): Promise<unknown> => {
    const query = queueQueryOf(search);
    const step = name === 'cases' ? manualStepOf(search) : undefined;
    const minDays = name === 'objections' ? objectionMinDaysOf(search) : undefined;
    return ensureQuery(queryClient, queueQueryOptions(name, { ...query, step, minDays }));
  };
}

/** The queues' lists, each one page of its queue (app/pages.ts names them). */
export const prefetchPlanProposals = prefetchQueue('plans');
export const prefetchWaitingConversations = prefetchQueue('conversations');
export const prefetchUnmatchedPayments = prefetchQueue('unmatchedPayments');
export const prefetchManualCases = prefetchQueue('cases');
export const prefetchObjections = prefetchQueue('objections');
export const prefetchPostponements = prefetchQueue('postponements');
export const prefetchTroubledDeliveries = prefetchQueue('deliveries');

/** The days' print files. */
export function prefetchPrintFiles(queryClient: QueryClient): Promise<unknown> {
  return ensureQuery(queryClient, printFilesQueryOptions);
}

/** A thread to answer, and the queue's first page for its "next in the queue". */
export function prefetchConversation(
  queryClient: QueryClient,
  { params, search }: PageRoute,
): Promise<unknown> {
  return Promise.all([
    ensureQuery(
      queryClient,
      staffConversationQueryOptions(params.conversationGuid ?? '', search.get('thread')),
    ),
    ensureQuery(queryClient, queueQueryOptions('conversations', conversationQueuePage)),
  ]);
}

/** The search's answers, when the address holds a search of two characters or more. */
export function prefetchSearch(queryClient: QueryClient, { search }: PageRoute): Promise<unknown> {
  const q = (search.get('q') ?? '').trim();
  return q.length >= 2 ? ensureQuery(queryClient, searchQueryOptions(q)) : Promise.resolve();
}
