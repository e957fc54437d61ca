import { paymentJournalResponse } from '@fordra/contract';
import { queryOptions } from '@tanstack/react-query';
import { gatewayRequest, gatewayUrl, type Query } from '../../../shared/api/api-client.ts';
import type { Period } from '../journal-period.ts';

/** The journal of one creditor, or (null) of all the client's creditors. */
const journalPath = (creditorGuid: string | null) =>
  creditorGuid === null ? '/journals/payments' : `/journals/payments/${encodeURIComponent(creditorGuid)}`;

/** One page of a payment journal for a period, with the whole period's totals. */
export function paymentJournalQueryOptions(creditorGuid: string | null, query: Query) {
  return queryOptions({
    queryKey: ['creditor', 'payments', 'journal', creditorGuid ?? 'all', query],
    queryFn: ({ signal }) =>
      gatewayRequest('GET', journalPath(creditorGuid), paymentJournalResponse, { query, signal }),
  });
}

/**
 * The whole period as CSV, for a plain download link (the server names the file), its columns named
 * in the reader's language.
 */
export function paymentJournalCsvUrl(creditorGuid: string | null, period: Period, language: string): string {
  return gatewayUrl(journalPath(creditorGuid), { ...period, format: 'csv', header: 'labels', language });
}
