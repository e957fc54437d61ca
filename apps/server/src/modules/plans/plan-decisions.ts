/** Deciding a proposal: acceptance starts the plan and sends the first notice; rejection tells the debtor. */
import {
  feeAmount,
  feeHasBasis,
  firstInstalmentDueDate,
  onOrAfterBankDay,
  planSetupFee,
  stockholmDateTime,
} from '@fordra/domain';
import type { Config } from '../../config-types.ts';
import type { Executor, Transaction } from '../../db/executor.ts';
import { insertAuditEntry } from '../../db/repositories/audit-log.ts';
import { feeConditionsOfCases, setCaseInPaymentPlan } from '../../db/repositories/cases.ts';
import { debtorLanguageOf } from '../../db/repositories/debtors.ts';
import { appendMessage, insertConversationWithDebtor } from '../../db/repositories/messages.ts';
import {
  caseIdsOfPlan,
  firstInstalmentOfPlan,
  lockedPlanByGuid,
  markPlanAccepted,
  markPlanRejected,
  planById,
  setInstalmentStatus,
  setInstalmentsOfPlanStatus,
} from '../../db/repositories/plans.ts';
import { recordPlanWebhookEvent } from '../../db/repositories/webhooks.ts';
import { ApiError } from '../../http/api-error.ts';
import { FALLBACK_LANGUAGE } from '../../pdf/text-catalogue.ts';
import { chargeFee } from '../ledger/ledger-service.ts';
import { renderLetters } from '../letters/letter-rendering.ts';
import { loadLetterText } from '../letters/letter-text.ts';
import {
  type NotificationLinks,
  recordNewLetterNotifications,
} from '../notifications/event-notifications.ts';
import { issueInstalmentNotice, planFeeCaseId } from './plan-notice.ts';

/**
 * Who decided a plan, for its row and the audit log: a name, the member of staff's account when one did,
 * and for a command the operating-system user who ran it (so the audit never shows the debtor).
 */
export type PlanDecider = { name: string; accountId?: string | null; operator?: string };

/**
 * Accepts plan `planId` in the caller's transaction; answers the first instalment's notice, whose PDF
 * the caller renders once the transaction has committed (letters/letter-rendering.ts). With `notify`,
 * the debtor is told of the notice as of any new letter (`newLetter`), if they asked to be.
 */
export async function acceptPlan(
  tx: Transaction,
  provider: Config['provider'],
  planId: string,
  decider: PlanDecider,
  reason: string | null = null,
  notify: NotificationLinks | null = null,
): Promise<{ notice: string | null }> {
  const decidedBy = decider.name;
  const plan = await planById(tx, planId);
  if (!plan) throw new Error(`Plan ${planId} does not exist`);
  const today = stockholmDateTime(new Date()).date;
  const planCases = await caseIdsOfPlan(tx, planId);
  if (planCases.length === 0) throw new Error(`Plan ${planId} has no cases`);
  await markPlanAccepted(tx, planId, decidedBy);
  await recordPlanWebhookEvent(tx, 'plan.accepted', planId);
  for (const id of planCases) {
    await setCaseInPaymentPlan(tx, id);
  }
  await setInstalmentsOfPlanStatus(tx, planId, 'Future');
  const currency = plan.currency;
  // Each plan fee lands on the case the plan pays first that day (domain `planFeeCase`).
  const conditions = await feeConditionsOfCases(tx, planCases);
  const setupFee = planSetupFee(
    currency,
    conditions.map((c) => feeHasBasis('planSetup', c)),
  );
  if (setupFee)
    await chargeFee(tx, {
      caseId: await planFeeCaseId(tx, planId, today),
      type: 'planSetup',
      date: today,
      amount: setupFee,
      currency,
    });
  const noticeFee = feeAmount('instalmentNotice', currency);
  if (noticeFee)
    await chargeFee(tx, {
      caseId: await planFeeCaseId(tx, planId, today),
      type: 'instalmentNotice',
      date: today,
      amount: noticeFee,
      currency,
    });
  const firstInstalment = await firstInstalmentOfPlan(tx, planId);
  let notice: string | null = null;
  if (firstInstalment) {
    await setInstalmentStatus(tx, firstInstalment.id, 'Billed');
    // A letter is dated on the bank day it is sent: a plan accepted on a weekend gets its notice on Monday.
    ({ documentId: notice } = await issueInstalmentNotice(tx, provider, {
      planId,
      sequence: firstInstalment.sequence,
      issuedOn: onOrAfterBankDay(today),
      rendering: 'afterCommit',
    }));
    if (notify) await recordNewLetterNotifications(tx, [notice], notify);
  }
  await insertAuditEntry(tx, {
    accountId: decider.accountId ?? null,
    debtorId: plan.debtorId,
    action: 'plan.accepted',
    entity: 'payment_plan',
    entityId: plan.guid,
    details: { decidedBy, reason, ...(decider.operator ? { operator: decider.operator } : {}) },
  });
  return { notice };
}

export async function rejectPlan(
  tx: Transaction,
  planId: string,
  decider: PlanDecider,
  note: string | null,
): Promise<void> {
  const decidedBy = decider.name;
  const plan = await planById(tx, planId);
  if (!plan) throw new Error(`Plan ${planId} does not exist`);
  await markPlanRejected(tx, planId, decidedBy, note);
  await recordPlanWebhookEvent(tx, 'plan.rejected', planId);
  await setInstalmentsOfPlanStatus(tx, planId, 'Inactive');
  const debtor = await debtorLanguageOf(tx, plan.debtorId);
  const text = (await loadLetterText(debtor?.language ?? FALLBACK_LANGUAGE)).messages.planRejected;
  const conversation = await insertConversationWithDebtor(tx, {
    debtorId: plan.debtorId,
    subject: text.subject,
  });
  if (conversation) {
    await appendMessage(tx, {
      conversationId: conversation.id,
      author: 'provider',
      subject: text.subject,
      body: note ? `${text.body}\n\n${note}` : text.body,
    });
  }
  await insertAuditEntry(tx, {
    accountId: decider.accountId ?? null,
    debtorId: plan.debtorId,
    action: 'plan.rejected',
    entity: 'payment_plan',
    entityId: plan.guid,
    details: { decidedBy, reason: note, ...(decider.operator ? { operator: decider.operator } : {}) },
  });
}

/**
 * A staff member's (or the CLI's) decision on a waiting proposal, audited with who and why; a
 * rejection's reason is also written to the debtor.
 */
export async function decidePlan(
  db: Executor,
  provider: Config['provider'],
  input: {
    planGuid: string;
    decision: 'accept' | 'reject';
    decidedBy: PlanDecider;
    reason?: string | null;
    /** Where the debtor's notifications link to; without, nobody is told of the notice. */
    notify?: NotificationLinks;
  },
): Promise<{ planId: string; debtorId: string }> {
  let notice: string | null = null;
  const decided = await db.transaction(async (tx) => {
    const plan = await lockedPlanByGuid(tx, input.planGuid);
    if (!plan) throw new ApiError(404, 'NotFound', 'The plan was not found.');
    if (plan.status !== 'Proposal')
      throw new ApiError(409, 'PlanAlreadyDecided', 'The plan has already been decided.');
    if (input.decision === 'accept')
      ({ notice } = await acceptPlan(
        tx,
        provider,
        plan.id,
        input.decidedBy,
        input.reason ?? null,
        input.notify ?? null,
      ));
    else await rejectPlan(tx, plan.id, input.decidedBy, input.reason ?? null);
    return { planId: plan.id, debtorId: plan.debtorId };
  });
  if (notice) await renderLetters(db, [notice]);
  return decided;
}

/** The day the first instalment of a plan proposed on ISO day `today` falls due (domain `firstInstalmentDueDate`). */
export const firstDueDateFor = (today: string) => firstInstalmentDueDate(today);
