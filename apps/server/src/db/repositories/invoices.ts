/** Invoices of the invoice ledger and their transactions. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../executor.ts';
import { creditors, debtors, invoices, invoiceTransactions } from '../schema.ts';

/** An invoice as stored. */
export type InvoiceRow = typeof invoices.$inferSelect;

/** An invoice with its debtor and its creditor's name and Swish number, as a letter about it names them. */
export async function invoiceWithParties(db: Executor, invoiceId: string) {
  const [row] = await db
    .select({
      invoice: invoices,
      debtor: debtors,
      creditorName: creditors.name,
      swishPayee: creditors.swishPayee,
    })
    .from(invoices)
    .innerJoin(debtors, eq(debtors.id, invoices.debtorId))
    .innerJoin(creditors, eq(creditors.id, invoices.creditorId))
    .where(eq(invoices.id, invoiceId));
  return row ?? null;
}

/** Locks the invoice's row for the rest of the transaction. */
export async function lockInvoice(db: Executor, invoiceId: string): Promise<void> {
  await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, invoiceId)).for('update');
}

/** The invoice as stored, if it exists. */
export async function invoiceById(db: Executor, invoiceId: string) {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  return invoice ?? null;
}

/** Marks the invoice reminded and adds the reminder's fee `fee` (minor units) to its fees. */
export async function setInvoiceReminded(db: Executor, invoiceId: string, fee: number): Promise<void> {
  await db
    .update(invoices)
    .set({ status: 'Reminded', fees: sql`${invoices.fees} + ${fee}`, updatedAt: new Date() })
    .where(eq(invoices.id, invoiceId));
}

/** Adds a transaction to an invoice's own ledger. */
export async function insertInvoiceTransaction(
  db: Executor,
  transaction: typeof invoiceTransactions.$inferInsert,
): Promise<void> {
  await db.insert(invoiceTransactions).values(transaction);
}

/** The day of the invoice's last reminder, if it has had one. */
export async function lastReminderDateOf(db: Executor, invoiceId: string): Promise<string | null> {
  const [reminded] = await db
    .select({ date: invoiceTransactions.date })
    .from(invoiceTransactions)
    .where(and(eq(invoiceTransactions.invoiceId, invoiceId), eq(invoiceTransactions.type, 'Reminder')))
    .orderBy(desc(invoiceTransactions.date))
    .limit(1);
  return reminded?.date ?? null;
}

/** Marks the invoice handed over to collection as case `caseId`. */
export async function setInvoiceHandedOver(db: Executor, invoiceId: string, caseId: string): Promise<void> {
  await db
    .update(invoices)
    .set({ status: 'HandedOver', caseId, updatedAt: new Date() })
    .where(eq(invoices.id, invoiceId));
}
