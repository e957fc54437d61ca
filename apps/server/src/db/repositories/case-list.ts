/**
 * The case list's queries (a client's cases, or a debtor's own), one page and its total. Every form of
 * the query is a prepared statement of its own: a status group paged status by status, a search as
 * index ranges of prefixes, a client's total from `case_counts`. The rest of the `cases` aggregate is
 * in `cases.ts`.
 */
import type { CaseStatus } from '@fordra/domain';
import {
  and,
  asc,
  type Column,
  count,
  desc,
  eq,
  gte,
  inArray,
  lte,
  notInArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../executor.ts';
import { debtorNameSql as debtorName, storedBalanceColumns } from '../expressions.ts';
import { withinRange } from '../prefix-range.ts';
import { pageWithTotal, preparedPerForm } from '../prepared.ts';
import { caseCounts, cases, creditors, debtors } from '../schema.ts';
import { disjointBranches } from '../search-branches.ts';

const storedRemaining = sql`(${cases.remainingPrincipal} + ${cases.remainingInterest} + ${cases.remainingFees})`;

const SORTS = {
  registrationDate: cases.registrationDate,
  caseNumber: cases.caseNumber,
  dueDate: cases.dueDate,
  remainingAmount: storedRemaining,
  originalPrincipal: cases.originalPrincipal,
  status: cases.status,
  debtorName,
} as const;

export type CaseListSort = keyof typeof SORTS;

/**
 * Amounts in different currencies are not one scale: a sort by an amount groups the cases by currency
 * (alphabetically, whichever way the amounts go) and sorts the amounts within each.
 */
const byCurrencyFirst = (sort: CaseListSort) =>
  sort === 'remainingAmount' || sort === 'originalPrincipal' ? [asc(cases.currency)] : [];

/**
 * A status group as the list filters by it: its statuses, and for a group of every status but a few
 * (the active cases) those it leaves out, which the filter names instead (`not in`).
 */
export type CaseStatusGroupFilter = {
  statuses: readonly CaseStatus[];
  leavesOut: readonly CaseStatus[] | null;
};

/**
 * The form of a list query: which filters it has and how it sorts, without their values. Each form is
 * a prepared statement of its own (the values are its parameters), so PostgreSQL plans it once per
 * connection instead of on every request: with the many indexes of `cases`, planning costs more
 * than running a page.
 */
export type CaseListShape = {
  scope: 'client' | 'debtor';
  status: boolean;
  group: CaseStatusGroupFilter | null;
  from: boolean;
  to: boolean;
  creditor: boolean;
  digits: boolean;
  /** The digits are sought as the beginning of numbers (`digitsStart`, `digitsEnd`), not as a whole number. */
  numberPrefix: boolean;
  identity: boolean;
  text: boolean;
  sort: CaseListSort;
  descending: boolean;
};

/**
 * The values of a list query, the parameters of its form: `scope` the client's or the debtor's id,
 * `start` and `end` the prefix range of a search text in search form (`searchKey`), `digitsStart` and
 * `digitsEnd` that of its digits, `window` the offset and limit together.
 */
export type CaseListValues = {
  scope: string;
  status: string | undefined;
  from: string | undefined;
  to: string | undefined;
  creditorGuid: string | undefined;
  digits: string | null | undefined;
  digitsStart: string | undefined;
  digitsEnd: string | undefined;
  identityNumber: string | null | undefined;
  start: string | undefined;
  end: string | undefined;
  limit: number;
  offset: number;
  window: number;
};

/**
 * A value of a prepared statement, by name (typed as the string most values are; drizzle takes a
 * placeholder wherever it takes a value).
 */
const param = <T = string>(name: string) => sql.placeholder(name) as unknown as T;

/**
 * The cases a search text finds, as branches each a range or a look-up of an index: cases whose
 * debtor's name or last name begins with the text in search form (`searchKey`, copied onto each case:
 * one range of an index on the client and name, however common the name), the debtor with the
 * identity number it is, the client's own references and invoice numbers that begin with it, and the
 * case numbers and OCR references that are its digits or begin with them; each finds only what no
 * earlier one found (`disjointBranches`). With `ordered`, each branch gives the case's registration day
 * and number too, so that a page in that order is read from the indexes alone.
 */
function searchBranches(shape: CaseListShape, ordered = false): SQL[] {
  const scope =
    shape.scope === 'client' ? eq(cases.clientId, param('scope')) : eq(cases.debtorId, param('scope'));
  const columns = ordered
    ? sql`${cases.id}, ${cases.registrationDate}, ${cases.caseNumber}`
    : sql`${cases.id}`;
  const begins = (column: Column | SQL) => withinRange(column, { start: param('start'), end: param('end') });
  const number = (column: Column) =>
    shape.numberPrefix
      ? withinRange(column, { start: param('digitsStart'), end: param('digitsEnd') })
      : sql`${column} = ${param('digits')}`;
  return disjointBranches(
    [
      begins(cases.debtorSearchName),
      // Its index includes the name, so that what the branch before found is left out by the index alone.
      begins(cases.debtorSearchLastName),
      ...(shape.identity
        ? [
            sql`${cases.debtorId} = any(array(select ${debtors.id} from ${debtors} where ${eq(debtors.identityNumber, param('identityNumber'))}))`,
          ]
        : []),
      begins(sql`lower(${cases.clientReference})`),
      begins(sql`lower(${cases.invoiceNumber})`),
      ...(shape.digits ? [number(cases.caseNumber), number(cases.ocrReference)] : []),
    ],
    (condition) => sql`select ${columns} from ${cases} where ${scope} and ${condition}`,
  );
}

/**
 * Whether a search's page is picked from its branches by the indexes alone: in order of registration,
 * with no other filter. Otherwise the cases found are read whole and then sorted.
 */
const pagedBySearch = (shape: CaseListShape) =>
  shape.text &&
  shape.sort === 'registrationDate' &&
  !shape.status &&
  !shape.group &&
  !shape.from &&
  !shape.to &&
  !shape.creditor;

/**
 * A search's total and the ids of its page in list order, from the cases it finds (each once: the
 * branches are disjoint), a common table expression read for both; the page's cases are then read by
 * their ids in the same statement (`searchPage`).
 */
function searchPicked(db: Executor, shape: CaseListShape) {
  const direction = shape.descending ? sql`desc` : sql`asc`;
  const found = db
    .$with('found', { id: sql<string>`id` })
    .as(sql.join(searchBranches(shape, true), sql` union all `));
  return db
    .with(found)
    .select({
      total: sql<number>`(select count(*) from found)`.mapWith(Number).as('total'),
      ids: sql<string[]>`array(select found.id from found
        order by found.registration_date ${direction}, found.case_number ${direction}
        limit ${param('limit')} offset ${param('offset')})`.as('ids'),
    })
    .from(sql`(select 1) as one`);
}

/**
 * Whether a page of the shape is found status by status: a group filter with the list in order of
 * registration. An index walks one status in that order, never several at once, so a page over
 * `status in (…)` would otherwise read every case of the group, or scan the client's cases from the
 * newest until enough of the group turn up (most of them, when the newest are in other stages).
 */
const pagedByStatus = (shape: CaseListShape) =>
  shape.group !== null && shape.sort === 'registrationDate' && !shape.creditor && !shape.text;

/**
 * The ids of the first `window` cases of each status of the shape's group, in list order: what the
 * page (which ends within the first `window` of the group) is picked from.
 */
function statusBranches(shape: CaseListShape, filters: SQL[]): SQL {
  const direction = shape.descending ? sql`desc` : sql`asc`;
  const branches = (shape.group?.statuses ?? []).map(
    (status) =>
      sql`(select ${cases.id} from ${cases} where ${and(...filters, eq(cases.status, status))} order by ${cases.registrationDate} ${direction}, ${cases.caseNumber} ${direction} limit ${param('window')})`,
  );
  return sql.join(branches, sql` union all `);
}

/** The condition of the shape's status group on a status column. */
function groupFilter(shape: CaseListShape, status: Column): SQL[] {
  if (shape.group?.leavesOut) return [notInArray(status, [...shape.group.leavesOut])];
  return shape.group ? [inArray(status, [...shape.group.statuses])] : [];
}

/**
 * Whether the shape's total is read from `case_counts` (kept by triggers with every change of a
 * case): a client's cases filtered by status and creditor only, where counting would read every one.
 */
const countedAhead = (shape: CaseListShape) =>
  shape.scope === 'client' && !shape.from && !shape.to && !shape.text;

function countsTotal(db: Executor, shape: CaseListShape) {
  return db
    .select({ n: sql<number>`coalesce(sum(${caseCounts.cases}), 0)::int` })
    .from(caseCounts)
    .where(
      and(
        eq(caseCounts.clientId, param('scope')),
        ...(shape.status ? [eq(caseCounts.status, param<CaseStatus>('status'))] : []),
        ...groupFilter(shape, caseCounts.status),
        ...(shape.creditor
          ? [
              inArray(
                caseCounts.creditorId,
                db
                  .select({ id: creditors.id })
                  .from(creditors)
                  .where(eq(creditors.guid, param('creditorGuid'))),
              ),
            ]
          : []),
      ),
    );
}

/** The filters of the shape; for the page query of a shape paged by status, `forPage`. */
function whereOf(shape: CaseListShape, forPage = false): SQL | undefined {
  const filters: SQL[] = [
    shape.scope === 'client' ? eq(cases.clientId, param('scope')) : eq(cases.debtorId, param('scope')),
  ];
  if (shape.status) filters.push(eq(cases.status, param<CaseStatus>('status')));
  if (shape.from) filters.push(gte(cases.registrationDate, param('from')));
  if (shape.to) filters.push(lte(cases.registrationDate, param('to')));
  if (forPage && pagedByStatus(shape)) return sql`${cases.id} in (${statusBranches(shape, filters)})`;
  filters.push(...groupFilter(shape, cases.status));
  if (shape.creditor) filters.push(eq(creditors.guid, param('creditorGuid')));
  if (shape.text) filters.push(sql`${cases.id} in (${sql.join(searchBranches(shape), sql` union all `)})`);
  return and(...filters);
}

/**
 * What a row of a case list holds: of the case, what the list shows and what its balance today is worked out
 * from (`balanceOn`), not all its columns; its creditor and its debtor.
 */
const caseListSelection = {
  case: {
    id: cases.id,
    guid: cases.guid,
    caseNumber: cases.caseNumber,
    ocrReference: cases.ocrReference,
    clientReference: cases.clientReference,
    ...storedBalanceColumns,
    service: cases.service,
    invoiceNumber: cases.invoiceNumber,
    registrationDate: cases.registrationDate,
    currency: cases.currency,
    originalPrincipal: cases.originalPrincipal,
    paidSum: cases.paidSum,
  },
  creditorGuid: creditors.guid,
  creditorName: creditors.name,
  debtorGuid: debtors.guid,
  debtorKind: debtors.kind,
  debtorName,
  identityNumber: debtors.identityNumber,
};

/**
 * A search's page of cases with their creditors and debtors, in list order, each with the search's total:
 * one statement, the page's ids picked (`searchPicked`) and its cases read by them. A page beyond the last
 * has no rows to carry the total; its total is read alone.
 */
function searchPage(db: Executor, shape: CaseListShape) {
  return db
    .select({ ...caseListSelection, total: sql<number>`picked.total`.mapWith(Number) })
    .from(cases)
    .innerJoin(sql`(${searchPicked(db, shape)}) as picked`, sql`${cases.id} = any(picked.ids)`)
    .innerJoin(creditors, eq(creditors.id, cases.creditorId))
    .innerJoin(debtors, eq(debtors.id, cases.debtorId))
    .orderBy(sql`array_position(picked.ids, ${cases.id})`);
}

/** The page and count queries of a shape. */
function queriesOf(db: Executor, shape: CaseListShape) {
  const where = whereOf(shape);
  const direction = shape.descending ? desc : asc;
  const page = db
    .select(caseListSelection)
    .from(cases)
    .innerJoin(creditors, eq(creditors.id, cases.creditorId))
    .innerJoin(debtors, eq(debtors.id, cases.debtorId))
    .where(whereOf(shape, true))
    .orderBy(...byCurrencyFirst(shape.sort), direction(SORTS[shape.sort]), direction(cases.caseNumber))
    .limit(param('limit') as unknown as number)
    .offset(param('offset') as unknown as number);
  // Otherwise the count joins only what its filters read, so that it is an index scan.
  const total = countedAhead(shape)
    ? countsTotal(db, shape)
    : pagedBySearch(shape)
      ? db.select({ n: count() }).from(sql`(${sql.join(searchBranches(shape), sql` union all `)}) as found`)
      : (shape.creditor
          ? db.select({ n: count() }).from(cases).innerJoin(creditors, eq(creditors.id, cases.creditorId))
          : db.select({ n: count() }).from(cases)
        ).where(where);
  return { page, total };
}

function prepareShape(db: Executor, shape: CaseListShape, name: string) {
  const { page, total } = queriesOf(db, shape);
  return {
    page: page.prepare(`${name}_page`),
    total: total.prepare(`${name}_count`),
    ...(pagedBySearch(shape)
      ? {
          searched: searchPage(db, shape).prepare(`${name}_searched`),
          picked: searchPicked(db, shape).prepare(`${name}_picked`),
        }
      : { searched: null, picked: null }),
  };
}

/** A list query's statements, prepared once per form (its shape). */
const statementsFor = preparedPerForm(
  'case_list',
  (shape: CaseListShape) => JSON.stringify(shape),
  prepareShape,
);

/** One page of the cases of a list query's form and values, with its creditor and debtor, and the total. */
export async function caseListPage(db: Executor, shape: CaseListShape, values: CaseListValues) {
  const statements = statementsFor(db, shape);
  const { searched, picked } = statements;
  if (searched)
    return pageWithTotal(
      values.offset,
      () => searched.execute(values),
      () => picked.execute(values),
    );
  const [rows, [total]] = await Promise.all([
    statements.page.execute(values),
    statements.total.execute(values),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type CaseListRow = Awaited<ReturnType<typeof caseListPage>>['rows'][number];
