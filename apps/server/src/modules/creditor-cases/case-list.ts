/**
 * `cases`: a client's cases (or a debtor's own), paged, sorted and filtered on the server. Free text
 * finds a case by its number or OCR reference (or their first digits), the debtor's identity number,
 * and by the beginning of the client's own reference, the invoice number or the debtor's name (first
 * and last, or the company's) or last name, without regard to case or accents (domain `searchKey`).
 */
import {
  type CaseStatus,
  INACTIVE_STATUSES,
  identityNumberIn,
  type StatusGroup,
  searchedNumber,
  searchKey,
  statusGroupStatuses,
} from '@fordra/domain';
import type { Executor } from '../../db/executor.ts';
import { prefixRange } from '../../db/prefix-range.ts';
import {
  type CaseListShape,
  type CaseListSort,
  type CaseStatusGroupFilter,
  caseListPage,
} from '../../db/repositories/case-list.ts';
import { checkPeriod, listAnswer, pageWindow } from '../../http/lists.ts';
import { caseListItemForClient } from '../../presenters/case-for-client.ts';
import { balanceOn } from '../ledger/balance-as-of.ts';
import { referenceRatesOf } from '../ledger/reference-rates.ts';

export type CaseListQuery = {
  page: number;
  pageSize: number;
  sort?: CaseListSort | undefined;
  order?: 'asc' | 'desc' | undefined;
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
  status?: CaseStatus | undefined;
  statusGroup?: StatusGroup | undefined;
  creditorGuid?: string | undefined;
};

/**
 * What a search text can be: a number (case number or OCR, whole or its first digits), an identity
 * number, and always the beginning of a name or reference, in search form (`searchKey`).
 */
function searchTerms(text: string, today: string) {
  const number = searchedNumber(text);
  return {
    number,
    identityNumber: identityNumberIn(text, today),
    /** What begins with the text, in search form, is from `start` up to (not including) `end`. */
    ...prefixRange(searchKey(text)),
  };
}

/** The statuses a group filter stands for; the active cases' group by the statuses it leaves out. */
function groupFilterOf(group: StatusGroup): CaseStatusGroupFilter {
  return { statuses: statusGroupStatuses(group), leavesOut: group === 'active' ? INACTIVE_STATUSES : null };
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
  const shape: CaseListShape = {
    scope: 'clientId' in scope ? 'client' : 'debtor',
    status: Boolean(query.status),
    group: query.statusGroup ? groupFilterOf(query.statusGroup) : null,
    from: Boolean(query.from),
    to: Boolean(query.to),
    creditor: Boolean(query.creditorGuid),
    digits: Boolean(terms?.number),
    numberPrefix: Boolean(terms?.number?.byPrefix),
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
    digits: terms?.number?.digits,
    ...(terms?.number?.byPrefix
      ? (({ start, end }) => ({ digitsStart: start, digitsEnd: end }))(prefixRange(terms.number.digits))
      : { digitsStart: undefined, digitsEnd: undefined }),
    identityNumber: terms?.identityNumber,
    start: terms?.start,
    end: terms?.end,
    limit,
    offset,
    window: offset + limit,
  };
  const [{ rows, total }, rates] = await Promise.all([caseListPage(db, shape, values), referenceRatesOf(db)]);
  const items = rows.map((row) =>
    caseListItemForClient(row, balanceOn(row.case, today, rates).remainingAmount),
  );
  return listAnswer(query, items, total);
}
