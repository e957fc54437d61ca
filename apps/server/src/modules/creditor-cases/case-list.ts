/**
 * `cases`: a client's cases (or a debtor's own), paged, sorted and filtered on the server. Free text
 * finds a case by its number, OCR reference or debtor's identity number, and by the beginning of the
 * client's own reference, the invoice number or the debtor's last, first or company name.
 */
import {
  type CaseStatus,
  INACTIVE_STATUSES,
  identityNumberIn,
  isActiveStatus,
  type StatusGroup,
  statusDisplayGroup,
  statusGroupStatuses,
} from '@fordra/domain';
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
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { debtorNameSql as debtorName } from '../../db/expressions.ts';
import { caseCounts, cases, creditors, debtors } from '../../db/schema.ts';
import { checkPeriod, listAnswer, pageWindow } from '../../http/lists.ts';
import { balanceOn } from '../ledger/ledger-service.ts';
import { referenceRatesOf } from '../ledger/reference-rates.ts';

export type CaseListQuery = {
  page: number;
  pageSize: number;
  sort?:
    | 'registrationDate'
    | 'caseNumber'
    | 'dueDate'
    | 'remainingAmount'
    | 'originalPrincipal'
    | 'status'
    | 'debtorName'
    | undefined;
  order?: 'asc' | 'desc' | undefined;
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
  status?: CaseStatus | undefined;
  statusGroup?: StatusGroup | undefined;
  creditorGuid?: string | undefined;
};

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

/**
 * The range of strings that begin with `prefix`, in the byte order of the prefix indexes
 * (`text_pattern_ops`), which UTF-8 keeps in code point order: from the prefix up to the prefix with
 * its last character the next one. As a range, unlike `like 'text%'`, it is served by an index in a
 * prepared statement's generic plan, so that a search is not planned anew on every request.
 */
export function prefixRange(prefix: string): { start: string; end: string } {
  const characters = [...prefix];
  while (characters.length > 0) {
    const last = (characters.pop() ?? '').codePointAt(0) ?? 0;
    const next = last + 1 >= 0xd800 && last + 1 <= 0xdfff ? 0xe000 : last + 1;
    if (next <= 0x10ffff) return { start: prefix, end: characters.join('') + String.fromCodePoint(next) };
  }
  // Nothing but the highest character (no one types it): the range stops short of texts that go on
  // with it again.
  return { start: prefix, end: `${prefix}\u{10ffff}` };
}

/** What a search text can be: a number (case number or OCR), an identity number, and always text. */
function searchTerms(text: string, today: string) {
  const compact = text.replace(/[\s-]/g, '');
  return {
    digits: /^\d+$/.test(compact) ? compact : null,
    identityNumber: identityNumberIn(text, today),
    /** What begins with the text, in lower case, is from `start` up to (not including) `end`. */
    ...prefixRange(text.toLowerCase()),
  };
}

/**
 * The form of a list query: which filters it has and how it sorts, without their values. Each form is
 * a prepared statement of its own (the values are its parameters), so PostgreSQL plans it once per
 * connection instead of on every request: with the many indexes of `cases`, planning costs more
 * than running a page.
 */
type Shape = {
  scope: 'client' | 'debtor';
  status: boolean;
  group: StatusGroup | null;
  from: boolean;
  to: boolean;
  creditor: boolean;
  digits: boolean;
  identity: boolean;
  text: boolean;
  sort: keyof typeof SORTS;
  descending: boolean;
};

/**
 * A value of a prepared statement, by name (typed as the string most values are; drizzle takes a
 * placeholder wherever it takes a value).
 */
const param = <T = string>(name: string) => sql.placeholder(name) as unknown as T;

/**
 * The cases a search text finds, as one list of ids made of index-driven branches: debtors whose
 * last, first or company name begins with it (or whose identity number it is), the client's own
 * references and invoice numbers that begin with it, and the case number or OCR reference it is.
 */
function searchBranches(shape: Shape): SQL {
  const scope =
    shape.scope === 'client' ? eq(cases.clientId, param('scope')) : eq(cases.debtorId, param('scope'));
  const begins = (column: Column) =>
    sql`(lower(${column}) ~>=~ ${param('start')} and lower(${column}) ~<~ ${param('end')})`;
  const debtorMatch = or(
    begins(debtors.lastName),
    begins(debtors.firstName),
    begins(debtors.companyName),
    ...(shape.identity ? [eq(debtors.identityNumber, param('identityNumber'))] : []),
  );
  const branches = [
    // `= any(array(…))`: the matching debtors are found first and their cases looked up by debtor.
    // As a join, a common name (two thousand debtors) has the planner read all of a big client's cases.
    sql`select ${cases.id} from ${cases} where ${scope} and ${cases.debtorId} = any(array(select ${debtors.id} from ${debtors} where ${debtorMatch}))`,
    sql`select ${cases.id} from ${cases} where ${scope} and ${begins(cases.clientReference)}`,
    sql`select ${cases.id} from ${cases} where ${scope} and ${begins(cases.invoiceNumber)}`,
    ...(shape.digits
      ? [
          sql`select ${cases.id} from ${cases} where ${scope} and ${cases.caseNumber} = ${param('digits')}`,
          sql`select ${cases.id} from ${cases} where ${scope} and ${cases.ocrReference} = ${param('digits')}`,
        ]
      : []),
  ];
  return sql.join(branches, sql` union all `);
}

/**
 * Whether a page of the shape is found status by status: a group filter with the list in order of
 * registration. An index walks one status in that order, never several at once, so a page over
 * `status in (…)` would otherwise read every case of the group, or scan the client's cases from the
 * newest until enough of the group turn up (most of them, when the newest are in other stages).
 */
const pagedByStatus = (shape: Shape) =>
  shape.group !== null && shape.sort === 'registrationDate' && !shape.creditor && !shape.text;

/**
 * The ids of the first `window` cases of each status of the shape's group, in list order: what the
 * page (which ends within the first `window` of the group) is picked from.
 */
function statusBranches(shape: Shape, filters: SQL[]): SQL {
  const direction = shape.descending ? sql`desc` : sql`asc`;
  const branches = statusGroupStatuses(shape.group ?? 'active').map(
    (status) =>
      sql`(select ${cases.id} from ${cases} where ${and(...filters, eq(cases.status, status))} order by ${cases.registrationDate} ${direction}, ${cases.caseNumber} ${direction} limit ${param('window')})`,
  );
  return sql.join(branches, sql` union all `);
}

/** The condition of the shape's status group on a status column. */
function groupFilter(shape: Shape, status: Column): SQL[] {
  if (shape.group === 'active') return [notInArray(status, [...INACTIVE_STATUSES])];
  return shape.group ? [inArray(status, [...statusGroupStatuses(shape.group)])] : [];
}

/**
 * Whether the shape's total is read from `case_counts` (kept by triggers with every change of a
 * case): a client's cases filtered by status and creditor only, where counting would read every one.
 */
const countedAhead = (shape: Shape) => shape.scope === 'client' && !shape.from && !shape.to && !shape.text;

function countsTotal(db: Executor, shape: Shape) {
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
function whereOf(shape: Shape, forPage = false): SQL | undefined {
  const filters: SQL[] = [
    shape.scope === 'client' ? eq(cases.clientId, param('scope')) : eq(cases.debtorId, param('scope')),
  ];
  if (shape.status) filters.push(eq(cases.status, param<CaseStatus>('status')));
  if (shape.from) filters.push(gte(cases.registrationDate, param('from')));
  if (shape.to) filters.push(lte(cases.registrationDate, param('to')));
  if (forPage && pagedByStatus(shape)) return sql`${cases.id} in (${statusBranches(shape, filters)})`;
  filters.push(...groupFilter(shape, cases.status));
  if (shape.creditor) filters.push(eq(creditors.guid, param('creditorGuid')));
  if (shape.text) filters.push(sql`${cases.id} in (${searchBranches(shape)})`);
  return and(...filters);
}

/** The page and count queries of a shape. */
function queriesOf(db: Executor, shape: Shape) {
  const where = whereOf(shape);
  const direction = shape.descending ? desc : asc;
  const page = db
    .select({
      case: cases,
      creditorGuid: creditors.guid,
      creditorName: creditors.name,
      debtorGuid: debtors.guid,
      debtorKind: debtors.kind,
      debtorName,
      identityNumber: debtors.identityNumber,
    })
    .from(cases)
    .innerJoin(creditors, eq(creditors.id, cases.creditorId))
    .innerJoin(debtors, eq(debtors.id, cases.debtorId))
    .where(whereOf(shape, true))
    .orderBy(direction(SORTS[shape.sort]), direction(cases.caseNumber))
    .limit(param('limit') as unknown as number)
    .offset(param('offset') as unknown as number);
  // Otherwise the count joins only what its filters read, so that it is an index scan.
  const total = countedAhead(shape)
    ? countsTotal(db, shape)
    : (shape.creditor
        ? db.select({ n: count() }).from(cases).innerJoin(creditors, eq(creditors.id, cases.creditorId))
        : db.select({ n: count() }).from(cases)
      ).where(where);
  return { page, total };
}

function prepareShape(db: Executor, shape: Shape, name: string) {
  const { page, total } = queriesOf(db, shape);
  return { page: page.prepare(`${name}_page`), total: total.prepare(`${name}_count`) };
}

/** At most this many forms stay prepared per database handle; rarer ones are prepared each time. */
const MAX_SHAPES = 256;
const preparedShapes = new WeakMap<Executor, Map<string, ReturnType<typeof prepareShape>>>();
let shapeNames = 0;

function statementsFor(db: Executor, shape: Shape) {
  const key = JSON.stringify(shape);
  let byShape = preparedShapes.get(db);
  if (!byShape) {
    byShape = new Map();
    preparedShapes.set(db, byShape);
  }
  const known = byShape.get(key);
  if (known) return known;
  shapeNames += 1;
  const made = prepareShape(db, shape, `case_list_${shapeNames}`);
  if (byShape.size < MAX_SHAPES) byShape.set(key, made);
  return made;
}

/** The cases of a client (or of a debtor), one page of them, with balances as of ISO day `today`. */
export async function listCases(
  db: Executor,
  scope: { clientId: string } | { debtorId: string },
  query: CaseListQuery,
  today: string,
) {
  checkPeriod(query);
  const terms = query.q ? searchTerms(query.q, today) : null;
  const shape: Shape = {
    scope: 'clientId' in scope ? 'client' : 'debtor',
    status: Boolean(query.status),
    group: query.statusGroup ?? null,
    from: Boolean(query.from),
    to: Boolean(query.to),
    creditor: Boolean(query.creditorGuid),
    digits: Boolean(terms?.digits),
    identity: Boolean(terms?.identityNumber),
    text: terms !== null,
    sort: query.sort ?? 'registrationDate',
    descending: (query.order ?? (query.sort ? 'asc' : 'desc')) === 'desc',
  };
  const { limit, offset } = pageWindow(query);
  const values = {
    scope: 'clientId' in scope ? scope.clientId : scope.debtorId,
    status: query.status,
    from: query.from,
    to: query.to,
    creditorGuid: query.creditorGuid,
    digits: terms?.digits,
    identityNumber: terms?.identityNumber,
    start: terms?.start,
    end: terms?.end,
    limit,
    offset,
    window: offset + limit,
  };
  const statements = statementsFor(db, shape);
  const [rows, [total], rates] = await Promise.all([
    statements.page.execute(values),
    statements.total.execute(values),
    referenceRatesOf(db),
  ]);

  const items = rows.map((row) => {
    const status = row.case.status;
    return {
      caseGuid: row.case.guid,
      caseNumber: row.case.caseNumber,
      ocrReference: row.case.ocrReference,
      clientReference: row.case.clientReference,
      status,
      statusGroup: statusDisplayGroup(status),
      isActive: isActiveStatus(status),
      service: row.case.service,
      creditor: { creditorGuid: row.creditorGuid, name: row.creditorName },
      debtor: {
        debtorGuid: row.debtorGuid,
        name: row.debtorName,
        identityNumber: row.identityNumber,
        kind: row.debtorKind,
      },
      invoiceNumber: row.case.invoiceNumber,
      registrationDate: row.case.registrationDate,
      dueDate: row.case.dueDate,
      currency: row.case.currency,
      originalPrincipal: row.case.originalPrincipal,
      paidSum: row.case.paidSum,
      remainingAmount: balanceOn(row.case, today, rates).remainingAmount,
    };
  });
  return listAnswer(query, items, total?.n ?? 0);
}
