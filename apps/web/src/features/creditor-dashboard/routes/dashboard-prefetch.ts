import type { QueryClient } from '@tanstack/react-query';
import { ensureQuery } from '../../../shared/routing/page-prefetch.ts';
import { chartQueryOptions } from '../api/get-chart.ts';
import { waitingCaseCountQueryOptions } from '../api/get-waiting-cases.ts';
import { waitingObjectionsQueryOptions } from '../api/get-waiting-objections.ts';
import { DASHBOARD_CHARTS } from '../chart-figures.ts';

/**
 * The overview: every chart (the key figures are read from them), the count of cases waiting on the
 * client and the objections waiting for its answer.
 */
export function prefetchDashboard(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    ...DASHBOARD_CHARTS.map((name) => ensureQuery(queryClient, chartQueryOptions(name))),
    ensureQuery(queryClient, waitingCaseCountQueryOptions),
    ensureQuery(queryClient, waitingObjectionsQueryOptions),
  ]);
}
