import type { QueryClient } from '@tanstack/react-query';
import { paymentDetailsQueryOptions } from '../../../shared/payment/get-payment-details.ts';

/** Every payment registered on the debtor's cases. */
export function prefetchPayments(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(paymentDetailsQueryOptions());
}
