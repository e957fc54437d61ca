/** The invoice ledger: customers, invoices and their transactions. */
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { insertRows, isAnyOf, updateRows } from '../bulk-statements.ts';
import type { Executor } from '../executor.ts';
import { debtorNameSql as partyName } from '../expressions.ts';
import { prefixRange, withinRange } from '../prefix-range.ts';
import { pageWithTotal, preparedPerDatabase, preparedPerForm, rowsInOrderOf } from '../prepared.ts';
import {
  cases,
  clients,
  creditors,
  customers,
  debtors,
  invoiceCounts,
  invoiceReferenceSequence,
  invoices,
  invoiceTransactions,
} from '../schema.ts';
import { disjointBranches } from '../search-branches.ts';
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

/** An invoice's creditor, its customer and the case it was handed over as. */
const parties = {
  creditorGuid: creditors.guid,
  creditorName: creditors.name,
  customerGuid: customers.guid,
  customerNumber: customers.customerNumber,
  name: partyName,
  caseGuid: cases.guid,
};

/**
 * What a client is shown of an invoice, in a list and on its own: of the invoice, what is shown and what is
 * left to pay on it is worked out from (`invoiceRemaining`), not all its columns; its parties.
 */
const invoiceSelection = {
  invoice: {
    id: invoices.id,
    guid: invoices.guid,
    invoiceNumber: invoices.invoiceNumber,
    clientReference: invoices.clientReference,
    status: invoices.status,
    description: invoices.description,
    invoiceDate: invoices.invoiceDate,
    dueDate: invoices.dueDate,
    currency: invoices.currency,
    amount: invoices.amount,
    fees: invoices.fees,
    interest: invoices.interest,
    paid: invoices.paid,
    credited: invoices.credited,
    ocrReference: invoices.ocrReference,
    bankgiro: invoices.bankgiro,
  },
  ...parties,
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

/** The invoices of `ids` (a page a list or search picked) with their parties, in no order. */
const invoicesWithParties = preparedPerDatabase((db) =>
  invoiceQuery(db)
    .where(sql`${invoices.id} = any(${sql.placeholder('ids')})`)
    .prepare('invoices_with_parties'),
);

/** An invoice as a list shows it, with its creditor, its customer and the case it was handed over as. */
export type InvoiceWithParties = Awaited<
  ReturnType<ReturnType<typeof invoicesWithParties>['execute']>
>[number];

/**
 * Which of a client's invoices a list shows: of a status, dated in a period, of a customer, and found
 * by a search: the OCR references that are `number`'s digits (or begin with them), the debtor with the
 * identity number, and the invoice numbers, own references, customer numbers and debtors' names or last
 * names that begin with `key` (the text in search form, domain `searchKey`).
 */
export type InvoiceFilter = {
  status?: Invoice['status'] | undefined;
  from?: string | undefined;
  to?: string | undefined;
  customerGuid?: string | undefined;
  search?:
    | {
        number: { digits: string; byPrefix: boolean } | null;
        identityNumber: string | null;
        key: string;
      }
    | undefined;
};

/**
 * What a search's branches compare with: the client, the prefix range of the text in search form, the
 * number (whole, or the range of its digits as a beginning) and the identity number. Each is a value, or a
 * placeholder of a prepared statement whose values are `searchValues`.
 */
type SearchTerms = {
  client: unknown;
  key: { start: unknown; end: unknown };
  number: { whole: unknown } | { start: unknown; end: unknown } | null;
  identityNumber: unknown;
};

type Search = NonNullable<InvoiceFilter['search']>;

/** The values of a search's terms, by the names of its placeholders. */
function searchValues(clientId: string, search: Search) {
  const key = prefixRange(search.key);
  const digits = search.number?.byPrefix ? prefixRange(search.number.digits) : null;
  return {
    client: clientId,
    start: key.start,
    end: key.end,
    digits: search.number?.digits,
    digitsStart: digits?.start,
    digitsEnd: digits?.end,
    identityNumber: search.identityNumber ?? undefined,
  };
}

type SearchValueName = keyof ReturnType<typeof searchValues>;

/** A search's terms, each what `term` gives for its name: its value, or a placeholder named so. */
function searchTerms(search: Search, term: (name: SearchValueName) => unknown): SearchTerms {
  return {
    client: term('client'),
    key: { start: term('start'), end: term('end') },
    number: !search.number
      ? null
      : search.number.byPrefix
        ? { start: term('digitsStart'), end: term('digitsEnd') }
        : { whole: term('digits') },
    identityNumber: search.identityNumber ? term('identityNumber') : null,
  };
}

/** A search's form: which branches it has. Its statement is prepared once per form. */
const searchShape = (search: Search) =>
  `${search.number ? (search.number.byPrefix ? 'prefix' : 'whole') : 'none'}_${search.identityNumber ? 'identity' : 'name'}`;

/**
 * The invoices of a client a search finds, as branches each a range or a look-up of an index (the debtor's
 * names are copied onto each invoice, migration 0026), each finding only what no earlier one found
 * (`disjointBranches`); with `ordered`, each gives the invoice's date and number too, so that a page in
 * that order is picked by the indexes alone.
 */
function invoiceSearchBranches(terms: SearchTerms, ordered = false): SQL[] {
  const columns = ordered
    ? sql`${invoices.id}, ${invoices.invoiceDate}, ${invoices.invoiceNumber}`
    : sql`${invoices.id}`;
  const { number, key } = terms;
  return disjointBranches(
    [
      withinRange(invoices.debtorSearchName, key),
      // Its index includes the name, so that what the branch before found is left out by the index alone.
      withinRange(invoices.debtorSearchLastName, key),
      withinRange(sql`lower(${invoices.invoiceNumber})`, key),
      withinRange(sql`lower(${invoices.clientReference})`, key),
      sql`${invoices.customerId} = any(array(select ${customers.id} from ${customers} where ${customers.clientId} = ${terms.client} and ${withinRange(sql`lower(${customers.customerNumber})`, key)}))`,
      ...(number
        ? [
            'whole' in number
              ? sql`${invoices.ocrReference} = ${number.whole}`
              : withinRange(invoices.ocrReference, number),
          ]
        : []),
      ...(terms.identityNumber
        ? [
            sql`${invoices.debtorId} = any(array(select ${debtors.id} from ${debtors} where ${debtors.identityNumber} = ${terms.identityNumber}))`,
          ]
        : []),
    ],
    (condition) =>
      sql`select ${columns} from ${invoices} where ${invoices.clientId} = ${terms.client} and ${condition}`,
  );
}

/**
 * A search's statements, prepared once per form and direction, so that PostgreSQL plans each once: `picked`,
 * its total and its page's ids in list order, from the invoices it finds (each once: the branches are
 * disjoint), a common table expression read for both; and `searched`, the page's invoices with their parties
 * read by those ids in the same statement, in list order, each with the total. A page beyond the last has no
 * rows to carry the total; its total is read alone, by `picked`.
 */
const searchStatements = preparedPerForm(
  'invoice_search',
  ({ search, descending }: { search: Search; descending: boolean }) =>
    `${searchShape(search)}_${descending ? 'desc' : 'asc'}`,
  prepareSearch,
);

function prepareSearch(
  db: Executor,
  { search, descending }: { search: Search; descending: boolean },
  name: string,
) {
  const order = descending ? sql`desc` : sql`asc`;
  const found = db.$with('found', { id: sql<string>`id` }).as(
    sql.join(
      invoiceSearchBranches(
        searchTerms(search, (name) => sql.placeholder(name)),
        true,
      ),
      sql` union all `,
    ),
  );
  const picked = db
    .with(found)
    .select({
      total: sql<number>`(select count(*) from found)`.mapWith(Number).as('total'),
      ids: sql<
        string[]
      >`array(select found.id from found order by found.invoice_date ${order}, found.invoice_number ${order}
        limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')})`.as('ids'),
    })
    .from(sql`(select 1) as one`);
  const searched = db
    .select({ ...invoiceSelection, total: sql<number>`picked.total`.mapWith(Number) })
    .from(invoices)
    .innerJoin(sql`(${picked}) as picked`, sql`${invoices.id} = any(picked.ids)`)
    .innerJoin(creditors, eq(creditors.id, invoices.creditorId))
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .innerJoin(debtors, eq(debtors.id, invoices.debtorId))
    .leftJoin(cases, eq(cases.id, invoices.caseId))
    .orderBy(sql`array_position(picked.ids, ${invoices.id})`);
  return { picked: picked.prepare(`${name}_picked`), searched: searched.prepare(`${name}_searched`) };
}

/** A page of a client's invoices, with their parties, and how many the filter finds. */
export async function invoicesPage(
  db: Executor,
  clientId: string,
  filter: InvoiceFilter,
  page: { sort: InvoiceSort; descending: boolean; limit: number; offset: number },
) {
  const direction = page.descending ? desc : asc;
  const { search } = filter;
  // A search alone, in order of date: its page picked from the indexes, its total counted from them.
  if (
    search &&
    page.sort === 'invoiceDate' &&
    !filter.status &&
    !filter.from &&
    !filter.to &&
    !filter.customerGuid
  ) {
    const statements = searchStatements(db, { search, descending: page.descending });
    const values = { ...searchValues(clientId, search), limit: page.limit, offset: page.offset };
    return pageWithTotal(
      page.offset,
      () => statements.searched.execute(values),
      () => statements.picked.execute(values),
    );
  }
  const filters: (SQL | undefined)[] = [eq(invoices.clientId, clientId)];
  if (filter.status) filters.push(eq(invoices.status, filter.status));
  if (filter.from) filters.push(gte(invoices.invoiceDate, filter.from));
  if (filter.to) filters.push(lte(invoices.invoiceDate, filter.to));
  if (filter.customerGuid) filters.push(eq(customers.guid, filter.customerGuid));
  if (search) {
    const values = searchValues(clientId, search);
    filters.push(
      sql`${invoices.id} in (${sql.join(invoiceSearchBranches(searchTerms(search, (name) => values[name])), sql` union all `)})`,
    );
  }
  const where = and(...filters);
  // The page's ids in list order from the invoices alone (the customers joined only when a customer is
  // asked for), then their rows by the prepared statement a search uses: planning the page's five joins
  // for its values cost five times reading them.
  const picked = filter.customerGuid
    ? db
        .select({ id: invoices.id })
        .from(invoices)
        .innerJoin(customers, eq(customers.id, invoices.customerId))
        .$dynamic()
    : db.select({ id: invoices.id }).from(invoices).$dynamic();
  const [ids, [total]] = await Promise.all([
    picked
      .where(where)
      .orderBy(direction(INVOICE_SORTS[page.sort]), direction(invoices.invoiceNumber))
      .limit(page.limit)
      .offset(page.offset),
    invoiceTotal(db, clientId, filter, where),
  ]);
  const rows = await rowsInOrderOf(
    ids.map((row) => row.id),
    (ids) => invoicesWithParties(db).execute({ ids }),
    (row) => row.invoice.id,
  );
  return { rows, total: total?.n ?? 0 };
}

/**
 * How many invoices a list finds: the whole ledger or one status from the totals kept per client and
 * status (migration 0037); otherwise counted, the customers joined only when a customer is asked for (else
 * an index-only scan).
 */
function invoiceTotal(db: Executor, clientId: string, filter: InvoiceFilter, where: SQL | undefined) {
  if (!filter.search && !filter.from && !filter.to && !filter.customerGuid)
    return db
      .select({ n: sql<number>`coalesce(sum(${invoiceCounts.invoices}), 0)::int` })
      .from(invoiceCounts)
      .where(
        and(
          eq(invoiceCounts.clientId, clientId),
          ...(filter.status ? [eq(invoiceCounts.status, filter.status)] : []),
        ),
      );
  if (filter.customerGuid)
    return db
      .select({ n: count() })
      .from(invoices)
      .innerJoin(customers, eq(customers.id, invoices.customerId))
      .where(where);
  return db.select({ n: count() }).from(invoices).where(where);
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

/** The payments (`Paid` transactions) on the invoices of `invoiceIds`, oldest first. */
export async function paymentsOfInvoices(db: Executor, invoiceIds: readonly string[]) {
  if (invoiceIds.length === 0) return [];
  return db
    .select({
      invoiceId: invoiceTransactions.invoiceId,
      paymentGuid: invoiceTransactions.guid,
      date: invoiceTransactions.date,
      amount: invoiceTransactions.amount,
    })
    .from(invoiceTransactions)
    .where(and(isAnyOf(invoiceTransactions.invoiceId, invoiceIds), eq(invoiceTransactions.type, 'Paid')))
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
