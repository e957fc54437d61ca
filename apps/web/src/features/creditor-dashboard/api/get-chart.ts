import { chartResponse } from '@fordra/contract';
import { queryOptions } from '@tanstack/react-query';
import { gatewayRequest } from '../../../shared/api/api-client.ts';
import { type ChartName, DASHBOARD_CURRENCY, DASHBOARD_MONTHS } from '../chart-figures.ts';

/** One chart of the client's dashboard over the last year, in kronor. */
export function getChart(chart: ChartName, signal?: AbortSignal) {
  return gatewayRequest('GET', `/wip/reporting/getchartdata/${chart}`, chartResponse, {
    query: { months: DASHBOARD_MONTHS, currency: DASHBOARD_CURRENCY },
    signal,
  });
}

export const chartQueryOptions = (chart: ChartName) =>
  queryOptions({
    queryKey: ['creditor', 'dashboard', 'chart', chart, DASHBOARD_MONTHS, DASHBOARD_CURRENCY],
    queryFn: ({ signal }) => getChart(chart, signal),
  });
