import type { QueryClient } from '@tanstack/react-query';
import { clientQueryOptions } from '../../../shared/creditor/client-creditors.ts';
import type { CreditorPageContext } from '../../../shared/creditor/current-user.ts';
import { ensureQuery } from '../../../shared/routing/page-prefetch.ts';
import { caseObjectionsQueryOptions } from '../api/case-objections.ts';
import { caseDetailsQueryOptions } from '../api/get-case-details.ts';
import { casesQueryOptions } from '../api/get-cases.ts';
import { caseListQueryOf } from '../case-list-query.ts';

/** The cases list: the page the address asks for, and the client's creditors its filter offers. */
export function prefetchCases(
  queryClient: QueryClient,
  { search, user }: CreditorPageContext,
): Promise<unknown> {
  return Promise.all([
    ensureQuery(queryClient, casesQueryOptions(caseListQueryOf(search))),
    ensureQuery(queryClient, clientQueryOptions(user.client.clientGuid)),
  ]);
}

/** A case's page: the case with its debtor, payments, letters and timeline in one call, and its objections. */
export function prefetchCaseDetails(
  queryClient: QueryClient,
  { params }: CreditorPageContext,
): Promise<unknown> {
  return Promise.all([
    ensureQuery(queryClient, caseDetailsQueryOptions(params.caseGuid ?? '')),
    ensureQuery(queryClient, caseObjectionsQueryOptions(params.caseGuid ?? '')),
  ]);
}
