import type { QueryClient } from '@tanstack/react-query';
import { ensureQuery } from '../../../app/route-prefetch.ts';
import { paymentInfoQueryOptions } from '../../../shared/payment/get-payment-info.ts';
import { debtorSummaryQueryOptions } from '../api/get-debtor-summary.ts';
import { invoicesQueryOptions } from '../api/get-invoices.ts';

/** Home's requests, all at once: the total debt, how to pay each case, the unpaid invoices. */
export function prefetchHome(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    ensureQuery(queryClient, debtorSummaryQueryOptions),
    ensureQuery(queryClient, paymentInfoQueryOptions()),
    ensureQuery(queryClient, invoicesQueryOptions),
  ]);
}
