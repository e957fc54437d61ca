import type { QueryClient } from '@tanstack/react-query';
import { paymentInfoQueryOptions } from '../../../shared/payment/get-payment-info.ts';
import { ensureQuery } from '../../../shared/routing/page-prefetch.ts';
import { paymentPlansQueryOptions } from '../api/get-payment-plans.ts';

/** The plans, and what a new proposal can be made of: both plan pages read the one answer. */
export function prefetchPlans(queryClient: QueryClient): Promise<unknown> {
  return ensureQuery(queryClient, paymentPlansQueryOptions);
}

/** The plans page: the plans, and how to pay each current plan's next instalment. */
export function prefetchPlanList(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([prefetchPlans(queryClient), ensureQuery(queryClient, paymentInfoQueryOptions())]);
}
