/**
 * A case as a handler sees it on one page: the debtor with contact details, client and creditor, the
 * ledger line by line with running balances, documents, plan, conversations and the timeline.
 */
import type { LedgerLine, StaffCaseView, TimelineEntry } from '@fordra/contract';
import {
  addDays,
  computeCaseLedger,
  debtorDisplayName,
  isActiveStatus,
  type ReferenceRateTable,
  statusDisplayGroup,
} from '@fordra/domain';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import {
  accounts,
  apiKeys,
  auditLog,
  caseFees,
  cases,
  clients,
  conversations,
  creditors,
  debtorAddresses,
  debtors,
  documents,
  messages,
  payments,
  processActions,
} from '../../db/schema.ts';
import { notFound } from '../../http/api-error.ts';
import { awaitsWithdrawalConfirmation } from '../enforcement/enforcement-withdrawals.ts';
import { standingFeeLines } from '../ledger/late-payments.ts';
import { balanceOn } from '../ledger/ledger-service.ts';
import { caseInterestRate, referenceRatesOf } from '../ledger/reference-rates.ts';
import { listPlans } from '../plans/plan-queries.ts';
import { awaitsEnforcementDecision } from './queues.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `text` can be a guid at all: anything else is not found, like an unknown one. */
export const isGuid = (text: string) => UUID.test(text);

type CaseRow = typeof cases.$inferSelect;
type FeeRow = { id: string; type: string; date: string; amount: number; creditsFeeId: string | null };
type PaymentRow = {
  guid: string;
  paymentDate: string;
  amount: number;
  channel: string;
  allocatedFees: number;
  allocatedInterest: number;
  allocatedPrincipal: number;
  allocatedCredit: number;
};

/**
 * The ledger line by line, oldest first: the principal, each fee, the interest up to each payment and the
 * payment with its allocation, then the interest since the last payment up to `today`. Each balance is
 * the ledger's own replay (domain `computeCaseLedger`) of the history up to that line, and the last one
 * the case's balance on `today` (`balanceOn`): the debtor's figure.
 */
export function ledgerLines(
  row: CaseRow,
  fees: FeeRow[],
  paid: PaymentRow[],
  rates: ReferenceRateTable,
  today: string,
): LedgerLine[] {
  const rate = caseInterestRate(row, rates);
  const line = (
    fields: Omit<LedgerLine, 'allocation' | 'paymentGuid'> & Partial<LedgerLine>,
  ): LedgerLine => ({
    allocation: null,
    paymentGuid: null,
    ...fields,
  });
  const lines: LedgerLine[] = [
    line({
      date: row.dueDate,
      kind: 'principal',
      label: row.invoiceNumber,
      amount: row.originalPrincipal,
      balance: row.originalPrincipal,
    }),
  ];
  let balance = row.originalPrincipal;
  let interestSoFar = 0;
  let accruedUntil = row.dueDate;
  let nextFee = 0;
  const feeLine = (fee: FeeRow) => {
    balance += fee.amount;
    lines.push(line({ date: fee.date, kind: 'fee', label: fee.type, amount: fee.amount, balance }));
  };
  for (const [index, payment] of paid.entries()) {
    // Fees of the payment's day come before it, as in the ledger.
    while (nextFee < fees.length && (fees[nextFee]?.date ?? '') <= payment.paymentDate)
      feeLine(fees[nextFee++] as FeeRow);
    const state = computeCaseLedger({
      originalPrincipal: row.originalPrincipal,
      annualRateBasisPoints: rate,
      dueDate: row.dueDate,
      // A credited fee and its credit line (dated as it, right after it) cancel out: neither stands.
      fees: standingFeeLines(fees.slice(0, nextFee)),
      payments: paid.slice(0, index + 1).map((p) => ({ date: p.paymentDate, amount: p.amount })),
    });
    const interest = state.paidInterest + state.remainingInterest - interestSoFar;
    if (interest > 0) {
      balance += interest;
      lines.push(
        line({
          date: payment.paymentDate,
          kind: 'interest',
          label: `${addDays(accruedUntil, 1)} – ${payment.paymentDate}`,
          amount: interest,
          balance,
        }),
      );
    }
    interestSoFar += interest;
    if (state.accruedUntil > accruedUntil) accruedUntil = state.accruedUntil;
    balance = state.remainingPrincipal + state.remainingInterest + state.remainingFees;
    lines.push(
      line({
        date: payment.paymentDate,
        kind: 'payment',
        label: payment.channel,
        amount: -payment.amount,
        allocation: {
          fees: payment.allocatedFees,
          interest: payment.allocatedInterest,
          principal: payment.allocatedPrincipal,
          credit: payment.allocatedCredit,
        },
        paymentGuid: payment.guid,
        balance,
      }),
    );
  }
  while (nextFee < fees.length) feeLine(fees[nextFee++] as FeeRow);
  if (isActiveStatus(row.status)) {
    const owedToday = balanceOn(row, today, rates);
    const accruing = owedToday.remainingInterest - row.remainingInterest;
    if (accruing > 0)
      lines.push(
        line({
          date: today,
          kind: 'interest',
          label: `${addDays(accruedUntil, 1)} – ${today}`,
          amount: accruing,
          balance: owedToday.remainingAmount,
        }),
      );
  }
  return lines;
}

/**
 * The actor of an audit entry: the account's name, a client system's key, the operating-system user who
 * ran a command, the debtor, or none (the process).
 */
function actorOf(
  entry: {
    action: string;
    accountName: string | null;
    apiKeyName: string | null;
    debtorId: string | null;
    details: Record<string, unknown>;
  },
  debtorName: string,
): string | null {
  if (entry.accountName) return entry.accountName;
  if (entry.apiKeyName) return entry.apiKeyName;
  if (typeof entry.details.operator === 'string') return entry.details.operator;
  if (entry.action.startsWith('process.') || entry.debtorId === null) return null;
  return debtorName;
}

async function timelineOf(
  db: Executor,
  row: CaseRow,
  debtorName: string,
  planGuids: string[],
): Promise<TimelineEntry[]> {
  const audited = await db
    .select({
      at: auditLog.at,
      action: auditLog.action,
      debtorId: auditLog.debtorId,
      details: auditLog.details,
      accountName: accounts.displayName,
      apiKeyName: apiKeys.name,
    })
    .from(auditLog)
    .leftJoin(accounts, eq(accounts.id, auditLog.accountId))
    .leftJoin(apiKeys, eq(apiKeys.id, auditLog.apiKeyId))
    .where(
      or(
        and(eq(auditLog.entity, 'case'), inArray(auditLog.entityId, [row.caseNumber, row.guid])),
        ...(planGuids.length
          ? [and(eq(auditLog.entity, 'payment_plan'), inArray(auditLog.entityId, planGuids))]
          : []),
        // The debtor's contact details, by whoever corrected them: how the case reaches its debtor.
        and(eq(auditLog.debtorId, row.debtorId), eq(auditLog.action, 'debtor.contact-updated')),
      ),
    );
  // Steps recorded without an audit entry (a case handed over, the demo's letters) come from the steps.
  const steps = await db
    .select()
    .from(processActions)
    .where(eq(processActions.caseId, row.id))
    .orderBy(asc(processActions.takenOn));
  const auditedSteps = new Set(
    audited.map((entry) => `${entry.action}|${String(entry.details.dueOn ?? entry.details.decidedOn ?? '')}`),
  );
  const entries: TimelineEntry[] = audited.map((entry) => ({
    at: entry.at.toISOString(),
    action: entry.action,
    actor: actorOf(entry, debtorName),
    reason: typeof entry.details.reason === 'string' ? entry.details.reason : null,
    details: entry.details,
  }));
  for (const step of steps) {
    const action = step.action === 'enforcementDecision' ? 'enforcement.decision' : `process.${step.action}`;
    if (auditedSteps.has(`${action}|${step.dueOn}`)) continue;
    // A step has its day, not its time: midday, unless it was recorded earlier that day (before anything after it).
    const midday = new Date(`${step.takenOn}T12:00:00Z`);
    entries.push({
      at: (step.createdAt < midday ? step.createdAt : midday).toISOString(),
      action,
      actor: null,
      reason: null,
      details: { ...step.details, dueOn: step.dueOn, takenOn: step.takenOn },
    });
  }
  return entries.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}

/** The case of `caseGuid` as the handler's case page shows it on ISO day `today`; an unknown one is not found. */
export async function staffCaseView(db: Executor, caseGuid: string, today: string): Promise<StaffCaseView> {
  if (!isGuid(caseGuid)) throw notFound('The case');
  const [found] = await db
    .select({ case: cases, debtor: debtors, client: clients, creditor: creditors })
    .from(cases)
    .innerJoin(debtors, eq(debtors.id, cases.debtorId))
    .innerJoin(clients, eq(clients.id, cases.clientId))
    .innerJoin(creditors, eq(creditors.id, cases.creditorId))
    .where(eq(cases.guid, caseGuid));
  if (!found) throw notFound('The case');
  const { case: row, debtor, client, creditor } = found;
  const [fees, paid, address, docs, threads, plans, rates, withdrawalFiled] = await Promise.all([
    db
      .select({
        id: caseFees.id,
        type: caseFees.type,
        date: caseFees.date,
        amount: caseFees.amount,
        creditsFeeId: caseFees.creditsFeeId,
      })
      .from(caseFees)
      .where(eq(caseFees.caseId, row.id))
      .orderBy(asc(caseFees.date), asc(caseFees.createdAt), asc(caseFees.id)),
    db
      .select({
        guid: payments.guid,
        paymentDate: payments.paymentDate,
        amount: payments.amount,
        channel: payments.channel,
        allocatedFees: payments.allocatedFees,
        allocatedInterest: payments.allocatedInterest,
        allocatedPrincipal: payments.allocatedPrincipal,
        allocatedCredit: payments.allocatedCredit,
      })
      .from(payments)
      .where(eq(payments.caseId, row.id))
      .orderBy(asc(payments.paymentDate), asc(payments.createdAt), asc(payments.id)),
    db
      .select()
      .from(debtorAddresses)
      .where(eq(debtorAddresses.debtorId, debtor.id))
      .orderBy(desc(debtorAddresses.isPrimary), sql`${debtorAddresses.kind} = 'postal' desc`)
      .limit(1),
    db.select().from(documents).where(eq(documents.caseId, row.id)).orderBy(desc(documents.createdAt)),
    db
      .select({
        conversation: conversations,
        // Written out whole: drizzle leaves the columns of a one-table select unqualified.
        messageCount:
          sql<number>`(select count(*) from ${messages} m where m.conversation_id = "conversations"."id")`.mapWith(
            Number,
          ),
      })
      .from(conversations)
      .where(eq(conversations.caseId, row.id))
      .orderBy(desc(conversations.updatedAt)),
    listPlans(db, debtor.id, today),
    referenceRatesOf(db),
    awaitsWithdrawalConfirmation(db, row.id),
  ]);
  const debtorName = debtorDisplayName(debtor);
  const casePlans = plans.filter((plan) => plan.cases.some((c) => c.caseGuid === row.guid));
  const balance = balanceOn(row, today, rates);
  const [home] = address;
  return {
    caseGuid: row.guid,
    caseNumber: row.caseNumber,
    status: row.status,
    statusGroup: statusDisplayGroup(row.status),
    isActive: isActiveStatus(row.status),
    pause:
      row.pausedUntil && row.pausedAt
        ? { reason: row.pauseReason ?? '', resumeOn: row.pausedUntil, pausedAt: row.pausedAt.toISOString() }
        : null,
    awaitingEnforcementDecision: awaitsEnforcementDecision(row, withdrawalFiled),
    debtor: {
      debtorGuid: debtor.guid,
      name: debtorName,
      identityNumber: debtor.identityNumber,
      kind: debtor.kind,
      language: debtor.language,
      email: debtor.email,
      cellularPhone: debtor.cellularPhone,
      address: home
        ? [home.careOf ? `c/o ${home.careOf}` : null, home.street, `${home.postalCode} ${home.city}`]
            .concat(home.country === 'SE' ? [] : [home.country])
            .filter(Boolean)
            .join(', ')
        : null,
    },
    client: { clientGuid: client.guid, clientNumber: client.clientNumber, name: client.name },
    creditor: { creditorGuid: creditor.guid, name: creditor.name },
    invoiceNumber: row.invoiceNumber,
    description: row.description,
    dueDate: row.dueDate,
    registrationDate: row.registrationDate,
    ocrReference: row.ocrReference,
    bankgiro: row.bankgiro,
    currency: row.currency,
    originalPrincipal: row.originalPrincipal,
    ...balance,
    creditBalance: row.creditBalance,
    ledger: ledgerLines(row, fees, paid, rates, today),
    documents: docs.map((doc) => ({
      documentGuid: doc.guid,
      title: doc.title,
      kind: doc.kind,
      createdAt: doc.createdAt.toISOString(),
      withdrawnAt: doc.withdrawnAt?.toISOString() ?? null,
      url: `/api/staff/documents/${doc.guid}`,
    })),
    plan: casePlans[0] ?? null,
    conversations: threads.map(({ conversation, messageCount }) => ({
      conversationGuid: conversation.guid,
      threadGuid: conversation.threadGuid,
      subject: conversation.subject,
      party: conversation.party,
      messageCount,
      updatedAt: conversation.updatedAt.toISOString(),
    })),
    timeline: await timelineOf(
      db,
      row,
      debtorName,
      casePlans.map((plan) => plan.planGuid),
    ),
  };
}
