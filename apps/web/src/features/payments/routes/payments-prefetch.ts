import type { QueryClient } from '@tanstack/react-query';
import { paymentDetailsQueryOptions } from '../../../shared/payment/get-payment-details.ts';
import { ensureQuery } from '../../../shared/routing/page-prefetch.ts';

/** Every payment registered on the debtor's cases. */
export function prefetchPayments(queryClient: QueryClient): Promise<unknown> {
  return ensureQuery(queryClient, paymentDetailsQueryOptions());
}
