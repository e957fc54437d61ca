/**
 * What a late payment undoes, on the database (domain `undoUnnecessarySteps`): the steps of the cases
 * being replayed are read with their fee lines, and each step the replay undoes is written back as a
 * credit line for each of its fees (the fee line stays: the history shows both), its letter withdrawn,
 * the step marked undone and an audit entry on the case's timeline.
 */
import {
  type CaseFeeLine,
  type CaseStepTaken,
  type Currency,
  type FeeType,
  isUndoableCaseStep,
  UNDOABLE_CASE_STEPS,
} from '@fordra/domain';
import type { Executor } from '../../db/executor.ts';
import { insertAuditEntries } from '../../db/repositories/audit-log.ts';
import { insertFeeLines } from '../../db/repositories/cases.ts';
import { setLettersWithdrawn } from '../../db/repositories/letters.ts';
import { caseStepsOf, setStepsUndone } from '../../db/repositories/process-steps.ts';

/** A fee line as the replay reads it: a credit line names the line it credits. */
export type StoredFeeLine = {
  id: string;
  caseId: string;
  type: FeeType;
  date: string;
  amount: number;
  paid: number;
  currency: Currency;
  creditsFeeId: string | null;
};

type StoredStep = {
  id: string;
  caseId: string;
  action: string;
  takenOn: string;
  documentId: string | null;
  undoneAt: Date | null;
};

/** The fee lines that stand in the ledger: neither a credit line nor a line one credits. */
export function standingFeeLines<T extends { id: string; creditsFeeId: string | null }>(
  lines: readonly T[],
): T[] {
  const credited = new Set(lines.flatMap((line) => (line.creditsFeeId ? [line.creditsFeeId] : [])));
  return lines.filter((line) => !line.creditsFeeId && !credited.has(line.id));
}

/** The steps of `caseIds` a late payment can undo, by case, in the order they were taken. */
export async function loadUndoableSteps(tx: Executor, caseIds: readonly string[]) {
  const rows = await caseStepsOf(tx, caseIds, UNDOABLE_CASE_STEPS);
  return Map.groupBy(
    rows.flatMap((row) => (row.caseId ? [{ ...row, caseId: row.caseId }] : [])),
    (row): string => row.caseId,
  );
}

/** A case's charged fee lines (not the credit lines) and steps, as the domain rule takes them. */
export function latePaymentFacts(lines: readonly StoredFeeLine[], steps: readonly StoredStep[]) {
  const credited = new Set(lines.flatMap((line) => (line.creditsFeeId ? [line.creditsFeeId] : [])));
  const charged = lines.filter((line) => !line.creditsFeeId);
  const undoable = steps.filter((step) => isUndoableCaseStep(step.action));
  return {
    charged,
    undoable,
    fees: charged.map(
      (line): CaseFeeLine => ({
        type: line.type,
        date: line.date,
        amount: line.amount,
        credited: credited.has(line.id),
      }),
    ),
    steps: undoable.map(
      (step): CaseStepTaken => ({
        action: step.action as CaseStepTaken['action'],
        takenOn: step.takenOn,
        undone: step.undoneAt !== null,
      }),
    ),
  };
}

/** What a replay undid, to be written with the case's balance. */
export type Reversals = {
  credits: StoredFeeLine[];
  steps: (StoredStep & { caseNumber: string; debtorId: string })[];
};

/** Writes the credit lines, the undone steps, their withdrawn letters and an audit entry for each step. */
export async function writeReversals(tx: Executor, reversals: Reversals, now: Date): Promise<void> {
  if (reversals.credits.length > 0)
    await insertFeeLines(
      tx,
      reversals.credits.map((line) => ({
        caseId: line.caseId,
        type: line.type,
        date: line.date,
        currency: line.currency,
        amount: -line.amount,
        paid: 0,
        creditsFeeId: line.id,
        createdAt: now,
      })),
    );
  if (reversals.steps.length === 0) return;
  await setStepsUndone(
    tx,
    reversals.steps.map((step) => step.id),
    now,
  );
  const letters = reversals.steps.flatMap((step) => (step.documentId ? [step.documentId] : []));
  if (letters.length > 0) await setLettersWithdrawn(tx, letters, now);
  const creditedOf = Map.groupBy(reversals.credits, (line) => `${line.caseId}|${line.date}`);
  await insertAuditEntries(
    tx,
    reversals.steps.map((step) => ({
      at: now,
      debtorId: step.debtorId,
      action: 'process.stepUndone',
      entity: 'case',
      entityId: step.caseNumber,
      details: {
        step: step.action,
        takenOn: step.takenOn,
        credited: (creditedOf.get(`${step.caseId}|${step.takenOn}`) ?? []).reduce(
          (sum, line) => sum + line.amount,
          0,
        ),
        letterWithdrawn: step.documentId !== null,
      },
    })),
  );
}
