import { stockholmDateTime } from '@fordra/domain';
import type { QueryClient } from '@tanstack/react-query';
import { clientQueryOptions } from '../../../shared/creditor/client-creditors.ts';
import type { CreditorPageContext } from '../../../shared/creditor/current-user.ts';
import { ensureQuery } from '../../../shared/routing/page-prefetch.ts';
import { paymentJournalQueryOptions } from '../api/get-payment-journal.ts';
import { isOrdered, journalOf } from '../journal-period.ts';

/** Payments: the client's creditors, then the page of the journal the address asks for (of the first, if it names none). */
export async function prefetchPayments(
  queryClient: QueryClient,
  { search, user }: CreditorPageContext,
): Promise<unknown> {
  await ensureQuery(queryClient, clientQueryOptions(user.client.clientGuid));
  const [first, ...rest] =
    queryClient.getQueryData(clientQueryOptions(user.client.clientGuid).queryKey)?.creditors ?? [];
  if (!first) return;
  const { creditor, period, query } = journalOf(search, [first, ...rest], stockholmDateTime(new Date()).date);
  if (isOrdered(period))
    await ensureQuery(queryClient, paymentJournalQueryOptions(creditor.creditorGuid, query));
}
