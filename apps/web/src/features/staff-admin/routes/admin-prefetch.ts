import type { QueryClient } from '@tanstack/react-query';
import type { PageRoute } from '../../../shared/routing/page-prefetch.ts';
import { ensureQuery } from '../../../shared/routing/page-prefetch.ts';
import { referenceRatesQueryOptions } from '../../../shared/staff/reference-rates.ts';
import { staffMeQueryOptions } from '../../../shared/staff/staff-me.ts';
import { staffAccountsQueryOptions } from '../api/accounts.ts';
import { auditLogQueryOf, auditLogQueryOptions } from '../api/audit-log.ts';
import { clientQueryOptions, clientsQueryOf, clientsQueryOptions } from '../api/clients.ts';
import { paymentFilesQueryOf, paymentFilesQueryOptions } from '../api/payment-files.ts';

/** The payment files received: the page the address asks for. */
export function prefetchPaymentFiles(queryClient: QueryClient, { search }: PageRoute): Promise<unknown> {
  return ensureQuery(queryClient, paymentFilesQueryOptions(paymentFilesQueryOf(search)));
}

/** The clients' list as the address asks for it. */
export function prefetchClients(queryClient: QueryClient, { search }: PageRoute): Promise<unknown> {
  return ensureQuery(queryClient, clientsQueryOptions(clientsQueryOf(search)));
}

/** One client, with its policy and its creditors' limits. */
export function prefetchClient(queryClient: QueryClient, { params }: PageRoute): Promise<unknown> {
  return ensureQuery(queryClient, clientQueryOptions(params.clientGuid ?? ''));
}

/** The staff accounts, asked for only for an admin: a handler's page says it is for admins. */
export async function prefetchAccounts(queryClient: QueryClient): Promise<unknown> {
  const me = await queryClient.ensureQueryData(staffMeQueryOptions);
  return me.staffRole === 'admin' ? ensureQuery(queryClient, staffAccountsQueryOptions) : undefined;
}

/** The audit log's page the address asks for, asked for only for an admin. */
export async function prefetchAuditLog(queryClient: QueryClient, { search }: PageRoute): Promise<unknown> {
  const me = await queryClient.ensureQueryData(staffMeQueryOptions);
  return me.staffRole === 'admin'
    ? ensureQuery(queryClient, auditLogQueryOptions(auditLogQueryOf(search)))
    : undefined;
}

/** The reference rates and the half-years still without one. */
export function prefetchReferenceRates(queryClient: QueryClient): Promise<unknown> {
  return ensureQuery(queryClient, referenceRatesQueryOptions);
}
