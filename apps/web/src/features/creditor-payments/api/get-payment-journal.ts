import { paymentJournalResponse } from '@fordra/contract';
import { queryOptions } from '@tanstack/react-query';
import { gatewayRequest, gatewayUrl, type Query } from '../../../shared/api/api-client.ts';
import type { Period } from '../journal-period.ts';

const journalPath = (creditorGuid: string) => `/journals/payments/${encodeURIComponent(creditorGuid)}`;

/** One page of a creditor's payment journal for a period, with the whole period's totals. */
export function paymentJournalQueryOptions(creditorGuid: string, query: Query) {
  return queryOptions({
    queryKey: ['creditor', 'payments', 'journal', creditorGuid, query],
    queryFn: ({ signal }) =>
      gatewayRequest('GET', journalPath(creditorGuid), paymentJournalResponse, { query, signal }),
  });
}

/** The whole period as CSV, for a plain download link (the server names the file). */
export function paymentJournalCsvUrl(creditorGuid: string, period: Period): string {
  return gatewayUrl(journalPath(creditorGuid), { ...period, format: 'csv' });
}
