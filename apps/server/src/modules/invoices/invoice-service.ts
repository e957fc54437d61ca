/**
 * The invoice ledger as a client sees it (its customers and invoices) and as a debtor sees it (their
 * own invoices and how to pay them). Every client query is scoped by the client's id.
 */
import {
  type Currency,
  daysBetween,
  identityNumberIn,
  isActiveStatus,
  statusDisplayGroup,
  swishPaymentPayload,
} from '@fordra/domain';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { debtorNameSql as partyName } from '../../db/expressions.ts';
import { pendingLetterColumns } from '../../db/repositories/letters.ts';
import {
  cases,
  creditors,
  customers,
  debtorAddresses,
  debtors,
  documents,
  invoices,
  invoiceTransactions,
} from '../../db/schema.ts';
import { notFound } from '../../http/api-error.ts';
import { checkPeriod, containsPattern, listAnswer, type PageQuery, pageWindow } from '../../http/lists.ts';
import { balanceOn } from '../ledger/ledger-service.ts';
import { referenceRatesOf } from '../ledger/reference-rates.ts';
import { withLettersRendered } from '../letters/pending-letters.ts';

type Order = { sort?: string | undefined; order?: 'asc' | 'desc' | undefined };
type InvoiceRow = typeof invoices.$inferSelect;

/** Left to pay on an invoice: nothing once it is paid, credited or handed over to collection. */
export function invoiceRemaining(
  row: Pick<InvoiceRow, 'status' | 'amount' | 'fees' | 'interest' | 'paid' | 'credited'>,
) {
  if (row.status !== 'Open' && row.status !== 'Reminded') return 0;
  return Math.max(0, row.amount + row.fees + row.interest - row.paid - row.credited);
}
const remainingSql = sql`(case when ${invoices.status} in ('Open', 'Reminded') then greatest(0, ${invoices.amount} + ${invoices.fees} + ${invoices.interest} - ${invoices.paid} - ${invoices.credited}) else 0 end)`;

const direction = (query: Order, defaultDesc: boolean) =>
  (query.order ?? (query.sort ? 'asc' : defaultDesc ? 'desc' : 'asc')) === 'desc' ? desc : asc;

// ---- Customers ----------------------------------------------------------------

const customerCounts = {
  invoices:
    sql<number>`(select count(*) from ${invoices} where ${invoices.customerId} = ${customers.id})`.mapWith(
      Number,
    ),
  openInvoices:
    sql<number>`(select count(*) from ${invoices} where ${invoices.customerId} = ${customers.id} and ${invoices.status} in ('Open', 'Reminded'))`.mapWith(
      Number,
    ),
  openAmounts: sql<
    { currency: Currency; amount: number }[]
  >`coalesce((select json_agg(json_build_object('currency', t.currency, 'amount', t.amount) order by t.currency) from (
    select ${invoices.currency} as currency, sum(${remainingSql})::bigint as amount from ${invoices}
    where ${invoices.customerId} = ${customers.id} and ${invoices.status} in ('Open', 'Reminded') group by ${invoices.currency}) t), '[]'::json)`,
  cases:
    sql<number>`(select count(*) from ${cases} where ${cases.debtorId} = ${customers.debtorId} and ${cases.clientId} = ${customers.clientId})`.mapWith(
      Number,
    ),
};
const openAmountSql = sql`(select coalesce(sum(${remainingSql}), 0) from ${invoices} where ${invoices.customerId} = ${customers.id})`;

const CUSTOMER_SORTS = {
  name: partyName,
  customerNumber: customers.customerNumber,
  createdAt: customers.createdAt,
  openAmount: openAmountSql,
} as const;

function presentCustomer(row: {
  customer: typeof customers.$inferSelect;
  debtor: typeof debtors.$inferSelect;
  name: string;
  invoices: number;
  openInvoices: number;
  openAmounts: { currency: Currency; amount: number }[];
  cases: number;
}) {
  return {
    customerGuid: row.customer.guid,
    customerNumber: row.customer.customerNumber,
    debtor: {
      guid: row.debtor.guid,
      kind: row.debtor.kind,
      name: row.name,
      identityNumber: row.debtor.identityNumber,
    },
    email: row.debtor.email,
    invoices: row.invoices,
    openInvoices: row.openInvoices,
    openAmounts: row.openAmounts.map((entry) => ({ currency: entry.currency, amount: Number(entry.amount) })),
    cases: row.cases,
    createdAt: row.customer.createdAt.toISOString(),
  };
}

const customerSelection = { customer: customers, debtor: debtors, name: partyName, ...customerCounts };

export async function listCustomers(
  db: Executor,
  clientId: string,
  query: PageQuery & Order & { q?: string | undefined },
  today: string,
) {
  const filters: (SQL | undefined)[] = [eq(customers.clientId, clientId)];
  if (query.q) {
    const identityNumber = identityNumberIn(query.q, today);
    const pattern = containsPattern(query.q);
    filters.push(
      or(
        ilike(partyName, pattern),
        ilike(customers.customerNumber, pattern),
        ilike(debtors.email, pattern),
        ...(identityNumber ? [eq(debtors.identityNumber, identityNumber)] : []),
      ),
    );
  }
  const where = and(...filters);
  const { limit, offset } = pageWindow(query);
  const sortColumn = CUSTOMER_SORTS[(query.sort ?? 'name') as keyof typeof CUSTOMER_SORTS];
  const [rows, [total]] = await Promise.all([
    db
      .select(customerSelection)
      .from(customers)
      .innerJoin(debtors, eq(debtors.id, customers.debtorId))
      .where(where)
      .orderBy(direction(query, false)(sortColumn), asc(customers.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(customers)
      .innerJoin(debtors, eq(debtors.id, customers.debtorId))
      .where(where),
  ]);
  return listAnswer(query, rows.map(presentCustomer), total?.n ?? 0);
}

async function primaryAddress(db: Executor, debtorId: string) {
  const [address] = await db
    .select()
    .from(debtorAddresses)
    .where(eq(debtorAddresses.debtorId, debtorId))
    .orderBy(desc(debtorAddresses.isPrimary))
    .limit(1);
  return address
    ? {
        careOf: address.careOf,
        street: address.street,
        postalCode: address.postalCode,
        city: address.city,
        country: address.country,
      }
    : null;
}

export async function getCustomer(db: Executor, clientId: string, customerGuid: string, today: string) {
  const [row] = await db
    .select(customerSelection)
    .from(customers)
    .innerJoin(debtors, eq(debtors.id, customers.debtorId))
    .where(and(eq(customers.clientId, clientId), eq(customers.guid, customerGuid)));
  if (!row) throw notFound('The customer');
  const [own, rates] = await Promise.all([
    db
      .select()
      .from(cases)
      .where(and(eq(cases.clientId, clientId), eq(cases.debtorId, row.debtor.id)))
      .orderBy(desc(cases.registrationDate), desc(cases.caseNumber)),
    referenceRatesOf(db),
  ]);
  return {
    ...presentCustomer(row),
    address: await primaryAddress(db, row.debtor.id),
    cellularPhone: row.debtor.cellularPhone,
    caseGuids: own.map((c) => c.guid),
    caseSummaries: own.map((c) => ({
      caseGuid: c.guid,
      caseNumber: c.caseNumber,
      status: c.status,
      invoiceNumber: c.invoiceNumber,
      registrationDate: c.registrationDate,
      currency: c.currency,
      remainingAmount: balanceOn(c, today, rates).remainingAmount,
    })),
  };
}

// ---- Invoices -------------------------------------------------------------------

const INVOICE_SORTS = {
  invoiceDate: invoices.invoiceDate,
  dueDate: invoices.dueDate,
  amount: invoices.amount,
  remaining: remainingSql,
  invoiceNumber: invoices.invoiceNumber,
  status: invoices.status,
} as const;

const invoiceSelection = {
  invoice: invoices,
  creditorGuid: creditors.guid,
  creditorName: creditors.name,
  customerGuid: customers.guid,
  customerNumber: customers.customerNumber,
  name: partyName,
  caseGuid: cases.guid,
};

function presentInvoice(row: {
  invoice: InvoiceRow;
  creditorGuid: string;
  creditorName: string;
  customerGuid: string;
  customerNumber: string;
  name: string;
  caseGuid: string | null;
}) {
  const { invoice } = row;
  return {
    invoiceGuid: invoice.guid,
    invoiceNumber: invoice.invoiceNumber,
    clientReference: invoice.clientReference,
    status: invoice.status,
    creditor: { creditorGuid: row.creditorGuid, name: row.creditorName },
    customer: { customerGuid: row.customerGuid, customerNumber: row.customerNumber, name: row.name },
    description: invoice.description,
    invoiceDate: invoice.invoiceDate,
    dueDate: invoice.dueDate,
    currency: invoice.currency,
    amount: invoice.amount,
    remaining: invoiceRemaining(invoice),
    ocrReference: invoice.ocrReference,
    bankgiro: invoice.bankgiro,
    caseGuid: row.caseGuid,
  };
}

function invoiceQuery(db: Executor) {
  return db
    .select(invoiceSelection)
    .from(invoices)
    .innerJoin(creditors, eq(creditors.id, invoices.creditorId))
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .innerJoin(debtors, eq(debtors.id, invoices.debtorId))
    .leftJoin(cases, eq(cases.id, invoices.caseId));
}

export type InvoiceListQuery = PageQuery &
  Order & {
    from?: string | undefined;
    to?: string | undefined;
    status?: (typeof invoices.$inferSelect)['status'] | undefined;
    customerGuid?: string | undefined;
    q?: string | undefined;
  };

export async function listInvoices(db: Executor, clientId: string, query: InvoiceListQuery, today: string) {
  checkPeriod(query);
  const filters: (SQL | undefined)[] = [eq(invoices.clientId, clientId)];
  if (query.status) filters.push(eq(invoices.status, query.status));
  if (query.from) filters.push(gte(invoices.invoiceDate, query.from));
  if (query.to) filters.push(lte(invoices.invoiceDate, query.to));
  if (query.customerGuid) filters.push(eq(customers.guid, query.customerGuid));
  if (query.q) {
    const compact = query.q.replace(/[\s-]/g, '');
    const identityNumber = identityNumberIn(query.q, today);
    const pattern = containsPattern(query.q);
    filters.push(
      or(
        ...(/^\d+$/.test(compact) ? [eq(invoices.ocrReference, compact)] : []),
        ...(identityNumber ? [eq(debtors.identityNumber, identityNumber)] : []),
        ilike(invoices.invoiceNumber, pattern),
        ilike(invoices.clientReference, pattern),
        ilike(customers.customerNumber, pattern),
        ilike(partyName, pattern),
      ),
    );
  }
  const where = and(...filters);
  const { limit, offset } = pageWindow(query);
  const sortColumn = INVOICE_SORTS[(query.sort ?? 'invoiceDate') as keyof typeof INVOICE_SORTS];
  const sortDirection = direction(query, true);
  const [rows, [total]] = await Promise.all([
    invoiceQuery(db)
      .where(where)
      .orderBy(sortDirection(sortColumn), sortDirection(invoices.invoiceNumber))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(invoices)
      .innerJoin(customers, eq(customers.id, invoices.customerId))
      .innerJoin(debtors, eq(debtors.id, invoices.debtorId))
      .where(where),
  ]);
  return listAnswer(query, rows.map(presentInvoice), total?.n ?? 0);
}

async function clientInvoice(db: Executor, clientId: string, invoiceGuid: string) {
  const [row] = await invoiceQuery(db).where(
    and(eq(invoices.clientId, clientId), eq(invoices.guid, invoiceGuid)),
  );
  if (!row) throw notFound('The invoice');
  return row;
}

export async function getInvoice(db: Executor, clientId: string, invoiceGuid: string) {
  return presentInvoice(await clientInvoice(db, clientId, invoiceGuid));
}

const documentColumns = {
  documentGuid: documents.guid,
  kind: documents.kind,
  title: documents.title,
  fileName: documents.fileName,
  sizeBytes: documents.sizeBytes,
  createdAt: documents.createdAt,
};
type DocumentRow = {
  documentGuid: string;
  kind: string;
  title: string;
  fileName: string;
  sizeBytes: number;
  createdAt: Date;
};
const presentDocument = (doc: DocumentRow) => ({ ...doc, createdAt: doc.createdAt.toISOString() });

async function documentsOf(db: Executor, invoiceIds: string[]) {
  if (invoiceIds.length === 0) return [];
  const rows = await db
    .select({ invoiceId: documents.invoiceId, ...documentColumns, ...pendingLetterColumns })
    .from(documents)
    .where(inArray(documents.invoiceId, invoiceIds))
    .orderBy(asc(documents.createdAt));
  return withLettersRendered(db, rows);
}

export async function getInvoiceDocuments(db: Executor, clientId: string, invoiceGuid: string) {
  const { invoice } = await clientInvoice(db, clientId, invoiceGuid);
  const rows = await documentsOf(db, [invoice.id]);
  return { items: rows.map(({ invoiceId: _, ...doc }) => presentDocument(doc)) };
}

export async function getInvoiceTransactions(db: Executor, clientId: string, invoiceGuid: string) {
  const { invoice } = await clientInvoice(db, clientId, invoiceGuid);
  const rows = await db
    .select()
    .from(invoiceTransactions)
    .where(eq(invoiceTransactions.invoiceId, invoice.id))
    .orderBy(asc(invoiceTransactions.date), asc(invoiceTransactions.createdAt));
  return {
    items: rows.map((row) => ({
      transactionGuid: row.guid,
      type: row.type,
      date: row.date,
      amount: row.amount,
    })),
  };
}

export async function getInvoiceFinancialDetails(
  db: Executor,
  clientId: string,
  invoiceGuid: string,
  today: string,
) {
  const { invoice, caseGuid } = await clientInvoice(db, clientId, invoiceGuid);
  const remaining = invoiceRemaining(invoice);
  return {
    invoiceGuid,
    currency: invoice.currency,
    amount: invoice.amount,
    paid: invoice.paid,
    credited: invoice.credited,
    fees: invoice.fees,
    interest: invoice.interest,
    remaining,
    dueDate: invoice.dueDate,
    daysOverdue: remaining > 0 ? Math.max(0, daysBetween(invoice.dueDate, today)) : 0,
    status: invoice.status,
    caseGuid,
  };
}

/** The debtor's own invoices from every client, newest first, with how to pay each. */
export async function listDebtorInvoices(db: Executor, debtorId: string, query: PageQuery) {
  const where = eq(invoices.debtorId, debtorId);
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({ invoice: invoices, creditorName: creditors.name, swishPayee: creditors.swishPayee })
      .from(invoices)
      .innerJoin(creditors, eq(creditors.id, invoices.creditorId))
      .where(where)
      .orderBy(desc(invoices.dueDate), desc(invoices.invoiceNumber))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(invoices).where(where),
  ]);
  const docs = await documentsOf(
    db,
    rows.map((row) => row.invoice.id),
  );
  const items = rows.map(({ invoice, creditorName, swishPayee }) => {
    const amountToPay = invoiceRemaining(invoice);
    const swishable = swishPayee !== null && invoice.currency === 'SEK' && amountToPay > 0;
    return {
      invoiceGuid: invoice.guid,
      invoiceNumber: invoice.invoiceNumber,
      creditorName,
      description: invoice.description,
      status: invoice.status,
      invoiceDate: invoice.invoiceDate,
      dueDate: invoice.dueDate,
      currency: invoice.currency,
      amount: invoice.amount,
      amountToPay,
      ocrReference: invoice.ocrReference,
      bankgiro: invoice.bankgiro,
      swishPayee,
      swishPayload: swishable
        ? swishPaymentPayload({ payee: swishPayee, amount: amountToPay, message: invoice.ocrReference })
        : null,
      documents: docs
        .filter((doc) => doc.invoiceId === invoice.id)
        .map(({ invoiceId: _, ...doc }) => presentDocument(doc)),
    };
  });
  return listAnswer(query, items, total?.n ?? 0);
}

// ---- Debtors as a client sees them ------------------------------------------------

/** The debtor, if they have a case or an invoice of the client; anyone else is not found. */
async function clientsDebtor(db: Executor, clientId: string, debtorGuid: string) {
  const [row] = await db
    .select({ debtor: debtors, customerGuid: customers.guid })
    .from(debtors)
    .leftJoin(customers, and(eq(customers.debtorId, debtors.id), eq(customers.clientId, clientId)))
    .where(
      and(
        eq(debtors.guid, debtorGuid),
        or(
          sql`exists (select 1 from ${cases} where ${cases.debtorId} = ${debtors.id} and ${cases.clientId} = ${clientId})`,
          sql`exists (select 1 from ${invoices} where ${invoices.debtorId} = ${debtors.id} and ${invoices.clientId} = ${clientId})`,
        ),
      ),
    );
  if (!row) throw notFound('The debtor');
  return row;
}

export async function getClientDebtor(db: Executor, clientId: string, debtorGuid: string) {
  const { debtor, customerGuid } = await clientsDebtor(db, clientId, debtorGuid);
  return {
    debtorGuid: debtor.guid,
    kind: debtor.kind,
    name: debtor.companyName ?? `${debtor.firstName ?? ''} ${debtor.lastName ?? ''}`.trim(),
    identityNumber: debtor.identityNumber,
    email: debtor.email,
    cellularPhone: debtor.cellularPhone,
    language: debtor.language,
    customerGuid,
  };
}

export async function getClientDebtorAddresses(db: Executor, clientId: string, debtorGuid: string) {
  const { debtor } = await clientsDebtor(db, clientId, debtorGuid);
  const rows = await db
    .select()
    .from(debtorAddresses)
    .where(eq(debtorAddresses.debtorId, debtor.id))
    .orderBy(desc(debtorAddresses.isPrimary));
  return {
    items: rows.map((row) => ({
      kind: row.kind,
      isPrimary: row.isPrimary,
      careOf: row.careOf,
      street: row.street,
      postalCode: row.postalCode,
      city: row.city,
      country: row.country,
    })),
  };
}

/** The client's part of the debtor's debt: its cases (balance today) and its open invoices, per currency. */
export async function getClientDebtorCaseSummary(
  db: Executor,
  clientId: string,
  debtorGuid: string,
  today: string,
) {
  const { debtor } = await clientsDebtor(db, clientId, debtorGuid);
  const [ownCases, ownInvoices, rates] = await Promise.all([
    db
      .select()
      .from(cases)
      .where(and(eq(cases.clientId, clientId), eq(cases.debtorId, debtor.id))),
    db
      .select()
      .from(invoices)
      .where(and(eq(invoices.clientId, clientId), eq(invoices.debtorId, debtor.id))),
    referenceRatesOf(db),
  ]);
  type Total = {
    currency: Currency;
    activeCases: number;
    closedCases: number;
    remainingOnCases: number;
    openInvoices: number;
    remainingOnInvoices: number;
  };
  const totals = new Map<Currency, Total>();
  const totalOf = (currency: Currency) => {
    const found = totals.get(currency) ?? {
      currency: currency,
      activeCases: 0,
      closedCases: 0,
      remainingOnCases: 0,
      openInvoices: 0,
      remainingOnInvoices: 0,
    };
    totals.set(currency, found);
    return found;
  };
  const groups = new Map<
    string,
    { statusGroup: string; currency: Currency; cases: number; remaining: number }
  >();
  for (const row of ownCases) {
    const total = totalOf(row.currency);
    const status = row.status;
    const remaining = balanceOn(row, today, rates).remainingAmount;
    if (isActiveStatus(status)) total.activeCases += 1;
    else total.closedCases += 1;
    total.remainingOnCases += remaining;
    const statusGroup = statusDisplayGroup(status);
    const key = `${statusGroup}:${row.currency}`;
    const group = groups.get(key) ?? {
      statusGroup,
      currency: row.currency,
      cases: 0,
      remaining: 0,
    };
    group.cases += 1;
    group.remaining += remaining;
    groups.set(key, group);
  }
  for (const row of ownInvoices) {
    const remaining = invoiceRemaining(row);
    if (remaining === 0) continue;
    const total = totalOf(row.currency);
    total.openInvoices += 1;
    total.remainingOnInvoices += remaining;
  }
  return {
    debtorGuid,
    totals: [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
    byStatusGroup: [...groups.values()].sort(
      (a, b) => a.statusGroup.localeCompare(b.statusGroup) || a.currency.localeCompare(b.currency),
    ),
  };
}
