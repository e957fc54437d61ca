/** The steps of an invoice of the invoice ledger: its reminder, then handing it over to collection. */
import { type DueStep, feeHasBasis, nextInvoiceStep, paymentDeadline } from '@fordra/domain';
import type { Executor } from '../../db/executor.ts';
import { setProcessStepCase } from '../../db/repositories/cases.ts';
import {
  insertInvoiceTransaction,
  invoiceById,
  lockInvoice,
  setInvoiceReminded,
} from '../../db/repositories/invoices.ts';
import { issueInvoiceReminderLetter } from '../letters/invoice-letters.ts';
import { handOverInvoice } from './invoice-hand-over.ts';
import { loadInvoices, type ProcessInvoice } from './process-facts.ts';
import {
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

/** Takes an invoice's step: its reminder (with the fee only where it has its basis), or handing it over to collection. */
export function takeInvoiceStep(
  db: Executor,
  context: StepContext,
  subject: ProcessInvoice,
  step: DueStep,
): Promise<boolean> {
  const { day } = context;
  return inStep(db, context, async (tx, letters) => {
    await lockInvoice(tx, subject.id);
    const [current] = await loadInvoices(tx, { invoiceId: subject.id });
    const policy = policyOf(context, subject.clientId);
    if (!current || !sameStep(nextInvoiceStep(current, policy), step)) throw new StepNoLongerDue();
    const actionId = await claimStep(tx, step, { kind: 'invoice', id: subject.id, caseId: null }, day);
    if (!actionId) return false;
    const invoice = await invoiceById(tx, subject.id);
    if (!invoice) throw new StepNoLongerDue();
    if (step.action === 'invoiceReminder') {
      const fee = feeHasBasis('reminder', await feeConditionsOf(tx, context, subject))
        ? feeOf(context, 'reminder', subject.currency, subject.creditorId)
        : 0;
      await setInvoiceReminded(tx, subject.id, fee);
      await insertInvoiceTransaction(tx, { invoiceId: subject.id, type: 'Reminder', date: day, amount: fee });
      const { documentId } = await issueInvoiceReminderLetter(tx, context.provider, {
        invoiceId: subject.id,
        issuedOn: day,
        dueDate: paymentDeadline('invoiceReminder', day),
        fee,
        rendering: 'afterCommit',
      });
      letters.push(documentId);
      await finishStep(tx, actionId, documentId, {
        debtorId: subject.debtorId,
        entity: 'invoice',
        entityId: invoice.invoiceNumber,
        action: step.action,
        details: { dueOn: step.dueOn, takenOn: day, fee },
      });
      return true;
    }
    if (step.action !== 'handOver') throw new Error(`An invoice takes no step ${step.action}`);
    const { caseId, caseNumber, documentId } = await handOverInvoice(tx, context, invoice);
    if (documentId) letters.push(documentId);
    await setProcessStepCase(tx, actionId, caseId);
    await finishStep(tx, actionId, documentId, {
      debtorId: subject.debtorId,
      entity: 'invoice',
      entityId: invoice.invoiceNumber,
      action: step.action,
      details: { dueOn: step.dueOn, takenOn: day, caseNumber },
    });
    return true;
  });
}
