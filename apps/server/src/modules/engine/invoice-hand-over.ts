import { and, desc, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/executor.ts';
import { invoices, invoiceTransactions } from '../../db/schema.ts';
import { writeCollectionCase } from './open-collection-case.ts';
import { feeConditionsOf, type StepContext } from './step-transaction.ts';

export async function handOverInvoice(
  tx: Transaction,
  context: StepContext,
  invoice: typeof invoices.$inferSelect,
): Promise<{ caseId: string; caseNumber: string; documentId: string | null }> {
  const { day } = context;
  const [reminded] = await tx
    .select({ date: invoiceTransactions.date })
    .from(invoiceTransactions)
    .where(and(eq(invoiceTransactions.invoiceId, invoice.id), eq(invoiceTransactions.type, 'Reminder')))
    .orderBy(desc(invoiceTransactions.date))
    .limit(1);
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
      fees: invoice.fees > 0 ? [{ type: 'reminder', date: reminded?.date ?? day, amount: invoice.fees }] : [],
      interest: invoice.interest,
      paid: invoice.paid,
      credited: invoice.credited,
    },
    conditions: await feeConditionsOf(tx, context, invoice),
    foreignFees: context.foreignFees.get(invoice.creditorId) ?? {},
  });
  await tx
    .update(invoices)
    .set({ status: 'HandedOver', caseId: opened.caseId, updatedAt: new Date() })
    .where(eq(invoices.id, invoice.id));
  await tx.insert(invoiceTransactions).values({
    invoiceId: invoice.id,
    type: 'HandedToCollection',
    date: day,
    // All the invoice still owed moves to the case, so its own ledger ends at zero.
    amount: Math.max(0, invoice.amount + invoice.fees + invoice.interest - invoice.paid - invoice.credited),
  });
  return opened;
}
