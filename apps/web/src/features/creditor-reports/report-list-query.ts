import { reportKind } from '@fordra/contract';
import { listStateOf } from '../../shared/creditor/use-list-params.ts';
import type { ReportsQuery } from './api/list-produced-reports.ts';

/** The list's filter as it stands in the address: one kind of report. */
export const REPORT_FILTERS = ['kind'] as const;
export const REPORT_KINDS = reportKind.options;

/** The list's order when the address names none: the latest month first. */
export const reportListDefaults = { sort: 'periodStart', order: 'desc' } as const;

/** The page of reports the address asks for (a kind the portal does not produce is left out), read by the list and its loader alike. */
export function reportListQueryOf(search: URLSearchParams) {
  const { page, pageSize, sort, order, filters } = listStateOf(search, REPORT_FILTERS, reportListDefaults);
  const kind = REPORT_KINDS.find((known) => known === filters.kind);
  return { page, pageSize, sort, order, kind } satisfies ReportsQuery;
}
