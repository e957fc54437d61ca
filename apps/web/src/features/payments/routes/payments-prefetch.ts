import type { QueryClient } from '@tanstack/react-query';
import { invoicesQueryOptions } from '../../../shared/debtor/debtor-invoices.ts';
import { paymentDetailsQueryOptions } from '../../../shared/payment/get-payment-details.ts';
import { ensureQuery } from '../../../shared/routing/page-prefetch.ts';

/** Every payment registered on the debtor's cases, and their invoices with the payments on them. */
export function prefetchPayments(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    ensureQuery(queryClient, paymentDetailsQueryOptions()),
    ensureQuery(queryClient, invoicesQueryOptions),
  ]);
}
