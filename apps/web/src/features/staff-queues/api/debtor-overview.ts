import { staffDebtorOverview } from '@fordra/contract';
import { queryOptions } from '@tanstack/react-query';
import { staffRequest } from '../../../shared/api/api-client.ts';

/** A debtor's cases with their balances today and their latest payments, beside a decision about them. */
export const debtorOverviewQueryOptions = (debtorGuid: string) =>
  queryOptions({
    queryKey: ['staff', 'debtor-overview', debtorGuid],
    queryFn: ({ signal }) =>
      staffRequest('GET', `/debtors/${encodeURIComponent(debtorGuid)}/overview`, staffDebtorOverview, {
        signal,
      }),
  });
