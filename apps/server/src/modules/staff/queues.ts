/**
 * The back office's queues: what waits for a handler, oldest first and paged. Each queue is one
 * condition, used both by its list and by its count in the navigation, so the two always agree.
 */
import type {
  ManualCaseItem,
  ManualStep,
  PlanProposalItem,
  RefusedPaymentFileItem,
  UnmatchedPaymentItem,
  WaitingConversationItem,
} from '@fordra/contract';
import { autoApprovalBlocks } from '@fordra/domain';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/executor.ts';
import { debtorNameSql } from '../../db/expressions.ts';
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
} from '../../db/schema.ts';
import { listAnswer, type PageQuery, pageWindow } from '../../http/lists.ts';
import { awaitingWithdrawalConfirmation } from '../enforcement/enforcement-withdrawals.ts';
import { balanceOn } from '../ledger/ledger-service.ts';
import { referenceRatesOf } from '../ledger/reference-rates.ts';
import { approvalPolicy } from '../plans/plan-queries.ts';

export type QueueQuery = PageQuery & {
  sort?: 'waitingSince' | undefined;
  order?: 'asc' | 'desc' | undefined;
};

/** Oldest first unless the handler asks for the newest. */
const ordered = (query: QueueQuery, column: SQL | SQL.Aliased | Parameters<typeof asc>[0]) =>
  query.order === 'desc' ? desc(column) : asc(column);

/** A time read from the database (a Date, or a string from an expression) as ISO 8601. */
export function isoTime(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** The debtor as a queue names them. */
export const debtorRefColumns = {
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
/**
 * Whether a case waits for a decision of Kronofogden's to be registered (the case view says so too): its
 * application's, or the confirmation of its withdrawal (`withdrawalFiled`).
 */
export const awaitsEnforcementDecision = (
  row: { status: string; pausedUntil: string | null },
  withdrawalFiled: boolean,
) => withdrawalFiled || (row.status === 'Legal' && row.pausedUntil === null);
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
export async function queueCounts(db: Executor) {
  const [plans, conversationCount, unmatchedPayments, manualCases, paymentFileCount] = await Promise.all([
    total(db, paymentPlans, waitingPlan),
    total(db, conversations, waitingConversation),
    total(db, payments, unmatchedPayment),
    total(db, cases, manualCondition(undefined)),
    total(db, paymentFiles, refusedFile),
  ]);
  return {
    plans,
    conversations: conversationCount,
    unmatchedPayments,
    cases: manualCases,
    paymentFiles: paymentFileCount,
  };
}

/** Plan proposals waiting for a decision, with the policy each was held against and what it did not meet. */
export async function planProposals(db: Executor, query: QueueQuery) {
  const rows = await db
    .select({ plan: paymentPlans, debtor: debtorRefColumns })
    .from(paymentPlans)
    .innerJoin(debtors, eq(debtors.id, paymentPlans.debtorId))
    .where(waitingPlan)
    .orderBy(ordered(query, paymentPlans.createdAt), asc(paymentPlans.id))
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset);
  const planCases = rows.length
    ? await db
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
        .where(
          inArray(
            paymentPlanCases.planId,
            rows.map((row) => row.plan.id),
          ),
        )
        .orderBy(asc(cases.caseNumber))
    : [];
  const items = rows.map(({ plan, debtor }): PlanProposalItem => {
    const own = planCases.filter((row) => row.planId === plan.id);
    const policy = approvalPolicy(
      own.map((row) => row.creditor),
      own.map((row) => row.clientApproves),
    );
    return {
      planGuid: plan.guid,
      debtor,
      clientName: [...new Set(own.map((row) => row.clientName))].join(', '),
      creditorName: [...new Set(own.map((row) => row.creditor.name))].join(', '),
      caseNumbers: own.map((row) => row.caseNumber),
      currency: plan.currency,
      total: plan.total,
      months: plan.months,
      monthlyAmount: plan.monthlyAmount,
      effectiveRateTenths: Math.round(plan.effectiveRateBp / 10),
      waitingSince: plan.createdAt.toISOString(),
      policy: {
        autoApprovePlans: policy.plansAllowed,
        autoApproveMaxMonths: policy.maxMonths,
        autoApproveMaxTotal: policy.maxTotalMinor,
      },
      blockedBy: autoApprovalBlocks(plan, policy),
    };
  });
  return listAnswer(query, items, await total(db, paymentPlans, waitingPlan));
}

/** Threads whose last message is a debtor's or a client's, the longest waiting first. */
export async function waitingConversations(db: Executor, query: QueueQuery) {
  const threadClient = alias(clients, 'thread_client');
  const caseClient = alias(clients, 'case_client');
  const waitingSince = conversationWaitingSince.as('waiting_since');
  const rows = await db
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
    .innerJoin(debtors, eq(debtors.id, conversations.debtorId))
    .leftJoin(threadClient, eq(threadClient.id, conversations.clientId))
    .leftJoin(cases, eq(cases.id, conversations.caseId))
    .leftJoin(caseClient, eq(caseClient.id, cases.clientId))
    .where(waitingConversation)
    .orderBy(ordered(query, sql`waiting_since`), asc(conversations.id))
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset);
  const items = rows.map(
    (row): WaitingConversationItem => ({
      conversationGuid: row.conversation.guid,
      threadGuid: row.conversation.threadGuid,
      party: row.conversation.party,
      subject: row.conversation.subject,
      debtor: row.debtor,
      clientName: row.threadClientName ?? row.caseClientName,
      caseNumber: row.caseNumber,
      preview: row.preview.trim(),
      messageCount: row.messageCount,
      waitingSince: isoTime(row.waitingSince),
    }),
  );
  return listAnswer(query, items, await total(db, conversations, waitingConversation));
}

/** Payments whose reference matched no case and no invoice. */
export async function unmatchedPayments(db: Executor, query: QueueQuery) {
  const rows = await db
    .select({ payment: payments, fileName: paymentFiles.fileName })
    .from(payments)
    .leftJoin(paymentFiles, eq(paymentFiles.sha256, payments.paymentFileSha256))
    .where(unmatchedPayment)
    .orderBy(ordered(query, payments.createdAt), asc(payments.id))
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset);
  const items = rows.map(
    ({ payment, fileName }): UnmatchedPaymentItem => ({
      paymentGuid: payment.guid,
      paymentDate: payment.paymentDate,
      currency: payment.currency,
      amount: payment.amount,
      reference: payment.paymentReference,
      channel: payment.channel,
      fileName,
      payer: payment.payer,
      waitingSince: payment.createdAt.toISOString(),
    }),
  );
  return listAnswer(query, items, await total(db, payments, unmatchedPayment));
}

/** Cases waiting for a manual step (`step`: only those), with what each owes today. */
export async function manualCases(
  db: Executor,
  query: QueueQuery & { step?: ManualStep | undefined },
  today: string,
) {
  const where = manualCondition(query.step);
  const waitingSince = caseWaitingSince.as('waiting_since');
  const [rows, rates] = await Promise.all([
    db
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
      .where(where)
      .orderBy(ordered(query, sql`waiting_since`), asc(cases.caseNumber))
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    referenceRatesOf(db),
  ]);
  const items = rows.map(
    (row): ManualCaseItem => ({
      caseGuid: row.case.guid,
      caseNumber: row.case.caseNumber,
      step: row.step,
      status: row.case.status,
      debtor: row.debtor,
      clientName: row.clientName,
      creditorName: row.creditorName,
      currency: row.case.currency,
      remainingAmount: balanceOn(row.case, today, rates).remainingAmount,
      resumeOn: row.case.pausedUntil,
      waitingSince: isoTime(row.waitingSince),
    }),
  );
  return listAnswer(query, items, await total(db, cases, where));
}

/** Payment files refused whole, with the reason. */
export async function refusedPaymentFiles(db: Executor, query: QueueQuery) {
  const rows = await db
    .select({
      guid: paymentFiles.guid,
      fileName: paymentFiles.fileName,
      source: paymentFiles.source,
      reason: paymentFiles.reason,
      createdAt: paymentFiles.createdAt,
    })
    .from(paymentFiles)
    .where(refusedFile)
    .orderBy(ordered(query, paymentFiles.createdAt), asc(paymentFiles.id))
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset);
  const items = rows.map(
    (row): RefusedPaymentFileItem => ({
      fileGuid: row.guid,
      fileName: row.fileName,
      source: row.source,
      reason: row.reason ?? '',
      receivedAt: row.createdAt.toISOString(),
    }),
  );
  return listAnswer(query, items, await total(db, paymentFiles, refusedFile));
}
