import { creditorSettingsResponse, type DebtorEntry, debtorDetailsResponse } from '@fordra/contract';
import { type QueryClient, queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { gatewayRequest, legacyCall } from '../api/api-client.ts';
import { ApiError } from '../api/api-error.ts';
import { unreadRepliesQueryOptions } from '../messages/unread-replies.ts';
import { ensureQuery } from '../routing/page-prefetch.ts';
import { chooseDebtor } from './choose-debtor.ts';

/** The signed-in debtor (a person or a company), in the domain's names. */
export type Debtor = {
  debtorGuid: string;
  isCompany: boolean;
  juridicalType: DebtorEntry['JuridicalType'];
  name: string;
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
  /** Personnummer or organisationsnummer, masked (`YYYYMMDD-XXXX`). */
  maskedIdentityNumber: string;
  email: string | null;
  cellularPhone: string | null;
  homePhone: string | null;
  workPhone: string | null;
  language: string | null;
  address: DebtorEntry['Address'];
  activeCases: number;
  inactiveCases: number;
};

/** The legacy call's debtor (PascalCase fields) in the domain's names; nothing else reads the legacy fields. */
export function toDebtor(entry: DebtorEntry): Debtor {
  return {
    debtorGuid: entry.DebtorGuid,
    isCompany: entry.IsCompany,
    juridicalType: entry.JuridicalType,
    name: entry.Name,
    firstName: entry.FirstName,
    lastName: entry.LastName,
    companyName: entry.CompanyName,
    maskedIdentityNumber: entry.MaskedIdentityNumber,
    email: entry.Email,
    cellularPhone: entry.CellularPhone,
    homePhone: entry.HomePhone,
    workPhone: entry.WorkPhone,
    language: entry.Language,
    address: entry.Address,
    activeCases: entry.ActiveCases,
    inactiveCases: entry.InactiveCases,
  };
}

/** The debtor the portal shows; an account with none fails like a failed call (ApiError NotFound). */
export async function getCurrentDebtor(signal?: AbortSignal): Promise<Debtor> {
  const details = await legacyCall('getCurrentDebtorDetails', debtorDetailsResponse, {}, signal);
  const chosen = chooseDebtor(details.GetDebtorDetailsResult.Debtors.Debtor);
  if (!chosen) throw new ApiError(404, 'NotFound');
  return toDebtor(chosen);
}

/**
 * The debtor and the creditor settings are loaded once per session by the app shell, which signs out
 * when the debtor fails and ignores failed settings (docs/spec-coverage.md#debtor-and-settings-loading),
 * so neither is retried or fetched again.
 */
const oncePerSession = {
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
  refetchOnWindowFocus: false,
} as const;

export const currentDebtorQueryOptions = queryOptions({
  queryKey: ['debtor', 'details'],
  queryFn: ({ signal }) => getCurrentDebtor(signal),
  ...oncePerSession,
});

export function getCreditorSettings(signal?: AbortSignal) {
  return gatewayRequest('GET', '/debtoraccess/settings', creditorSettingsResponse, { signal });
}

export const creditorSettingsQueryOptions = queryOptions({
  queryKey: ['debtor', 'creditor-settings'],
  queryFn: ({ signal }) => getCreditorSettings(signal),
  ...oncePerSession,
});

/** The signed-in debtor; the app shell renders the debtor's pages only once it is loaded. */
export function useDebtor(): Debtor {
  return useSuspenseQuery(currentDebtorQueryOptions).data;
}

/**
 * What the app shell waits for before any debtor page (router.tsx): the debtor, the creditor settings,
 * and the unread replies its menu counts. Read here for every page, a page rendered on the server has
 * them all; an unread count that cannot be read leaves the menu without it.
 */
export function prefetchDebtorShell(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    ensureQuery(queryClient, currentDebtorQueryOptions),
    ensureQuery(queryClient, creditorSettingsQueryOptions),
    ensureQuery(queryClient, unreadRepliesQueryOptions),
  ]);
}
