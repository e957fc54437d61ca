/** A client's customers: debtors seen as the client's customers, with their invoices counted. */
import type { Currency } from '@fordra/domain';
import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../executor.ts';
import { debtorNameSql as partyName } from '../expressions.ts';
import { prefixRange, withinRange } from '../prefix-range.ts';
import { preparedPerDatabase, preparedPerForm, rowsInOrderOf } from '../prepared.ts';
import { cases, customers, debtors, invoices } from '../schema.ts';
import { invoiceRemainingSql as remainingSql } from './invoices.ts';

/*
 * A customer's invoices counted in one reading of them: per currency, how many, how many open and what the
 * open ones still owe; then summed over the currencies (a lateral subquery: one row per customer).
 */
const invoiceCountsOf = sql`(
  select coalesce(sum(per.invoices), 0)::int as invoices,
    coalesce(sum(per.open_invoices), 0)::int as open_invoices,
    coalesce(json_agg(json_build_object('currency', per.currency, 'amount', per.open_amount) order by per.currency)
      filter (where per.open_invoices > 0), '[]'::json) as open_amounts
  from (
    select ${invoices.currency} as currency, count(*) as invoices,
      count(*) filter (where ${invoices.status} in ('Open', 'Reminded')) as open_invoices,
      (sum(${remainingSql}) filter (where ${invoices.status} in ('Open', 'Reminded')))::bigint as open_amount
    from ${invoices} where ${invoices.customerId} = ${customers.id} group by ${invoices.currency}
  ) per
) as counted`;

const customerCounts = {
  invoices: sql<number>`counted.invoices`.mapWith(Number),
  openInvoices: sql<number>`counted.open_invoices`.mapWith(Number),
  openAmounts: sql<{ currency: Currency; amount: number }[]>`counted.open_amounts`,
  cases:
    sql<number>`(select count(*) from ${cases} where ${cases.debtorId} = ${customers.debtorId} and ${cases.clientId} = ${customers.clientId})`.mapWith(
      Number,
    ),
};
/*
 * Amounts are never added across currencies: by open amount, customers are grouped by the currency of their
 * open invoices (the first, when they owe in several; those who owe nothing last) and ordered by what they
 * owe in it.
 */
const openInvoiceOf = sql`${invoices.customerId} = ${customers.id} and ${invoices.status} in ('Open', 'Reminded')`;
const openCurrencySql = sql`(select min(${invoices.currency}) from ${invoices} where ${openInvoiceOf})`;
const openAmountSql = sql`(select coalesce(sum(${remainingSql}), 0) from ${invoices} where ${openInvoiceOf} and ${invoices.currency} = ${openCurrencySql})`;

const CUSTOMER_SORTS = {
  // The name as a search compares it (lower case, without accents: migration 0026), kept on the customer,
  // so that a page is read in order from the index on client and name, without its debtors.
  name: customers.searchName,
  customerNumber: customers.customerNumber,
  createdAt: customers.createdAt,
  openAmount: openAmountSql,
} as const;

export type CustomerSort = keyof typeof CUSTOMER_SORTS;

/** What a client is shown of a customer, in the list and on its own page, not all its and its debtor's columns. */
const customerSelection = {
  customer: {
    id: customers.id,
    guid: customers.guid,
    customerNumber: customers.customerNumber,
    createdAt: customers.createdAt,
  },
  debtor: {
    id: debtors.id,
    guid: debtors.guid,
    kind: debtors.kind,
    identityNumber: debtors.identityNumber,
    email: debtors.email,
    cellularPhone: debtors.cellularPhone,
  },
  name: partyName,
  ...customerCounts,
};

type CustomerSearch = { key: string; email: string | null; identityNumber: string | null };
type CustomerPage = { sort: CustomerSort; descending: boolean; limit: number; offset: number };

/** The form of a customer list's first statement: what it searches by and its order. */
const pickForm = (search: CustomerSearch | null, page: CustomerPage) =>
  `${search ? 'key' : 'all'}${search?.email ? '_email' : ''}${search?.identityNumber ? '_identity' : ''}_${page.sort}_${page.descending ? 'desc' : 'asc'}`;

/**
 * The total and the page's ids in list order of a customer list of one form, prepared once per form, so that
 * PostgreSQL plans it once (prepared.ts). The debtors are read only when the search asks about them (an
 * e-mail address, an identity number).
 */
function prepareCustomerPick(
  db: Executor,
  { search, page }: { search: CustomerSearch | null; page: CustomerPage },
  name: string,
) {
  const range = { start: sql.placeholder('start'), end: sql.placeholder('end') };
  const filters: SQL[] = [sql`${customers.clientId} = ${sql.placeholder('client')}`];
  if (search) {
    const byKey = or(
      withinRange(customers.searchName, range),
      withinRange(customers.searchLastName, range),
      withinRange(sql`lower(${customers.customerNumber})`, range),
      ...(search.email ? [sql`lower(${debtors.email}) = ${sql.placeholder('email')}`] : []),
      ...(search.identityNumber
        ? [sql`${debtors.identityNumber} = ${sql.placeholder('identityNumber')}`]
        : []),
    );
    if (byKey) filters.push(byKey);
  }
  const where = and(...filters);
  const direction = page.descending ? desc : asc;
  const order = [
    ...(page.sort === 'openAmount' ? [sql`${openCurrencySql} asc nulls last`] : []),
    direction(CUSTOMER_SORTS[page.sort]),
    asc(customers.id),
  ];
  const found = () =>
    search?.email || search?.identityNumber
      ? db
          .select({ id: customers.id })
          .from(customers)
          .innerJoin(debtors, eq(debtors.id, customers.debtorId))
          .where(where)
          .$dynamic()
      : db.select({ id: customers.id }).from(customers).where(where).$dynamic();
  return db
    .select({
      total: sql<number>`(select count(*) from (${found()}) as found)`.mapWith(Number),
      ids: sql<string[]>`array(${found()
        .orderBy(...order)
        .limit(sql.placeholder('limit') as unknown as number)
        .offset(sql.placeholder('offset') as unknown as number)})`,
    })
    .from(sql`(select 1) as one`)
    .prepare(name);
}

const customerPick = preparedPerForm(
  'customer_pick',
  ({ search, page }: { search: CustomerSearch | null; page: CustomerPage }) => pickForm(search, page),
  prepareCustomerPick,
);

/**
 * A page of a client's customers with their counts, found when searched by the beginning of their
 * name, last name or customer number (`key`: the text in search form, domain `searchKey`), by the
 * e-mail address `email` (lower case) or the identity number; and how many the search finds.
 */
export async function customersPage(
  db: Executor,
  clientId: string,
  search: CustomerSearch | null,
  page: CustomerPage,
) {
  const pick = customerPick(db, { search, page });
  const range = search ? prefixRange(search.key) : null;
  // The total and the page's ids in list order first; then the page's customers with their debtors and
  // counts, by a statement whose plan PostgreSQL keeps (planning it with the search cost more than reading).
  const [picked] = await pick.execute({
    client: clientId,
    start: range?.start,
    end: range?.end,
    email: search?.email ?? undefined,
    identityNumber: search?.identityNumber ?? undefined,
    limit: page.limit,
    offset: page.offset,
  });
  const rows = await rowsInOrderOf(
    picked?.ids ?? [],
    (ids) => customersWithCounts(db).execute({ ids }),
    (row) => row.customer.id,
  );
  return { rows, total: picked?.total ?? 0 };
}

/** The customers of `ids` (a page a list picked) with their debtors and counts, in no order. */
const customersWithCounts = preparedPerDatabase((db) =>
  db
    .select(customerSelection)
    .from(customers)
    .innerJoin(debtors, eq(debtors.id, customers.debtorId))
    .crossJoinLateral(invoiceCountsOf)
    .where(sql`${customers.id} = any(${sql.placeholder('ids')})`)
    .prepare('customers_with_counts'),
);

/** A customer of the list, with its debtor and counts. */
export type CustomerWithCounts = Awaited<ReturnType<typeof customersPage>>['rows'][number];

/** A client's customer by its guid, with its debtor and counts; none when it is another client's. */
export async function clientCustomerByGuid(db: Executor, clientId: string, customerGuid: string) {
  const [row] = await db
    .select(customerSelection)
    .from(customers)
    .innerJoin(debtors, eq(debtors.id, customers.debtorId))
    .crossJoinLateral(invoiceCountsOf)
    .where(and(eq(customers.clientId, clientId), eq(customers.guid, customerGuid)));
  return row ?? null;
}
