import type { QueryClient } from '@tanstack/react-query';
import { invoicesQueryOptions } from '../../../shared/debtor/debtor-invoices.ts';
import { unreadRepliesQueryOptions } from '../../../shared/messages/unread-replies.ts';
import { paymentInfoQueryOptions } from '../../../shared/payment/get-payment-info.ts';
import { ensureQuery } from '../../../shared/routing/page-prefetch.ts';
import { debtorSummaryQueryOptions } from '../api/get-debtor-summary.ts';

/** Home's requests, all at once: the total debt, how to pay each case, the unpaid invoices, unread replies. */
export function prefetchHome(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    ensureQuery(queryClient, debtorSummaryQueryOptions),
    ensureQuery(queryClient, paymentInfoQueryOptions()),
    ensureQuery(queryClient, invoicesQueryOptions),
    ensureQuery(queryClient, unreadRepliesQueryOptions),
  ]);
}
