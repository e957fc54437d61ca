/** A case as a handler sees it: on its own page, in the queue of manual steps, and found by a search. */
import type { LedgerLine, ManualCaseItem, StaffCaseView, TimelineEntry } from '@fordra/contract';
import { debtorDisplayName, isActiveStatus, statusGroupOf } from '@fordra/domain';
import type { auditTrailOfCase } from '../db/repositories/audit-log.ts';
import type { casesFound, caseWithPartiesByGuid, processStepsOfCase } from '../db/repositories/cases.ts';
import type { Address } from '../db/repositories/debtors.ts';
import type { Document } from '../db/repositories/letters.ts';
import type { conversationsOfCaseWithCounts } from '../db/repositories/messages.ts';
import type { manualCasesPage } from '../db/repositories/queues.ts';
import { auditActor } from './audit-actor.ts';
import { isoTime } from './iso-time.ts';

/**
 * The timeline of a case, newest first: its audit entries, and the steps of the process recorded without
 * one (a case handed over, the demo's letters).
 */
export function timelineForStaff(
  audited: Awaited<ReturnType<typeof auditTrailOfCase>>,
  steps: Awaited<ReturnType<typeof processStepsOfCase>>,
  debtorName: string,
): TimelineEntry[] {
  const auditedSteps = new Set(
    audited.map((entry) => `${entry.action}|${String(entry.details.dueOn ?? entry.details.decidedOn ?? '')}`),
  );
  const entries: TimelineEntry[] = audited.map((entry) => ({
    at: entry.at.toISOString(),
    action: entry.action,
    actor: auditActor(entry, debtorName).name,
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

/** The debtor's name as the case page shows it. */
export const debtorNameForStaff = (debtor: {
  companyName: string | null;
  firstName: string | null;
  lastName: string | null;
}) => debtorDisplayName(debtor);

/**
 * The handler's case page: the case with its parties, its balance today (`balance`), the ledger line by
 * line, documents, plan, conversations and timeline.
 */
export function caseViewForStaff(
  found: NonNullable<Awaited<ReturnType<typeof caseWithPartiesByGuid>>>,
  parts: {
    balance: {
      remainingPrincipal: number;
      remainingInterest: number;
      remainingFees: number;
      remainingAmount: number;
    };
    awaitingEnforcementDecision: boolean;
    address: Address | null;
    ledger: LedgerLine[];
    documents: Document[];
    plan: StaffCaseView['plan'];
    conversations: Awaited<ReturnType<typeof conversationsOfCaseWithCounts>>;
    timeline: TimelineEntry[];
    deliveries: StaffCaseView['deliveries'];
  },
): StaffCaseView {
  const { case: row, debtor, client, creditor } = found;
  const home = parts.address;
  return {
    caseGuid: row.guid,
    caseNumber: row.caseNumber,
    status: row.status,
    statusGroup: statusGroupOf(row.status),
    isActive: isActiveStatus(row.status),
    pause:
      row.pausedUntil && row.pausedAt
        ? { reason: row.pauseReason ?? '', resumeOn: row.pausedUntil, pausedAt: row.pausedAt.toISOString() }
        : null,
    awaitingEnforcementDecision: parts.awaitingEnforcementDecision,
    debtor: {
      debtorGuid: debtor.guid,
      name: debtorNameForStaff(debtor),
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
    ...parts.balance,
    creditBalance: row.creditBalance,
    ledger: parts.ledger,
    documents: parts.documents.map((doc) => ({
      documentGuid: doc.guid,
      title: doc.title,
      kind: doc.kind,
      createdAt: doc.createdAt.toISOString(),
      withdrawnAt: doc.withdrawnAt?.toISOString() ?? null,
      url: `/api/staff/documents/${doc.guid}`,
    })),
    plan: parts.plan,
    conversations: parts.conversations.map(({ conversation, messageCount }) => ({
      conversationGuid: conversation.guid,
      threadGuid: conversation.threadGuid,
      subject: conversation.subject,
      party: conversation.party,
      messageCount,
      updatedAt: conversation.updatedAt.toISOString(),
    })),
    timeline: parts.timeline,
    deliveries: parts.deliveries,
  };
}

/** A case of the queue of manual steps, with what it owes today (`remainingAmount`, minor units). */
export function manualCaseForStaff(
  row: Awaited<ReturnType<typeof manualCasesPage>>[number],
  remainingAmount: number,
): ManualCaseItem {
  return {
    caseGuid: row.case.guid,
    caseNumber: row.case.caseNumber,
    step: row.step,
    status: row.case.status,
    debtor: row.debtor,
    clientName: row.clientName,
    creditorName: row.creditorName,
    currency: row.case.currency,
    remainingAmount,
    resumeOn: row.case.pausedUntil,
    waitingSince: isoTime(row.waitingSince),
  };
}

/** A case a search found, with what it owes today (`remainingAmount`, minor units). */
export function foundCaseForStaff(
  row: Awaited<ReturnType<typeof casesFound>>[number],
  remainingAmount: number,
) {
  return {
    caseGuid: row.case.guid,
    caseNumber: row.case.caseNumber,
    ocrReference: row.case.ocrReference,
    status: row.case.status,
    debtorName: row.debtorName,
    clientName: row.clientName,
    currency: row.case.currency,
    remainingAmount,
  };
}
