/** The steps of a collection case: reminder, collection demand, second notice, application to Kronofogden. */
import {
  CASE_STATE_AFTER_STEP,
  collectionDemandFeeType,
  type DueStep,
  type FeeType,
  feeHasBasis,
  nextCaseStep,
  paymentDeadline,
} from '@fordra/domain';
import type { Executor, Transaction } from '../../db/executor.ts';
import { setCaseStateAfterStep } from '../../db/repositories/cases.ts';
import { recordWebhookEvent } from '../../db/repositories/webhooks.ts';
import { issueCaseLetter } from '../letters/case-letters.ts';
import { letterIssued } from '../webhooks/webhook-events.ts';
import { loadCases, type ProcessCase } from './process-facts.ts';
import {
  chargeCaseFee,
  chargeCaseFees,
  claimStep,
  feeConditionsOf,
  feeOf,
  finishStep,
  inStep,
  policyOf,
  type StepContext,
  StepNoLongerDue,
  sameStep,
} from './step-transaction.ts';

/** Sets the status and service `action` moves a case to. */
async function moveCase(tx: Transaction, caseId: string, action: keyof typeof CASE_STATE_AFTER_STEP) {
  await setCaseStateAfterStep(tx, caseId, CASE_STATE_AFTER_STEP[action]);
}

/** Takes a case's step (reminder, collection demand, second notice, application to Kronofogden). */
export function takeCaseStep(
  db: Executor,
  context: StepContext,
  subject: ProcessCase,
  step: DueStep,
): Promise<boolean> {
  const { day } = context;
  return inStep(db, context, async (tx, letters) => {
    // Read again and locked: paid or moved on since the chunk was read, the step no longer applies.
    const [current] = await loadCases(tx, { caseId: subject.id });
    const policy = policyOf(context, subject.clientId);
    if (!current || !sameStep(nextCaseStep(current, policy, day), step)) throw new StepNoLongerDue();
    const actionId = await claimStep(tx, step, { kind: 'case', id: subject.id, caseId: subject.id }, day);
    if (!actionId) return false;
    const fee = (type: FeeType) => ({
      caseId: subject.id,
      type,
      amount: feeOf(context, type, subject.currency, subject.creditorId),
      currency: subject.currency,
      date: day,
    });
    const conditions = await feeConditionsOf(tx, context, subject);
    let charged = 0;
    if (step.action === 'reminder' && feeHasBasis('reminder', conditions)) {
      charged = fee('reminder').amount;
      await chargeCaseFee(tx, fee('reminder'));
    }
    if (step.action === 'collectionDemand') {
      const demandFee = fee(collectionDemandFeeType(conditions));
      charged = demandFee.amount;
      await chargeCaseFees(tx, subject.id, [demandFee], CASE_STATE_AFTER_STEP[step.action]);
    }
    if (step.action === 'enforcementApplication') {
      // The application fee Kronofogden takes, and the agent fee lag (1990:746) 48 § lets us claim for filing it.
      const fees = [fee('enforcementApplication'), fee('agentFee')];
      charged = fees.reduce((sum, line) => sum + line.amount, 0);
      await chargeCaseFees(tx, subject.id, fees, CASE_STATE_AFTER_STEP[step.action]);
    }
    if (step.action === 'surveillance') {
      // Long-term surveillance is the provider's own watch: no fee, no letter.
      await moveCase(tx, subject.id, step.action);
      await finishStep(tx, actionId, null, {
        debtorId: subject.debtorId,
        entity: 'case',
        entityId: current.caseNumber,
        action: step.action,
        details: { dueOn: step.dueOn, takenOn: day },
      });
      return true;
    }
    if (
      step.action !== 'reminder' &&
      step.action !== 'collectionDemand' &&
      step.action !== 'secondNotice' &&
      step.action !== 'enforcementApplication'
    )
      throw new Error(`A case takes no step ${step.action}`);
    const { documentId } = await issueCaseLetter(tx, context.provider, {
      caseId: subject.id,
      kind: step.action,
      issuedOn: day,
      ...(step.action === 'enforcementApplication' ? {} : { dueDate: paymentDeadline(step.action, day) }),
      rendering: 'afterCommit',
    });
    await recordWebhookEvent(tx, letterIssued(subject.id, step.action, day));
    letters.push(documentId);
    await finishStep(tx, actionId, documentId, {
      debtorId: subject.debtorId,
      entity: 'case',
      entityId: current.caseNumber,
      action: step.action,
      details: { dueOn: step.dueOn, takenOn: day, fee: charged },
    });
    return true;
  });
}
