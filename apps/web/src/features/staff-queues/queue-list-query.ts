import { type ManualStep, manualStep } from '@fordra/contract';
import { listStateOf } from '../../shared/creditor/use-list-params.ts';
import type { QueueName, QueueQuery } from './api/queues.ts';

/** A queue's list is oldest first unless the handler sorts the other way. */
export const queueListDefaults = { sort: 'waitingSince', order: 'asc' } as const;

/** The filter of the manual cases' queue: the step a case waits for. */
export const manualCasesFilters = ['step'] as const;

/** The page of a queue the address asks for (`?page=2&pageSize=50&order=desc`), read by its page and its loader alike. */
export function queueQueryOf(search: URLSearchParams): QueueQuery {
  const { page, pageSize, order } = listStateOf(search, [], queueListDefaults);
  return { page, pageSize, order };
}

/** The step of the manual cases' queue the address asks for (`?step=dispute`); undefined for every step. */
export function manualStepOf(search: URLSearchParams): ManualStep | undefined {
  const { step } = listStateOf(search, manualCasesFilters).filters;
  return manualStep.options.find((value) => value === step);
}

/** The queues the overview shows, in its order. */
export const summarisedQueues: readonly QueueName[] = [
  'plans',
  'conversations',
  'unmatchedPayments',
  'cases',
  'objections',
  'postponements',
  'paymentFiles',
  'deliveries',
];

/** The oldest item of a queue: one row, oldest first; its page's total is the queue's count. */
export const oldestOnly = { page: 1, pageSize: 1 } as const;

/** The page of waiting threads a thread's page takes its "next in the queue" from. */
export const conversationQueuePage = { page: 1, pageSize: 25 } as const;

/** The filter of the objections' queue: `?waiting=all` lists every open one, not only those past the policy's days. */
export const objectionFilters = ['waiting'] as const;

/** The least days an objection has waited to be listed: the policy's (the server's default), or 0 for all. */
export function objectionMinDaysOf(search: URLSearchParams): number | undefined {
  return listStateOf(search, objectionFilters).filters.waiting === 'all' ? 0 : undefined;
}
