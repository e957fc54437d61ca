/**
 * The steps of an active instalment plan: each instalment's notice, a reminder of an unpaid one,
 * and termination, which sends the plan's cases back to collection with a letter saying why.
 */
import { duePlanSteps, feeHasBasis, type PlanStep, paymentDeadline } from '@fordra/domain';
import type { Executor, Transaction } from '../../db/executor.ts';
import { returnPlanCasesToCollection } from '../../db/repositories/cases.ts';
import {
  lockPlan,
  setInstalmentStatus,
  terminatePlanAndUnpaidInstalments,
} from '../../db/repositories/plans.ts';
import { recordPlanWebhookEvent, recordWebhookEvent } from '../../db/repositories/webhooks.ts';
import { issueInstalmentReminderLetter, issuePlanTerminatedLetter } from '../letters/plan-letters.ts';
import { instalmentFeeCaseId, issueInstalmentNotice } from '../plans/plan-notice.ts';
import { letterIssued } from '../webhooks/webhook-events.ts';
import { loadPlans, type ProcessPlan, planHeld } from './process-facts.ts';
import {
  chargeCaseFee,
  claimStep,
  feeConditionsOf,
  feeOf,
  finishStep,
  inStep,
  policyOf,
  type StepContext,
  type StepLetters,
  StepNoLongerDue,
} from './step-transaction.ts';

const sameKey = (a: PlanStep, b: PlanStep) =>
  a.action === b.action && a.dueOn === b.dueOn && a.instalmentId === b.instalmentId;

/** Takes one step of a plan; false when another run took it or it no longer applies. */
export function takePlanStep(
  db: Executor,
  context: StepContext,
  plan: ProcessPlan,
  step: PlanStep,
): Promise<boolean> {
  const { day } = context;
  const [firstCaseId] = plan.caseIds;
  if (!firstCaseId) return Promise.resolve(false);
  return inStep(db, context, async (tx, letters, notices) => {
    const subject =
      step.instalmentId === null
        ? { kind: 'plan' as const, id: plan.id, caseId: firstCaseId }
        : { kind: 'instalment' as const, id: step.instalmentId, caseId: firstCaseId };
    const lockedGuid = await lockPlan(tx, plan.id);
    const [current] = await loadPlans(tx, { planId: plan.id });
    const policy = policyOf(context, plan.clientId);
    if (
      !lockedGuid ||
      !current ||
      !duePlanSteps(current.instalments, policy, day, current.pausedUntil, planHeld(current, day)).some(
        (due) => sameKey(due, step),
      )
    )
      throw new StepNoLongerDue();
    const actionId = await claimStep(tx, step, subject, day);
    if (!actionId) return false;
    const audit = {
      debtorId: plan.debtorId,
      entity: 'payment_plan',
      entityId: lockedGuid,
      action: step.action,
    };
    if (step.action === 'planTerminated') {
      const missed = current.instalments.filter((instalment) => instalment.paid < instalment.amount).length;
      await terminatePlan(tx, context, current, step, missed, letters);
      await finishStep(tx, actionId, null, {
        ...audit,
        details: { dueOn: step.dueOn, takenOn: day, missed },
      });
      return true;
    }
    const instalment = current.instalments.find((row) => row.id === step.instalmentId);
    if (!instalment) throw new StepNoLongerDue();
    const feeType = step.action === 'instalmentNotice' ? 'instalmentNotice' : 'missedInstalmentReminder';
    // The notice fee is agreed in the plan; a reminder fee needs the debtor's agreement from when the debt arose.
    const fee = feeHasBasis(feeType, await feeConditionsOf(tx, context, plan))
      ? feeOf(context, feeType, plan.currency, plan.creditorId)
      : 0;
    const feeCaseId = await instalmentFeeCaseId(tx, plan.id, instalment.id, day);
    await chargeCaseFee(tx, {
      caseId: feeCaseId,
      type: feeType,
      amount: fee,
      currency: plan.currency,
      date: day,
    });
    await setInstalmentStatus(tx, instalment.id, step.action === 'instalmentNotice' ? 'Billed' : 'Reminder');
    const { documentId } =
      step.action === 'instalmentNotice'
        ? await issueInstalmentNotice(tx, context.provider, {
            planId: plan.id,
            sequence: instalment.sequence,
            issuedOn: day,
            rendering: 'afterCommit',
          })
        : await issueInstalmentReminderLetter(tx, context.provider, {
            planId: plan.id,
            caseId: feeCaseId,
            sequence: instalment.sequence,
            issuedOn: day,
            dueDate: paymentDeadline('instalmentReminder', day),
            fee,
            rendering: 'afterCommit',
          });
    await recordWebhookEvent(tx, letterIssued(feeCaseId, step.action, day));
    letters.push(documentId);
    if (step.action === 'instalmentReminder')
      notices.push({
        debtorId: plan.debtorId,
        event: 'instalmentMissed',
        caseId: feeCaseId,
        payload: {
          amount: String(instalment.amount - instalment.paid),
          currency: plan.currency,
          dueDate: instalment.dueDate,
        },
      });
    await finishStep(tx, actionId, documentId, {
      ...audit,
      details: { dueOn: step.dueOn, takenOn: day, sequence: instalment.sequence, fee },
    });
    return true;
  });
}

/**
 * Ends the plan: its unpaid instalments inactive, each of its cases still owing back in collection
 * with its own step (so the next demand's deadline counts from this letter) and a letter saying why,
 * added to `letters`.
 */
async function terminatePlan(
  tx: Transaction,
  context: StepContext,
  plan: ProcessPlan,
  step: PlanStep,
  missed: number,
  letters: StepLetters,
): Promise<void> {
  await terminatePlanAndUnpaidInstalments(tx, plan.id);
  await recordPlanWebhookEvent(tx, 'plan.terminated', plan.id);
  const owing = await returnPlanCasesToCollection(tx, plan.caseIds);
  for (const { id } of owing) {
    const caseActionId = await claimStep(tx, step, { kind: 'case', id, caseId: id }, context.day);
    if (!caseActionId) throw new StepNoLongerDue();
    const { documentId } = await issuePlanTerminatedLetter(tx, context.provider, {
      planId: plan.id,
      caseId: id,
      issuedOn: context.day,
      dueDate: paymentDeadline('planTerminated', context.day),
      missed,
      rendering: 'afterCommit',
    });
    await recordWebhookEvent(tx, letterIssued(id, 'planTerminated', context.day));
    letters.push(documentId);
    await finishStep(tx, caseActionId, documentId, {
      debtorId: plan.debtorId,
      entity: 'case',
      entityId: id,
      action: 'planTerminated',
      details: { dueOn: step.dueOn, takenOn: context.day, planId: plan.id },
    });
  }
}
