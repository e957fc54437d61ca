/**
 * The letters about an instalment plan that is not being kept: the reminder of an unpaid instalment,
 * and the notice that the plan has been terminated and the whole debt is due again.
 */
import { assertMinor, paymentDeadline, stockholmDateTime } from '@fordra/domain';
import type { Config } from '../../config-types.ts';
import type { Executor } from '../../db/executor.ts';
import { instalmentOfPlan, planOfCase } from '../../db/repositories/plans.ts';
import { caseDebtOn, issueLetter, type LetterRendering } from './case-letters.ts';

/** The plan, when `caseId` is one of its cases. */
async function planWithCase(db: Executor, planId: string, caseId: string) {
  const plan = await planOfCase(db, planId, caseId);
  if (!plan) throw new Error(`Case ${caseId} is not in plan ${planId}`);
  return plan;
}

/**
 * The reminder of instalment `sequence` of a plan, on the letterhead of `caseId` (one of the plan's cases),
 * paid with the instalment's OCR reference: what is unpaid of the instalment plus the reminder fee `fee` (öre; 0
 * for none), to be paid by `dueDate`. The fee is only shown here: charging it on the case is the caller's.
 * Works inside a transaction passed as `db`.
 */
export async function issueInstalmentReminderLetter(
  db: Executor,
  provider: Config['provider'],
  input: {
    planId: string;
    caseId: string;
    sequence: number;
    issuedOn: string;
    dueDate: string;
    fee: number;
    rendering?: LetterRendering;
  },
): Promise<{ documentId: string }> {
  assertMinor(input.fee, 'fee');
  if (input.fee < 0) throw new RangeError(`fee must not be negative, got ${input.fee}`);
  const plan = await planWithCase(db, input.planId, input.caseId);
  const instalment = await instalmentOfPlan(db, plan.id, input.sequence);
  if (!instalment) throw new Error(`No instalment ${input.sequence} in plan ${plan.id}`);
  const unpaid = instalment.amount - instalment.paid;
  if (unpaid <= 0) throw new Error(`Instalment ${input.sequence} of plan ${plan.id} is paid`);
  const { issuedOn, dueDate, fee } = input;
  return issueLetter(
    db,
    provider,
    {
      caseId: input.caseId,
      kind: 'instalmentReminder',
      issuedOn,
      dueDate,
      ocrReference: instalment.ocrReference,
      ...(input.rendering ? { rendering: input.rendering } : {}),
    },
    async ({ text }) => ({
      amounts: { principal: unpaid, interest: 0, fees: fee, total: unpaid + fee },
      feeLines:
        fee > 0
          ? [{ label: text.feeTypes.missedInstalmentReminder ?? 'missedInstalmentReminder', amount: fee }]
          : [],
      instalment: { sequence: input.sequence, of: plan.months, dueDate: instalment.dueDate },
    }),
  );
}

/**
 * The notice that a plan agreed with the debtor has been terminated because `missed` instalments were
 * not paid, for one of its cases: the case's whole remaining debt on `issuedOn` (its ledger, fee lines
 * included), due by `dueDate` (by default the domain's `paymentDeadline`). Works inside a
 * transaction passed as `db`.
 */
export async function issuePlanTerminatedLetter(
  db: Executor,
  provider: Config['provider'],
  input: {
    planId: string;
    caseId: string;
    issuedOn: string;
    missed: number;
    dueDate?: string;
    rendering?: LetterRendering;
  },
): Promise<{ documentId: string }> {
  const plan = await planWithCase(db, input.planId, input.caseId);
  const agreedOn = stockholmDateTime(plan.decidedAt ?? plan.createdAt).date;
  const { issuedOn } = input;
  return issueLetter(
    db,
    provider,
    {
      caseId: input.caseId,
      kind: 'planTerminated',
      issuedOn,
      dueDate: input.dueDate ?? paymentDeadline('planTerminated', issuedOn),
      ...(input.rendering ? { rendering: input.rendering } : {}),
    },
    async ({ text, caseRow }) => ({
      ...(await caseDebtOn(db, caseRow, issuedOn, text.feeTypes)),
      plan: { agreedOn, missed: input.missed },
    }),
  );
}
