/**
 * What every step of the collection process shares: in one transaction, the step's row (unique
 * per subject, action and due day, so a second taker changes nothing), its fee line, its letter in
 * the archive (what it shows: its PDF is rendered once the transaction has committed), the status it
 * moves to and an audit entry. Before it acts, a step reads its subject again inside the transaction;
 * a step that no longer applies (paid meanwhile, moved on) is rolled back.
 */
import {
  type CASE_STATE_AFTER_STEP,
  type Currency,
  type DueStep,
  type FeeConditions,
  type FeeType,
  feeAmount,
  type ReferenceRateTable,
} from '@fordra/domain';
import type { Config } from '../../config-types.ts';
import type { Executor, Transaction } from '../../db/executor.ts';
import { withNamedStatements } from '../../db/named-statements.ts';
import { insertAuditEntry } from '../../db/repositories/audit-log.ts';
import {
  claimProcessStep,
  insertCaseFee,
  setCaseStateAfterStep,
  setProcessStepDocument,
} from '../../db/repositories/cases.ts';
import { debtorKindOf } from '../../db/repositories/debtors.ts';
import { holdChunkLease } from '../../db/repositories/engine-runs.ts';
import { recomputeCases } from '../ledger/ledger-service.ts';
import { type LetterRenderJob, renderLetters } from '../letters/letter-rendering.ts';
import {
  type EventNotice,
  type NotificationLinks,
  newLetterNotices,
  recordEventNotifications,
} from '../notifications/event-notifications.ts';
import type { ClientPolicy } from './process-facts.ts';

/** What every step needs besides its subject. */
export type StepContext = {
  provider: Config['provider'];
  /** The business day being run (ISO). */
  day: string;
  policies: Map<string, ClientPolicy>;
  foreignFees: Map<string, Record<string, Record<string, number>>>;
  /** The reference rates as the day's run read them: a step whose amount needs a missing one waits. */
  referenceRates: ReferenceRateTable;
  /** The chunk this worker holds; a step is taken only while the worker still holds it. */
  lease: { chunk: number; worker: string } | null;
  /**
   * The run's render job, handed each step's letters once the step has committed; without one, a step
   * renders its letters itself once it has committed.
   */
  letters?: LetterRenderJob;
  /**
   * The links of the debtors' notifications (config `publicUrl`): each step's letters are told
   * (`newLetter`) with the step's own notices; without, nobody is told.
   */
  notify?: NotificationLinks;
};

/** The letters a step's transaction issued (rendering `afterCommit`), rendered once it has committed. */
export type StepLetters = string[];

/** The notifications a step's transaction adds besides its letters' (an instalment missed). */
export type StepNotices = EventNotice[];

/** Thrown inside a step's transaction to roll it back when the step no longer applies. */
export class StepNoLongerDue extends Error {}

export const sameStep = (a: DueStep | null | undefined, b: DueStep) =>
  a?.action === b.action && a.dueOn === b.dueOn;

export function policyOf(context: StepContext, clientId: string): ClientPolicy {
  const policy = context.policies.get(clientId);
  if (!policy) throw new Error(`Client ${clientId} has no policy`);
  return policy;
}

/** What decides which fees have their basis for a debtor of a client: the client's policy and the debtor's kind. */
export async function feeConditionsOf(
  tx: Transaction,
  context: StepContext,
  subject: { clientId: string; debtorId: string },
): Promise<FeeConditions> {
  const debtorKind = await debtorKindOf(tx, subject.debtorId);
  if (!debtorKind) throw new Error(`Debtor ${subject.debtorId} does not exist`);
  const { reminderFeeAgreed, businessCompensation } = policyOf(context, subject.clientId);
  return { reminderFeeAgreed, businessCompensation, debtorKind };
}

export function feeOf(context: StepContext, type: FeeType, currency: Currency, creditorId: string): number {
  return feeAmount(type, currency, context.foreignFees.get(creditorId) ?? {}) ?? 0;
}

/** Records the step; false when it was already taken (by an earlier run or another worker). */
export async function claimStep(
  tx: Transaction,
  step: DueStep,
  subject: { kind: 'case' | 'invoice' | 'instalment' | 'plan'; id: string; caseId: string | null },
  day: string,
): Promise<string | null> {
  return claimProcessStep(tx, {
    subjectKind: subject.kind,
    subjectId: subject.id,
    caseId: subject.caseId,
    action: step.action,
    dueOn: step.dueOn,
    takenOn: day,
  });
}

type CaseFee = { caseId: string; type: FeeType; amount: number; currency: Currency; date: string };

export async function chargeCaseFee(tx: Transaction, fee: CaseFee): Promise<void> {
  await chargeCaseFees(tx, fee.caseId, [fee]);
}

/**
 * Charges the fee lines of `fees` (those above zero) on case `caseId` and, when `move` is given, moves
 * the case to its status and service: the case's row is written once, with its replayed balance.
 */
export async function chargeCaseFees(
  tx: Transaction,
  caseId: string,
  fees: readonly CaseFee[],
  move?: (typeof CASE_STATE_AFTER_STEP)[keyof typeof CASE_STATE_AFTER_STEP],
): Promise<void> {
  const charged = fees.filter((fee) => fee.amount > 0);
  for (const fee of charged) await insertCaseFee(tx, fee);
  if (charged.length > 0) await recomputeCases(tx, [caseId], move ? new Map([[caseId, move]]) : undefined);
  else if (move) await setCaseStateAfterStep(tx, caseId, move);
}

export async function finishStep(
  tx: Transaction,
  actionId: string,
  documentId: string | null,
  audit: {
    debtorId: string;
    entity: string;
    entityId: string;
    action: string;
    details: Record<string, unknown>;
  },
): Promise<void> {
  if (documentId) await setProcessStepDocument(tx, actionId, documentId);
  await insertAuditEntry(tx, {
    debtorId: audit.debtorId,
    action: `process.${audit.action}`,
    entity: audit.entity,
    entityId: audit.entityId,
    details: audit.details,
  });
}

/**
 * Thrown when this worker's lease on its chunk lapsed and another worker took the chunk over: it must
 * take no further step of that day, which may already be done and the next one running.
 */
export class LeaseLost extends Error {}

/**
 * Runs `work` in a transaction while this worker still holds its chunk (the row is held shared, so
 * the chunk cannot be finished under the step); true when the step was taken, false when someone
 * else took it or it lapsed. The letters `work` adds to its `letters` are rendered once the
 * transaction has committed: by the run's render job, or here. Every process letter passes here, so
 * here its debtor is told of it (`newLetter`), in the step's transaction, with the step's `notices`.
 */
export async function inStep(
  db: Executor,
  context: StepContext,
  work: (tx: Transaction, letters: StepLetters, notices: StepNotices) => Promise<boolean>,
): Promise<boolean> {
  const letters: StepLetters = [];
  let taken: boolean;
  try {
    // Every step sends the same few statements: named, PostgreSQL plans them once per connection.
    taken = await withNamedStatements(() =>
      db.transaction(async (tx) => {
        if (context.lease && !(await holdChunkLease(tx, context.day, context.lease))) throw new LeaseLost();
        const notices: StepNotices = [];
        const done = await work(tx, letters, notices);
        if (context.notify && (letters.length > 0 || notices.length > 0))
          await recordEventNotifications(
            tx,
            [...(await newLetterNotices(tx, letters)), ...notices],
            context.notify,
          );
        return done;
      }),
    );
  } catch (error) {
    if (error instanceof StepNoLongerDue) return false;
    throw error;
  }
  if (letters.length > 0) {
    if (context.letters) context.letters.add(letters);
    else await renderLetters(db, letters);
  }
  return taken;
}
