import type { QueryClient } from '@tanstack/react-query';
import { invoicesQueryOptions } from '../../../shared/debtor/debtor-invoices.ts';
import { debtorObjectionsQueryOptions } from '../../../shared/debtor/debtor-objections.ts';
import { unreadRepliesQueryOptions } from '../../../shared/messages/unread-replies.ts';
import { paymentInfoQueryOptions } from '../../../shared/payment/get-payment-info.ts';
import { ensureQuery } from '../../../shared/routing/page-prefetch.ts';
import { debtorSummaryQueryOptions } from '../api/get-debtor-summary.ts';

/**
 * Home's requests, all at once: the total debt, the disputes and requests for more time, how to pay
 * each case (which names the cases they concern), the unpaid invoices, unread replies.
 */
export function prefetchHome(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    ensureQuery(queryClient, debtorSummaryQueryOptions),
    ensureQuery(queryClient, paymentInfoQueryOptions()),
    ensureQuery(queryClient, invoicesQueryOptions),
    ensureQuery(queryClient, unreadRepliesQueryOptions),
    ensureQuery(queryClient, debtorObjectionsQueryOptions),
  ]);
}
