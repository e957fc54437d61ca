/**
 * The back office's queues: what waits for a handler, oldest first and paged. Each queue is one
 * condition, used both by its list and by its count in the navigation, so the two always agree; so the
 * queues of several aggregates (plans, conversations, payments, cases, payment files) are kept together.
 */
import type { ManualStep } from '@fordra/contract';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { awaitingWithdrawalConfirmation } from '../../modules/enforcement/enforcement-withdrawals.ts';
import type { Executor } from '../executor.ts';
import { debtorNameSql } from '../expressions.ts';
import {
  cases,
  clients,
  conversations,
  creditors,
  debtors,
  messages,
  paymentFiles,
  paymentPlanCases,
  paymentPlans,
  payments,
  processActions,
} from '../schema.ts';
import { troubledLettersCount } from './deliveries.ts';

/** A page of a queue: oldest first unless `descending`. */
export type QueuePage = { descending: boolean; limit: number; offset: number };

const ordered = (page: QueuePage, column: SQL | SQL.Aliased | Parameters<typeof asc>[0]) =>
  page.descending ? desc(column) : asc(column);

/** The debtor as a queue names them. */
const debtorRefColumns = {
  debtorGuid: debtors.guid,
  name: debtorNameSql,
  identityNumber: debtors.identityNumber,
};

const waitingPlan = eq(paymentPlans.status, 'Proposal');

/** The author of a thread's last message: one not the provider's waits for an answer. */
const lastAuthor = sql`(select ${messages.author} from ${messages} where ${messages.conversationId} = ${conversations.id} order by ${messages.createdAt} desc limit 1)`;
const waitingConversation = sql`${lastAuthor} in ('debtor', 'client')`;
/** The first message after the provider's last one: since then the thread has waited. */
const conversationWaitingSince = sql<string>`(select min(${messages.createdAt}) from ${messages} where ${messages.conversationId} = ${conversations.id} and ${messages.createdAt} > coalesce((select max(m.created_at) from ${messages} m where m.conversation_id = ${conversations.id} and m.author = 'provider'), '-infinity'::timestamptz))`;

const unmatchedPayment = and(isNull(payments.caseId), isNull(payments.invoiceId));

/**
 * The manual steps, each case in one: a withdrawal of an application filed for a paid or planned case
 * waits for Kronofogden's confirmation to be registered, whatever else holds the case; a paused case
 * waits to be resumed whatever its status; a disputed case for the dispute to be settled; a case in
 * `Legal` (an application to Kronofogden was made, and every decision moves it on) for Kronofogden's
 * decision to be registered.
 */
const otherThanWithdrawal = (condition: SQL | undefined) =>
  and(sql`not ${awaitingWithdrawalConfirmation}`, condition) as SQL;
const manualStepConditions: Record<ManualStep, SQL> = {
  EnforcementWithdrawal: awaitingWithdrawalConfirmation,
  Paused: otherThanWithdrawal(isNotNull(cases.pausedUntil)),
  Disputed: otherThanWithdrawal(and(isNull(cases.pausedUntil), eq(cases.status, 'Disputed'))),
  EnforcementDecision: otherThanWithdrawal(and(isNull(cases.pausedUntil), eq(cases.status, 'Legal'))),
};
const manualStepOf = sql<ManualStep>`case when ${awaitingWithdrawalConfirmation} then 'EnforcementWithdrawal' when ${cases.pausedUntil} is not null then 'Paused' when ${cases.status} = 'Disputed' then 'Disputed' else 'EnforcementDecision' end`;
const manualCondition = (step: ManualStep | undefined) =>
  step
    ? manualStepConditions[step]
    : sql`(${awaitingWithdrawalConfirmation} or ${manualStepConditions.Paused} or ${manualStepConditions.Disputed} or ${manualStepConditions.EnforcementDecision})`;
/** Since when: the withdrawal filed, the pause, the last change of a disputed case, the application to Kronofogden. */
const caseWaitingSince = sql<string>`case
  when ${awaitingWithdrawalConfirmation} then (select max(w.created_at) from process_actions w
    where w.case_id = "cases"."id" and w.action = 'enforcementWithdrawal')
  when ${cases.pausedUntil} is not null then coalesce(${cases.pausedAt}, ${cases.updatedAt})
  when ${cases.status} = 'Disputed' then ${cases.updatedAt}
  else coalesce((select max(${processActions.takenOn})::timestamptz from ${processActions}
    where ${processActions.caseId} = ${cases.id}
    and ${processActions.action} in ('enforcementApplication', 'enforcementFiled')), ${cases.updatedAt}) end`;

const refusedFile = eq(paymentFiles.status, 'refused');

async function total(
  db: Executor,
  from: Parameters<ReturnType<Executor['select']>['from']>[0],
  where: SQL | undefined,
) {
  const [row] = await db.select({ n: count() }).from(from).where(where);
  return row?.n ?? 0;
}

/** How many items wait in each queue. */
export async function queueSizes(db: Executor) {
  const [plans, conversationCount, unmatchedPayments, manualCases, paymentFileCount, troubledLetters] =
    await Promise.all([
      total(db, paymentPlans, waitingPlan),
      total(db, conversations, waitingConversation),
      total(db, payments, unmatchedPayment),
      total(db, cases, manualCondition(undefined)),
      total(db, paymentFiles, refusedFile),
      troubledLettersCount(db),
    ]);
  return {
    plans,
    conversations: conversationCount,
    unmatchedPayments,
    cases: manualCases,
    paymentFiles: paymentFileCount,
    deliveries: troubledLetters,
  };
}

/** A page of the plan proposals waiting for a decision, each with its debtor. */
export async function waitingPlanProposals(db: Executor, page: QueuePage) {
  return db
    .select({ plan: paymentPlans, debtor: debtorRefColumns })
    .from(paymentPlans)
    .innerJoin(debtors, eq(debtors.id, paymentPlans.debtorId))
    .where(waitingPlan)
    .orderBy(ordered(page, paymentPlans.createdAt), asc(paymentPlans.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** The cases of plans by case number, each with its creditor, its client's name and whether it approves plans. */
export async function casesOfPlans(db: Executor, planIds: string[]) {
  if (planIds.length === 0) return [];
  return db
    .select({
      planId: paymentPlanCases.planId,
      caseNumber: cases.caseNumber,
      creditor: creditors,
      clientName: clients.name,
      clientApproves: clients.autoApprovePlans,
    })
    .from(paymentPlanCases)
    .innerJoin(cases, eq(cases.id, paymentPlanCases.caseId))
    .innerJoin(creditors, eq(creditors.id, cases.creditorId))
    .innerJoin(clients, eq(clients.id, creditors.clientId))
    .where(inArray(paymentPlanCases.planId, planIds))
    .orderBy(asc(cases.caseNumber));
}

export function waitingPlanProposalsCount(db: Executor) {
  return total(db, paymentPlans, waitingPlan);
}

/** A page of the threads whose last message is a debtor's or a client's, with since when each waits. */
export async function waitingConversationsPage(db: Executor, page: QueuePage) {
  const threadClient = alias(clients, 'thread_client');
  const caseClient = alias(clients, 'case_client');
  const waitingSince = conversationWaitingSince.as('waiting_since');
  return (
    db
      .select({
        conversation: conversations,
        debtor: debtorRefColumns,
        threadClientName: threadClient.name,
        caseClientName: caseClient.name,
        caseNumber: cases.caseNumber,
        preview: sql<string>`(select left(${messages.body}, 200) from ${messages} where ${messages.conversationId} = ${conversations.id} order by ${messages.createdAt} desc limit 1)`,
        messageCount:
          sql<number>`(select count(*) from ${messages} where ${messages.conversationId} = ${conversations.id})`.mapWith(
            Number,
          ),
        waitingSince,
      })
      .from(conversations)
      // A client's thread about no case has no debtor.
      .leftJoin(debtors, eq(debtors.id, conversations.debtorId))
      .leftJoin(threadClient, eq(threadClient.id, conversations.clientId))
      .leftJoin(cases, eq(cases.id, conversations.caseId))
      .leftJoin(caseClient, eq(caseClient.id, cases.clientId))
      .where(waitingConversation)
      .orderBy(ordered(page, sql`waiting_since`), asc(conversations.id))
      .limit(page.limit)
      .offset(page.offset)
  );
}

export function waitingConversationsCount(db: Executor) {
  return total(db, conversations, waitingConversation);
}

/** A page of the payments whose reference matched no case and no invoice, each with its file's name. */
export async function unmatchedPaymentsPage(db: Executor, page: QueuePage) {
  return db
    .select({ payment: payments, fileName: paymentFiles.fileName })
    .from(payments)
    .leftJoin(paymentFiles, eq(paymentFiles.sha256, payments.paymentFileSha256))
    .where(unmatchedPayment)
    .orderBy(ordered(page, payments.createdAt), asc(payments.id))
    .limit(page.limit)
    .offset(page.offset);
}

export function unmatchedPaymentsCount(db: Executor) {
  return total(db, payments, unmatchedPayment);
}

/** A page of the cases waiting for a manual step (`step`: only those), with their parties and since when. */
export async function manualCasesPage(db: Executor, step: ManualStep | undefined, page: QueuePage) {
  const waitingSince = caseWaitingSince.as('waiting_since');
  return db
    .select({
      case: cases,
      step: manualStepOf,
      debtor: debtorRefColumns,
      clientName: clients.name,
      creditorName: creditors.name,
      waitingSince,
    })
    .from(cases)
    .innerJoin(debtors, eq(debtors.id, cases.debtorId))
    .innerJoin(creditors, eq(creditors.id, cases.creditorId))
    .innerJoin(clients, eq(clients.id, cases.clientId))
    .where(manualCondition(step))
    .orderBy(ordered(page, sql`waiting_since`), asc(cases.caseNumber))
    .limit(page.limit)
    .offset(page.offset);
}

export function manualCasesCount(db: Executor, step: ManualStep | undefined) {
  return total(db, cases, manualCondition(step));
}

/** A page of the payment files refused whole, with the reason. */
export async function refusedPaymentFilesPage(db: Executor, page: QueuePage) {
  return db
    .select({
      guid: paymentFiles.guid,
      fileName: paymentFiles.fileName,
      source: paymentFiles.source,
      reason: paymentFiles.reason,
      refusal: paymentFiles.refusal,
      refusalLine: paymentFiles.refusalLine,
      refusalBankgiro: paymentFiles.refusalBankgiro,
      createdAt: paymentFiles.createdAt,
    })
    .from(paymentFiles)
    .where(refusedFile)
    .orderBy(ordered(page, paymentFiles.createdAt), asc(paymentFiles.id))
    .limit(page.limit)
    .offset(page.offset);
}

export function refusedPaymentFilesCount(db: Executor) {
  return total(db, paymentFiles, refusedFile);
}
