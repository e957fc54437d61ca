/** A debtor's instalment plan proposal: re-quoted, checked, recorded once, and decided at once when it may be. */
import type { CreateInstalmentPlanRequest } from '@fordra/contract';
import { autoApprovalBlocks, normalizeEmail, normalizePhoneNumber, planCaseOrder } from '@fordra/domain';
import type { Config } from '../../config-types.ts';
import type { Executor, Transaction } from '../../db/executor.ts';
import { insertAuditEntry } from '../../db/repositories/audit-log.ts';
import { autoApprovePlansOfClients } from '../../db/repositories/clients.ts';
import { debtorEmailAndPhone, lockDebtor, updateDebtorContact } from '../../db/repositories/debtors.ts';
import {
  insertInstalments,
  insertPlan,
  insertPlanCases,
  planByIdempotencyKey,
} from '../../db/repositories/plans.ts';
import { recordPlanWebhookEvent } from '../../db/repositories/webhooks.ts';
import { ApiError } from '../../http/api-error.ts';
import { renderLetters } from '../letters/letter-rendering.ts';
import type { NotificationLinks } from '../notifications/event-notifications.ts';
import { acceptPlan } from './plan-decisions.ts';
import { instalmentReferences } from './plan-notice.ts';
import { approvalPolicy } from './plan-queries.ts';
import { quoteFigures, quoteProposal } from './plan-quotes.ts';
import { PLAN_TERMS_VERSION } from './plan-terms.ts';

/** The debtor's contact details as confirmed in the proposal, normalised; a change is saved and audited. */
async function confirmContact(
  tx: Transaction,
  debtorId: string,
  contact: CreateInstalmentPlanRequest['contact'],
  ipAddress: string,
) {
  const email = contact.email?.trim() ? normalizeEmail(contact.email) : null;
  if (email && !email.ok)
    throw new ApiError(400, 'InvalidEmail', 'The e-mail address is not valid.', { field: 'email' });
  const phone = contact.cellularPhone?.trim() ? normalizePhoneNumber(contact.cellularPhone) : null;
  if (phone && !phone.ok)
    throw new ApiError(400, 'InvalidPhone', 'The phone number is not valid.', { field: 'cellularPhone' });
  if (!email && !phone)
    throw new ApiError(400, 'ContactRequired', 'Give an e-mail address or a phone number.', {
      field: 'email',
    });
  const before = await debtorEmailAndPhone(tx, debtorId);
  const after = {
    email: email?.value ?? before?.email ?? null,
    cellularPhone: phone?.value ?? before?.cellularPhone ?? null,
  };
  if (before && (before.email !== after.email || before.cellularPhone !== after.cellularPhone)) {
    await updateDebtorContact(tx, debtorId, after);
    await insertAuditEntry(tx, {
      debtorId,
      action: 'debtor.contact-updated',
      entity: 'debtor',
      ipAddress,
      details: { before, after, via: 'plan-proposal' },
    });
  }
}

/** Records a proposal and returns its id and decision; a repeated idempotency key returns the first one's. */
export async function createProposal(
  db: Executor,
  provider: Config['provider'],
  input: {
    debtorId: string;
    request: CreateInstalmentPlanRequest;
    today: string;
    ipAddress: string;
    /** Where the debtor's notifications link to; without, nobody is told of an accepted plan's notice. */
    notify?: NotificationLinks;
  },
): Promise<{ planId: string; decision: 'Accepted' | 'Pending' }> {
  const { request, debtorId, today } = input;
  const existing = async (executor: Executor | Transaction) => {
    const plan = await planByIdempotencyKey(executor, request.idempotencyKey);
    if (plan && plan.debtorId !== debtorId)
      throw new ApiError(400, 'BadRequest', 'This proposal key is already used.');
    return plan
      ? {
          planId: plan.id,
          decision: plan.status === 'Proposal' ? ('Pending' as const) : ('Accepted' as const),
        }
      : null;
  };
  // An auto-approved plan's first notice, rendered once the plan is committed.
  let notice: string | null = null;
  try {
    const proposed = await db.transaction(async (tx) => {
      // Lock the debtor's row so two proposals over the same cases are decided one after the other.
      await lockDebtor(tx, debtorId);
      const earlier = await existing(tx);
      if (earlier) return earlier;
      const proposal = await quoteProposal(tx, debtorId, request, today);
      const { picked, involved, currency, quote } = proposal;
      const { shown } = request;
      if (
        shown.principal !== quote.principal ||
        shown.interest !== quote.interest ||
        shown.fees !== quote.fees ||
        shown.total !== quote.total ||
        shown.perMonth !== quote.perMonth
      ) {
        throw new ApiError(
          409,
          'QuoteChanged',
          'The figures have changed since they were shown. Check the new figures and send again.',
          { details: { quote: quoteFigures(proposal, today) } },
        );
      }
      if (request.termsVersion !== PLAN_TERMS_VERSION)
        throw new ApiError(409, 'TermsChanged', 'The terms have changed. Read them again.');
      await confirmContact(tx, debtorId, request.contact, input.ipAddress);

      const now = new Date();
      const plan = await insertPlan(tx, {
        debtorId,
        status: 'Proposal' as const,
        currency,
        principal: quote.principal,
        interest: quote.interest,
        fees: quote.fees,
        total: quote.total,
        months: quote.months,
        monthlyAmount: quote.perMonth,
        effectiveRateBp: Math.round(quote.effectiveRate * 10_000),
        idempotencyKey: request.idempotencyKey,
        termsVersion: PLAN_TERMS_VERSION,
        termsAcceptedAt: now,
        termsFigures: { ...shown, months: quote.months, effectiveRateTenths: quote.effectiveRateTenths },
      });
      if (!plan) throw new Error('The plan was not stored');
      const order = planCaseOrder(picked);
      await insertPlanCases(
        tx,
        picked.map((c, index) => ({ planId: plan.id, caseId: c.caseId, position: order.indexOf(index) })),
      );
      const references = await instalmentReferences(tx, quote.instalments.length);
      await insertInstalments(
        tx,
        quote.instalments.map((i, index) => ({
          planId: plan.id,
          sequence: i.sequence,
          dueDate: i.dueDate,
          amount: i.amount,
          split: i.split.map((part) => ({ caseId: picked[part.case]?.caseId ?? '', amount: part.amount })),
          ocrReference: references[index] ?? null,
          status: 'Proposal' as const,
        })),
      );
      await recordPlanWebhookEvent(tx, 'plan.proposed', plan.id);
      await insertAuditEntry(tx, {
        debtorId,
        action: 'plan.proposed',
        entity: 'payment_plan',
        entityId: plan.guid,
        ipAddress: input.ipAddress,
        details: { termsVersion: PLAN_TERMS_VERSION, termsAcceptedAt: now.toISOString(), shown },
      });
      const clientRows = await autoApprovePlansOfClients(
        tx,
        involved.map((creditor) => creditor.clientId),
      );
      const policy = approvalPolicy(
        involved,
        clientRows.map((client) => client.autoApprovePlans),
      );
      if (autoApprovalBlocks(quote, policy).length === 0) {
        ({ notice } = await acceptPlan(
          tx,
          provider,
          plan.id,
          { name: 'auto-approval' },
          null,
          input.notify ?? null,
        ));
        return { planId: plan.id, decision: 'Accepted' as const };
      }
      return { planId: plan.id, decision: 'Pending' as const };
    });
    if (notice) await renderLetters(db, [notice]);
    return proposed;
  } catch (error) {
    // The same key from another debtor, or a race the debtor lock did not see: the key is unique.
    const { code, cause } = error as { code?: string; cause?: { code?: string } };
    if (code === '23505' || cause?.code === '23505') {
      const first = await existing(db);
      if (first) return first;
    }
    throw error;
  }
}
