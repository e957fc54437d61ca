import { creditorCaseDetailsResponse } from '@fordra/contract';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { gatewayRequest } from '../../../shared/api/api-client.ts';

export type CreditorCaseDetails = z.infer<typeof creditorCaseDetailsResponse>;

/** One of the client's cases with its debtor, payments, letters and timeline; another client's is a 404. */
export function caseDetailsQueryOptions(caseGuid: string) {
  return queryOptions({
    queryKey: ['creditor', 'cases', 'details', caseGuid],
    queryFn: ({ signal }) =>
      gatewayRequest(
        'GET',
        `/wip/collectioninformation/getcasedetails/${encodeURIComponent(caseGuid)}`,
        creditorCaseDetailsResponse,
        { signal },
      ),
  });
}
