import { stockholmDateTime } from '@fordra/domain';
import type { QueryClient } from '@tanstack/react-query';
import { clientQueryOptions } from '../../../shared/creditor/client-creditors.ts';
import type { CreditorPageContext } from '../../../shared/creditor/current-user.ts';
import { ensureQuery } from '../../../shared/routing/page-prefetch.ts';
import { paymentJournalQueryOptions } from '../api/get-payment-journal.ts';
import { isOrdered, journalOf } from '../journal-period.ts';

/** Payments: the client's creditors, then the page of the journal the address asks for (of all of them, if it names none). */
export async function prefetchPayments(
  queryClient: QueryClient,
  { search, user }: CreditorPageContext,
): Promise<unknown> {
  await ensureQuery(queryClient, clientQueryOptions(user.client.clientGuid));
  const creditors =
    queryClient.getQueryData(clientQueryOptions(user.client.clientGuid).queryKey)?.creditors ?? [];
  if (creditors.length === 0) return;
  const { creditor, period, query } = journalOf(search, creditors, stockholmDateTime(new Date()).date);
  if (period === null || isOrdered(period))
    await ensureQuery(queryClient, paymentJournalQueryOptions(creditor?.creditorGuid ?? null, query));
}
