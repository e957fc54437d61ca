/**
 * The back office's queues: what waits for a handler, oldest first and paged. Each queue is one
 * condition (db/repositories/queues.ts), used both by its list and by its count in the navigation, so
 * the two always agree.
 */
import type { ManualStep } from '@fordra/contract';
import { autoApprovalBlocks } from '@fordra/domain';
import type { Executor } from '../../db/executor.ts';
import {
  casesOfPlans,
  manualCasesCount,
  manualCasesPage,
  type QueuePage,
  queueSizes,
  refusedPaymentFilesCount,
  refusedPaymentFilesPage,
  unmatchedPaymentsCount,
  unmatchedPaymentsPage,
  waitingConversationsCount,
  waitingConversationsPage,
  waitingPlanProposals,
  waitingPlanProposalsCount,
} from '../../db/repositories/queues.ts';
import { listAnswer, type PageQuery, pageWindow } from '../../http/lists.ts';
import { manualCaseForStaff } from '../../presenters/case-for-staff.ts';
import { waitingConversationForStaff } from '../../presenters/conversation-for-staff.ts';
import { refusedPaymentFileForStaff } from '../../presenters/payment-file-for-staff.ts';
import { unmatchedPaymentForStaff } from '../../presenters/payment-for-staff.ts';
import { planProposalForStaff } from '../../presenters/plan-for-staff.ts';
import { balanceOn } from '../ledger/balance-as-of.ts';
import { referenceRatesOf } from '../ledger/reference-rates.ts';
import { approvalPolicy } from '../plans/plan-queries.ts';

export type QueueQuery = PageQuery & {
  sort?: 'waitingSince' | undefined;
  order?: 'asc' | 'desc' | undefined;
};

/** The page a queue query asks for: oldest first unless the handler asks for the newest. */
const pageOf = (query: QueueQuery): QueuePage => ({
  descending: query.order === 'desc',
  ...pageWindow(query),
});

/**
 * Whether a case waits for a decision of Kronofogden's to be registered (the case view says so too): its
 * application's, or the confirmation of its withdrawal (`withdrawalFiled`).
 */
export const awaitsEnforcementDecision = (
  row: { status: string; pausedUntil: string | null },
  withdrawalFiled: boolean,
) => withdrawalFiled || (row.status === 'Legal' && row.pausedUntil === null);
/** How many items wait in each queue. */
export function queueCounts(db: Executor) {
  return queueSizes(db);
}

/** Plan proposals waiting for a decision, with the policy each was held against and what it did not meet. */
export async function planProposals(db: Executor, query: QueueQuery) {
  const rows = await waitingPlanProposals(db, pageOf(query));
  const planCases = await casesOfPlans(
    db,
    rows.map((row) => row.plan.id),
  );
  const items = rows.map((row) => {
    const own = planCases.filter((planCase) => planCase.planId === row.plan.id);
    const policy = approvalPolicy(
      own.map((planCase) => planCase.creditor),
      own.map((planCase) => planCase.clientApproves),
    );
    return planProposalForStaff(row, own, policy, autoApprovalBlocks(row.plan, policy));
  });
  return listAnswer(query, items, await waitingPlanProposalsCount(db));
}

/** Threads whose last message is a debtor's or a client's, the longest waiting first. */
export async function waitingConversations(db: Executor, query: QueueQuery) {
  const rows = await waitingConversationsPage(db, pageOf(query));
  return listAnswer(query, rows.map(waitingConversationForStaff), await waitingConversationsCount(db));
}

/** Payments whose reference matched no case and no invoice. */
export async function unmatchedPayments(db: Executor, query: QueueQuery) {
  const rows = await unmatchedPaymentsPage(db, pageOf(query));
  return listAnswer(query, rows.map(unmatchedPaymentForStaff), await unmatchedPaymentsCount(db));
}

/** Cases waiting for a manual step (`step`: only those), with what each owes today. */
export async function manualCases(
  db: Executor,
  query: QueueQuery & { step?: ManualStep | undefined },
  today: string,
) {
  const [rows, rates] = await Promise.all([
    manualCasesPage(db, query.step, pageOf(query)),
    referenceRatesOf(db),
  ]);
  const items = rows.map((row) => manualCaseForStaff(row, balanceOn(row.case, today, rates).remainingAmount));
  return listAnswer(query, items, await manualCasesCount(db, query.step));
}

/** Payment files refused whole, with the reason. */
export async function refusedPaymentFiles(db: Executor, query: QueueQuery) {
  const rows = await refusedPaymentFilesPage(db, pageOf(query));
  return listAnswer(query, rows.map(refusedPaymentFileForStaff), await refusedPaymentFilesCount(db));
}
