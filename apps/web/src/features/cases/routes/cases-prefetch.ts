import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { casesQueryOptions } from '../../../shared/debtor/debtor-cases.ts';
import { invoicesQueryOptions } from '../../../shared/debtor/debtor-invoices.ts';
import {
  caseObjectionsQueryOptions,
  debtorObjectionsQueryOptions,
} from '../../../shared/debtor/debtor-objections.ts';
import { paymentDetailsQueryOptions } from '../../../shared/payment/get-payment-details.ts';
import { paymentInfoQueryOptions } from '../../../shared/payment/get-payment-info.ts';
import { ensureQuery, type PageRoute } from '../../../shared/routing/page-prefetch.ts';
import { caseQueryOptions } from '../api/get-case.ts';
import { caseDocumentsQueryOptions } from '../api/get-case-documents.ts';
import { currentCasePath } from '../most-relevant-case.ts';

/** The cases list with what holds each case, and "Case details" in the menu, which opens one of them. */
export function prefetchCases(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    ensureQuery(queryClient, casesQueryOptions),
    ensureQuery(queryClient, debtorObjectionsQueryOptions),
  ]);
}

/** The cases page: the cases, and the invoices listed below them. */
export function prefetchCaseList(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([prefetchCases(queryClient), ensureQuery(queryClient, invoicesQueryOptions)]);
}

/**
 * "Case details" in the menu leads on to the debtor's most relevant case once the cases are read: the
 * router goes there (the server answers with a redirect); while they cannot be read, its page says why.
 */
export async function prefetchCurrentCase(queryClient: QueryClient): Promise<Response | undefined> {
  await ensureQuery(queryClient, casesQueryOptions);
  const cases = queryClient.getQueryData(casesQueryOptions.queryKey);
  return cases ? redirect(currentCasePath(cases.cases)) : undefined;
}

/**
 * A case's page asks for everything at once: the case, its letters, its payments, how to pay it (a
 * closed case's answer lists no way to pay, and the page shows none), its disputes, and the cases
 * (which the note on a case chosen from the menu counts).
 */
export function prefetchCaseDetails(
  queryClient: QueryClient,
  { params: { caseGuid = '' } }: PageRoute,
): Promise<unknown> {
  return Promise.all([
    ensureQuery(queryClient, caseQueryOptions(caseGuid)),
    ensureQuery(queryClient, caseDocumentsQueryOptions(caseGuid)),
    ensureQuery(queryClient, paymentDetailsQueryOptions(caseGuid)),
    ensureQuery(queryClient, paymentInfoQueryOptions(caseGuid)),
    ensureQuery(queryClient, caseObjectionsQueryOptions(caseGuid)),
    ensureQuery(queryClient, casesQueryOptions),
  ]);
}
