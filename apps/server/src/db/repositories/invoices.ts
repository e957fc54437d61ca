/** The invoices aggregate: a client's invoices to its customers and their transactions. */
import { and, asc, count, desc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../executor.ts';
import { debtorNameSql as partyName } from '../expressions.ts';
import { cases, creditors, customers, debtors, invoices, invoiceTransactions } from '../schema.ts';

export type Invoice = typeof invoices.$inferSelect;

/** Left to pay on an invoice, as `invoiceRemaining` (invoice-service.ts) reckons it, in SQL. */
export const invoiceRemainingSql = sql`(case when ${invoices.status} in ('Open', 'Reminded') then greatest(0, ${invoices.amount} + ${invoices.fees} + ${invoices.interest} - ${invoices.paid} - ${invoices.credited}) else 0 end)`;

const INVOICE_SORTS = {
  invoiceDate: invoices.invoiceDate,
  dueDate: invoices.dueDate,
  amount: invoices.amount,
  remaining: invoiceRemainingSql,
  invoiceNumber: invoices.invoiceNumber,
  status: invoices.status,
} as const;

export type InvoiceSort = keyof typeof INVOICE_SORTS;

const invoiceSelection = {
  invoice: invoices,
  creditorGuid: creditors.guid,
  creditorName: creditors.name,
  customerGuid: customers.guid,
  customerNumber: customers.customerNumber,
  name: partyName,
  caseGuid: cases.guid,
};

function invoiceQuery(db: Executor) {
  return db
    .select(invoiceSelection)
    .from(invoices)
    .innerJoin(creditors, eq(creditors.id, invoices.creditorId))
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .innerJoin(debtors, eq(debtors.id, invoices.debtorId))
    .leftJoin(cases, eq(cases.id, invoices.caseId));
}

/** An invoice with its creditor, its customer and the case it was handed over as. */
export type InvoiceWithParties = Awaited<ReturnType<ReturnType<typeof invoiceQuery>['execute']>>[number];

/**
 * Which of a client's invoices a list shows: of a status, dated in a period, of a customer, and found
 * by a search: the OCR reference or the debtor's identity number it is, or invoice number, own
 * reference, customer number or name like `pattern`.
 */
export type InvoiceFilter = {
  status?: Invoice['status'] | undefined;
  from?: string | undefined;
  to?: string | undefined;
  customerGuid?: string | undefined;
  search?: { ocrReference: string | null; identityNumber: string | null; pattern: string } | undefined;
};

/** A page of a client's invoices, with their parties, and how many the filter finds. */
export async function invoicesPage(
  db: Executor,
  clientId: string,
  filter: InvoiceFilter,
  page: { sort: InvoiceSort; descending: boolean; limit: number; offset: number },
) {
  const filters: (SQL | undefined)[] = [eq(invoices.clientId, clientId)];
  if (filter.status) filters.push(eq(invoices.status, filter.status));
  if (filter.from) filters.push(gte(invoices.invoiceDate, filter.from));
  if (filter.to) filters.push(lte(invoices.invoiceDate, filter.to));
  if (filter.customerGuid) filters.push(eq(customers.guid, filter.customerGuid));
  const { search } = filter;
  if (search) {
    filters.push(
      or(
        ...(search.ocrReference ? [eq(invoices.ocrReference, search.ocrReference)] : []),
        ...(search.identityNumber ? [eq(debtors.identityNumber, search.identityNumber)] : []),
        ilike(invoices.invoiceNumber, search.pattern),
        ilike(invoices.clientReference, search.pattern),
        ilike(customers.customerNumber, search.pattern),
        ilike(partyName, search.pattern),
      ),
    );
  }
  const where = and(...filters);
  const direction = page.descending ? desc : asc;
  const [rows, [total]] = await Promise.all([
    invoiceQuery(db)
      .where(where)
      .orderBy(direction(INVOICE_SORTS[page.sort]), direction(invoices.invoiceNumber))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(invoices)
      .innerJoin(customers, eq(customers.id, invoices.customerId))
      .innerJoin(debtors, eq(debtors.id, invoices.debtorId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A client's invoice by its guid, with its parties; none when it is another client's. */
export async function clientInvoiceByGuid(db: Executor, clientId: string, invoiceGuid: string) {
  const [row] = await invoiceQuery(db).where(
    and(eq(invoices.clientId, clientId), eq(invoices.guid, invoiceGuid)),
  );
  return row ?? null;
}

/** The transactions of an invoice, in the order they happened. */
export async function transactionsOfInvoice(db: Executor, invoiceId: string) {
  return db
    .select()
    .from(invoiceTransactions)
    .where(eq(invoiceTransactions.invoiceId, invoiceId))
    .orderBy(asc(invoiceTransactions.date), asc(invoiceTransactions.createdAt));
}

/** A page of a debtor's own invoices from every client, newest due first, with each creditor's Swish number. */
export async function debtorInvoicesPage(
  db: Executor,
  debtorId: string,
  page: { limit: number; offset: number },
) {
  const where = eq(invoices.debtorId, debtorId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ invoice: invoices, creditorName: creditors.name, swishPayee: creditors.swishPayee })
      .from(invoices)
      .innerJoin(creditors, eq(creditors.id, invoices.creditorId))
      .where(where)
      .orderBy(desc(invoices.dueDate), desc(invoices.invoiceNumber))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(invoices).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A client's invoices to a debtor. */
export async function invoicesOfClientDebtor(db: Executor, clientId: string, debtorId: string) {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.clientId, clientId), eq(invoices.debtorId, debtorId)));
}
