/**
 * `cases`: a client's cases (or a debtor's own), paged, sorted and filtered on the server. Free text
 * finds a case by its number, OCR reference or debtor's identity number, and by the beginning of the
 * client's own reference, the invoice number or the debtor's last, first or company name.
 */
import {
  CASE_STATUSES,
  type CaseStatus,
  type Currency,
  INACTIVE_STATUSES,
  identityNumberIn,
  isActiveStatus,
  statusDisplayGroup,
} from '@fordra/domain';
import { and, asc, count, desc, eq, gte, inArray, lte, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { debtorNameSql as debtorName } from '../../db/expressions.ts';
import { cases, creditors, debtors } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { checkPeriod, listAnswer, pageWindow } from '../../http/lists.ts';
import { balanceOn } from '../ledger/ledger-service.ts';

type StatusGroup = 'active' | 'closed' | 'reminder' | 'collection' | 'monitoring' | 'plan' | 'legal';

/** The statuses of each filter group (docs/domain.md#case-plan-and-instalment-statuses). */
const GROUP_STATUSES: Record<Exclude<StatusGroup, 'active' | 'closed'>, CaseStatus[]> = {
  reminder: ['PreCollection'],
  collection: ['Collection', 'Inkasso', 'CostSaver'],
  monitoring: ['PostCollection', 'Surveillance'],
  plan: ['PaymentPlan'],
  legal: ['Legal', 'Verdict', 'Enforcement', 'Eviction', 'Disputed', 'ResidualCollection'],
};

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
  status?: string | undefined;
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

/** What a search text can be: a number (case number or OCR), an identity number, and always text. */
function searchTerms(text: string, today: string) {
  const compact = text.replace(/[\s-]/g, '');
  return {
    digits: /^\d+$/.test(compact) ? compact : null,
    identityNumber: identityNumberIn(text, today),
    /** A `like` pattern for what begins with the text, in lower case. */
    prefix: `${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`,
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
 * How a query names a value: a placeholder of a prepared statement, or the value itself (typed as
 * the string most values are; drizzle takes a placeholder wherever it takes a value).
 */
type Bind = (name: string) => string;
const placeholder: Bind = (name) => sql.placeholder(name) as unknown as string;

/**
 * The cases a search text finds, as one list of ids made of index-driven branches: debtors whose
 * last, first or company name begins with it (or whose identity number it is), the client's own
 * references and invoice numbers that begin with it, and the case number or OCR reference it is.
 */
function searchBranches(shape: Shape, param: Bind): SQL {
  const scope =
    shape.scope === 'client' ? eq(cases.clientId, param('scope')) : eq(cases.debtorId, param('scope'));
  const prefix = param('prefix');
  const debtorMatch = or(
    sql`lower(${debtors.lastName}) like ${prefix}`,
    sql`lower(${debtors.firstName}) like ${prefix}`,
    sql`lower(${debtors.companyName}) like ${prefix}`,
    ...(shape.identity ? [eq(debtors.identityNumber, param('identityNumber'))] : []),
  );
  const branches = [
    sql`select ${cases.id} from ${cases} where ${scope} and ${cases.debtorId} in (select ${debtors.id} from ${debtors} where ${debtorMatch})`,
    sql`select ${cases.id} from ${cases} where ${scope} and lower(${cases.clientReference}) like ${prefix}`,
    sql`select ${cases.id} from ${cases} where ${scope} and lower(${cases.invoiceNumber}) like ${prefix}`,
    ...(shape.digits
      ? [
          sql`select ${cases.id} from ${cases} where ${scope} and ${cases.caseNumber} = ${param('digits')}`,
          sql`select ${cases.id} from ${cases} where ${scope} and ${cases.ocrReference} = ${param('digits')}`,
        ]
      : []),
  ];
  return sql.join(branches, sql` union all `);
}

function whereOf(shape: Shape, param: Bind): SQL | undefined {
  const filters: (SQL | undefined)[] = [
    shape.scope === 'client' ? eq(cases.clientId, param('scope')) : eq(cases.debtorId, param('scope')),
  ];
  if (shape.status) filters.push(eq(cases.status, param('status')));
  if (shape.group === 'active') filters.push(notInArray(cases.status, [...INACTIVE_STATUSES]));
  else if (shape.group === 'closed') filters.push(inArray(cases.status, [...INACTIVE_STATUSES]));
  else if (shape.group) filters.push(inArray(cases.status, GROUP_STATUSES[shape.group]));
  if (shape.from) filters.push(gte(cases.registrationDate, param('from')));
  if (shape.to) filters.push(lte(cases.registrationDate, param('to')));
  if (shape.creditor) filters.push(eq(creditors.guid, param('creditorGuid')));
  if (shape.text) filters.push(sql`${cases.id} in (${searchBranches(shape, param)})`);
  return and(...filters);
}

/** The page and count queries of a shape, with values bound by `param`. */
function queriesOf(db: Db, shape: Shape, param: Bind) {
  const where = whereOf(shape, param);
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
    .where(where)
    .orderBy(direction(SORTS[shape.sort]), direction(cases.caseNumber))
    .limit(param('limit') as unknown as number)
    .offset(param('offset') as unknown as number);
  // The count joins only what its filters read, so that a client's total is an index scan.
  const total = (
    shape.creditor
      ? db.select({ n: count() }).from(cases).innerJoin(creditors, eq(creditors.id, cases.creditorId))
      : db.select({ n: count() }).from(cases)
  ).where(where);
  return { page, total };
}

function prepareShape(db: Db, shape: Shape, name: string) {
  const { page, total } = queriesOf(db, shape, placeholder);
  return { page: page.prepare(`${name}_page`), total: total.prepare(`${name}_count`) };
}

/** At most this many forms stay prepared per database handle; rarer ones are prepared each time. */
const MAX_SHAPES = 256;
const preparedShapes = new WeakMap<Db, Map<string, ReturnType<typeof prepareShape>>>();
let shapeNames = 0;

function statementsFor(db: Db, shape: Shape) {
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
  db: Db,
  scope: { clientId: string } | { debtorId: string },
  query: CaseListQuery,
  today: string,
) {
  checkPeriod(query);
  if (query.status && !(CASE_STATUSES as readonly string[]).includes(query.status))
    throw new ApiError(400, 'InvalidFilter', 'There is no case status with that name.', { field: 'status' });
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
    prefix: terms?.prefix,
    limit,
    offset,
  };
  // A search is planned with its text: an index serves `like 'text%'` only when the planner sees the
  // text, which a prepared statement's generic plan does not.
  const [rows, [total]] = shape.text
    ? await (async () => {
        const queries = queriesOf(db, shape, (name) => values[name as keyof typeof values] as string);
        return Promise.all([queries.page, queries.total]);
      })()
    : await (async () => {
        const statements = statementsFor(db, shape);
        return Promise.all([statements.page.execute(values), statements.total.execute(values)]);
      })();

  const items = rows.map((row) => {
    const status = row.case.status as CaseStatus;
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
      currency: row.case.currency as Currency,
      originalPrincipal: row.case.originalPrincipal,
      paidSum: row.case.paidSum,
      remainingAmount: balanceOn(row.case, today).remainingAmount,
    };
  });
  return listAnswer(query, items, total?.n ?? 0);
}
