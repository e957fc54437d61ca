import type { QueryClient } from '@tanstack/react-query';
import { ensureQuery } from '../../../shared/routing/page-prefetch.ts';
import { paymentPlansQueryOptions } from '../api/get-payment-plans.ts';

/** The plans, and what a new proposal can be made of: both plan pages read the one answer. */
export function prefetchPlans(queryClient: QueryClient): Promise<unknown> {
  return ensureQuery(queryClient, paymentPlansQueryOptions);
}
