/**
 * `cases`: a client's cases (or a debtor's own), paged, sorted and filtered on the server. Free text
 * finds a case by its number, OCR reference, the client's own reference, the invoice number, the
 * debtor's identity number or name.
 */
import {
  CASE_STATUSES,
  type CaseStatus,
  type Currency,
  INACTIVE_STATUSES,
  isActiveStatus,
  parseOrganisationNumber,
  parsePersonalNumber,
  statusDisplayGroup,
} from '@fordra/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lte,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cases, creditors, debtors } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { checkPeriod, containsPattern, listAnswer, pageWindow } from '../../http/lists.ts';
import { balanceOn } from '../ledger/ledger-service.ts';

type StatusGroup = 'active' | 'closed' | 'reminder' | 'collection' | 'monitoring' | 'plan' | 'legal';

/** The statuses of each filter group (docs/domain.md#case-statuses). */
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

const debtorName = sql<string>`coalesce(${debtors.companyName}, ${debtors.firstName} || ' ' || ${debtors.lastName})`;
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

/** The identity number a search text stands for, normalised as stored, or null. */
function identityNumberIn(text: string, today: string): string | null {
  const person = parsePersonalNumber(text, today);
  if (person.ok) return person.value;
  const company = parseOrganisationNumber(text);
  return company.ok ? company.value : null;
}

function searchFilter(text: string, today: string): SQL | undefined {
  const compact = text.replace(/[\s-]/g, '');
  const identityNumber = identityNumberIn(text, today);
  const pattern = containsPattern(text);
  return or(
    ...(/^\d+$/.test(compact) ? [eq(cases.caseNumber, compact), eq(cases.ocrReference, compact)] : []),
    ...(identityNumber ? [eq(debtors.identityNumber, identityNumber)] : []),
    ilike(cases.clientReference, pattern),
    ilike(cases.invoiceNumber, pattern),
    ilike(debtorName, pattern),
  );
}

function statusFilters(query: CaseListQuery): SQL[] {
  const filters: SQL[] = [];
  if (query.status) {
    if (!(CASE_STATUSES as readonly string[]).includes(query.status))
      throw new ApiError(400, 'InvalidFilter', 'There is no case status with that name.', {
        field: 'status',
      });
    filters.push(eq(cases.status, query.status));
  }
  const group = query.statusGroup;
  if (group === 'active') filters.push(notInArray(cases.status, [...INACTIVE_STATUSES]));
  else if (group === 'closed') filters.push(inArray(cases.status, [...INACTIVE_STATUSES]));
  else if (group) filters.push(inArray(cases.status, GROUP_STATUSES[group]));
  return filters;
}

/** The cases of a client (or of a debtor), one page of them, with balances as of ISO day `today`. */
export async function listCases(
  db: Db,
  scope: { clientId: string } | { debtorId: string },
  query: CaseListQuery,
  today: string,
) {
  checkPeriod(query);
  const filters: (SQL | undefined)[] = [
    'clientId' in scope ? eq(cases.clientId, scope.clientId) : eq(cases.debtorId, scope.debtorId),
    ...statusFilters(query),
  ];
  if (query.from) filters.push(gte(cases.registrationDate, query.from));
  if (query.to) filters.push(lte(cases.registrationDate, query.to));
  if (query.creditorGuid) filters.push(eq(creditors.guid, query.creditorGuid));
  if (query.q) filters.push(searchFilter(query.q, today));
  const where = and(...filters);
  const direction = (query.order ?? (query.sort ? 'asc' : 'desc')) === 'desc' ? desc : asc;
  const { limit, offset } = pageWindow(query);

  const [rows, [total]] = await Promise.all([
    db
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
      .orderBy(direction(SORTS[query.sort ?? 'registrationDate']), direction(cases.caseNumber))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(cases)
      .innerJoin(creditors, eq(creditors.id, cases.creditorId))
      .innerJoin(debtors, eq(debtors.id, cases.debtorId))
      .where(where),
  ]);

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
