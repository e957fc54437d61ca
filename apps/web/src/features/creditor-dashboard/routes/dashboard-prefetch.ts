import type { QueryClient } from '@tanstack/react-query';
import { ensureQuery } from '../../../shared/routing/page-prefetch.ts';
import { chartQueryOptions } from '../api/get-chart.ts';
import { waitingCaseCountQueryOptions } from '../api/get-waiting-cases.ts';
import { DASHBOARD_CHARTS } from '../chart-figures.ts';

/** The overview: every chart (the key figures are read from them) and the count of cases waiting on the client. */
export function prefetchDashboard(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    ...DASHBOARD_CHARTS.map((name) => ensureQuery(queryClient, chartQueryOptions(name))),
    ensureQuery(queryClient, waitingCaseCountQueryOptions),
  ]);
}
