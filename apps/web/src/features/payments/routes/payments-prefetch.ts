import type { QueryClient } from '@tanstack/react-query';
import { ensureQuery } from '../../../app/route-prefetch.ts';
import { paymentDetailsQueryOptions } from '../../../shared/payment/get-payment-details.ts';

/** Every payment registered on the debtor's cases. */
export function prefetchPayments(queryClient: QueryClient): Promise<unknown> {
  return ensureQuery(queryClient, paymentDetailsQueryOptions());
}
