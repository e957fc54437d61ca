import type { Transaction } from '../../db/executor.ts';
import {
  type InvoiceRow,
  insertInvoiceTransaction,
  lastReminderDateOf,
  setInvoiceHandedOver,
} from '../../db/repositories/invoices.ts';
import { writeCollectionCase } from './open-collection-case.ts';
import { feeConditionsOf, type StepContext } from './step-transaction.ts';

export async function handOverInvoice(
  tx: Transaction,
  context: StepContext,
  invoice: InvoiceRow,
): Promise<{ caseId: string; caseNumber: string; documentId: string | null }> {
  const { day } = context;
  const remindedOn = await lastReminderDateOf(tx, invoice.id);
  const opened = await writeCollectionCase(tx, context.provider, {
    day,
    parties: {
      debtorId: invoice.debtorId,
      creditorId: invoice.creditorId,
      clientId: invoice.clientId,
      invoiceNumber: invoice.invoiceNumber,
      invoiceDate: invoice.invoiceDate,
      dueDate: invoice.dueDate,
      description: invoice.description,
      bankgiro: invoice.bankgiro,
    },
    claim: {
      currency: invoice.currency,
      amount: invoice.amount,
      fees: invoice.fees > 0 ? [{ type: 'reminder', date: remindedOn ?? day, amount: invoice.fees }] : [],
      interest: invoice.interest,
      paid: invoice.paid,
      credited: invoice.credited,
    },
    conditions: await feeConditionsOf(tx, context, invoice),
    foreignFees: context.foreignFees.get(invoice.creditorId) ?? {},
  });
  await setInvoiceHandedOver(tx, invoice.id, opened.caseId);
  await insertInvoiceTransaction(tx, {
    invoiceId: invoice.id,
    type: 'HandedToCollection',
    date: day,
    // All the invoice still owed moves to the case, so its own ledger ends at zero.
    amount: Math.max(0, invoice.amount + invoice.fees + invoice.interest - invoice.paid - invoice.credited),
  });
  return opened;
}
