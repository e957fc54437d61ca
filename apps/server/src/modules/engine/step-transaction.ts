/**
 * What every step of the collection process shares: in one transaction, the step's row (unique
 * per subject, action and due day, so a second taker changes nothing), its fee line, its letter in
 * the archive, the status it moves to and an audit entry. Before it acts, a step reads its subject
 * again inside the transaction; a step that no longer applies (paid meanwhile, moved on) is
 * rolled back.
 */
import {
  type Currency,
  type DueStep,
  type FeeConditions,
  type FeeType,
  feeAmount,
  type ReferenceRateTable,
} from '@fordra/domain';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Executor, Transaction } from '../../db/executor.ts';
import { auditLog, caseFees, debtors, engineChunks, processActions } from '../../db/schema.ts';
import { recomputeCase } from '../ledger/ledger-service.ts';
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
};

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
  const [debtor] = await tx
    .select({ kind: debtors.kind })
    .from(debtors)
    .where(eq(debtors.id, subject.debtorId));
  if (!debtor) throw new Error(`Debtor ${subject.debtorId} does not exist`);
  const { reminderFeeAgreed, businessCompensation } = policyOf(context, subject.clientId);
  return { reminderFeeAgreed, businessCompensation, debtorKind: debtor.kind };
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
  const [row] = await tx
    .insert(processActions)
    .values({
      subjectKind: subject.kind,
      subjectId: subject.id,
      caseId: subject.caseId,
      action: step.action,
      dueOn: step.dueOn,
      takenOn: day,
    })
    .onConflictDoNothing()
    .returning({ id: processActions.id });
  return row?.id ?? null;
}

export async function chargeCaseFee(
  tx: Transaction,
  fee: { caseId: string; type: FeeType; amount: number; currency: Currency; date: string },
): Promise<void> {
  if (fee.amount <= 0) return;
  await tx.insert(caseFees).values(fee);
  await recomputeCase(tx, fee.caseId);
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
  if (documentId) await tx.update(processActions).set({ documentId }).where(eq(processActions.id, actionId));
  await tx.insert(auditLog).values({
    debtorId: audit.debtorId,
    action: `process.${audit.action}`,
    entity: audit.entity,
    entityId: audit.entityId,
    details: audit.details,
  });
}

/** Runs `work` in a transaction; true when the step was taken, false when someone else took it or it lapsed. */
/**
 * Thrown when this worker's lease on its chunk lapsed and another worker took the chunk over: it must
 * take no further step of that day, which may already be done and the next one running.
 */
export class LeaseLost extends Error {}

/**
 * Runs `work` in a transaction while this worker still holds its chunk (the row is held shared, so
 * the chunk cannot be finished under the step); true when the step was taken, false when someone
 * else took it or it lapsed.
 */
export async function inStep(
  db: Executor,
  context: StepContext,
  work: (tx: Transaction) => Promise<boolean>,
): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      if (context.lease) {
        const [held] = await tx
          .select({ chunk: engineChunks.chunk })
          .from(engineChunks)
          .where(
            and(
              eq(engineChunks.businessDate, context.day),
              eq(engineChunks.chunk, context.lease.chunk),
              eq(engineChunks.worker, context.lease.worker),
              eq(engineChunks.status, 'running'),
            ),
          )
          .for('share');
        if (!held) throw new LeaseLost();
      }
      return work(tx);
    });
  } catch (error) {
    if (error instanceof StepNoLongerDue) return false;
    throw error;
  }
}
