/** The invoice ledger: customers, invoices and their transactions. */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { insertRows, isAnyOf, updateRows } from '../bulk-statements.ts';
import type { Executor } from '../executor.ts';
import { preparedPerDatabase } from '../prepared.ts';
import {
  cases,
  clients,
  customers,
  invoiceReferenceSequence,
  invoices,
  invoiceTransactions,
} from '../schema.ts';
import { type DebtorRange, inDebtorRange } from './engine-runs.ts';

/** A debtor's open and reminded invoices with what they were and what has been paid (prepared: the home screen). */
export const openInvoicesOfDebtor = preparedPerDatabase((db) =>
  db
    .select({
      currency: invoices.currency,
      status: invoices.status,
      amount: invoices.amount,
      fees: invoices.fees,
      interest: invoices.interest,
      paid: invoices.paid,
      credited: invoices.credited,
    })
    .from(invoices)
    .where(
      and(eq(invoices.debtorId, sql.placeholder('debtorId')), inArray(invoices.status, ['Open', 'Reminded'])),
    )
    .prepare('debtor_summary_invoices'),
);

/** A ledger customer by guid with its debtor and client, within the client `clientId` (undefined: any client's). */
export async function customerOfClientByGuid(
  db: Executor,
  customerGuid: string,
  clientId: string | undefined,
) {
  const [row] = await db
    .select({ id: customers.id, debtorId: customers.debtorId, clientId: customers.clientId })
    .from(customers)
    .where(
      and(
        eq(customers.guid, customerGuid),
        clientId !== undefined ? eq(customers.clientId, clientId) : undefined,
      ),
    );
  return row;
}

/** An invoice's status. */
export type InvoiceStatus = (typeof invoices.$inferSelect)['status'];

/** A transaction of an invoice to store. */
export type InvoiceTransactionInsert = typeof invoiceTransactions.$inferInsert;

/** An invoice's paid amount and status to write, by its id. */
export type InvoicePaidChange = Pick<typeof invoices.$inferInsert, 'paid' | 'status' | 'updatedAt'> & {
  id: string;
};

/** Locks the invoices of `ids` (sorted) and answers what a payment changes on them, as stored. */
export async function lockInvoicesForPayments(db: Executor, ids: readonly string[]) {
  return db
    .select({
      id: invoices.id,
      amount: invoices.amount,
      fees: invoices.fees,
      interest: invoices.interest,
      paid: invoices.paid,
      credited: invoices.credited,
      status: invoices.status,
    })
    .from(invoices)
    .where(isAnyOf(invoices.id, ids))
    .orderBy(asc(invoices.id))
    .for('update');
}

/** Writes each invoice's paid amount and status of `changes`. */
export async function writeInvoicesPaid(db: Executor, changes: readonly InvoicePaidChange[]): Promise<void> {
  await updateRows(db, invoices, 'id', changes);
}

/** Stores invoice transactions in bulk (`insertRows`). */
export async function insertInvoiceTransactionRows(
  db: Executor,
  rows: readonly InvoiceTransactionInsert[],
): Promise<void> {
  await insertRows(db, invoiceTransactions, rows);
}

/**
 * The invoices whose OCR reference is one of `references`, with their debtor and currency, and the case
 * each was handed over to, if any (`caseId`, `caseDebtorId`, `caseCurrency`).
 */
export async function invoicesByOcrReferences(db: Executor, references: readonly string[]) {
  const handedOver = alias(cases, 'handed_over');
  return db
    .select({
      reference: invoices.ocrReference,
      id: invoices.id,
      debtorId: invoices.debtorId,
      currency: invoices.currency,
      caseId: handedOver.id,
      caseDebtorId: handedOver.debtorId,
      caseCurrency: handedOver.currency,
    })
    .from(invoices)
    .leftJoin(handedOver, eq(handedOver.id, invoices.caseId))
    .where(isAnyOf(invoices.ocrReference, references));
}

/** The invoices of `filter` (a range of debtors, or one invoice) in one of `statuses`, not handed over to collection. */
export async function invoicesForProcess(
  db: Executor,
  filter: DebtorRange | { invoiceId: string },
  statuses: readonly InvoiceStatus[],
) {
  return db
    .select({
      id: invoices.id,
      debtorId: invoices.debtorId,
      clientId: invoices.clientId,
      creditorId: invoices.creditorId,
      currency: invoices.currency,
      status: invoices.status,
      dueDate: invoices.dueDate,
      owes: sql<boolean>`(${invoices.amount} - ${invoices.paid} - ${invoices.credited}) > 0`,
    })
    .from(invoices)
    .where(
      and(
        'invoiceId' in filter ? eq(invoices.id, filter.invoiceId) : inDebtorRange(invoices.debtorId, filter),
        inArray(invoices.status, statuses),
        isNull(invoices.caseId),
      ),
    );
}

/** An invoice to store. */
export type InvoiceInsert = typeof invoices.$inferInsert;

/** Stores a client's customer and answers its id. */
export async function addCustomer(
  db: Executor,
  customer: typeof customers.$inferInsert,
): Promise<string | undefined> {
  const [row] = await db.insert(customers).values(customer).returning({ id: customers.id });
  return row?.id;
}

/** The next number of the invoices' reference sequence, as text, read through client `clientId`'s row. */
export async function nextInvoiceReferenceNumber(
  db: Executor,
  clientId: string,
): Promise<string | undefined> {
  const [numbered] = await db
    .select({ n: sql<string>`${sql.raw(`nextval('${invoiceReferenceSequence.seqName}')::text`)}` })
    .from(clients)
    .where(eq(clients.id, clientId));
  return numbered?.n;
}

/** Stores an invoice and answers its id. */
export async function addInvoice(db: Executor, invoice: InvoiceInsert): Promise<string | undefined> {
  const [row] = await db.insert(invoices).values(invoice).returning({ id: invoices.id });
  return row?.id;
}

/** Stores an invoice's transactions. */
export async function addInvoiceTransactions(db: Executor, rows: InvoiceTransactionInsert[]): Promise<void> {
  await db.insert(invoiceTransactions).values(rows);
}
