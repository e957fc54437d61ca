import { type CaseDetails, caseDetailsResponse } from '@fordra/contract';
import { queryOptions } from '@tanstack/react-query';
import { legacyCall } from '../../../shared/api/api-client.ts';
import { ApiError } from '../../../shared/api/api-error.ts';

/** One case of the debtor; another debtor's case, or none, is an ApiError with code NotFound. */
export async function getCase(caseGuid: string, signal?: AbortSignal): Promise<CaseDetails> {
  const { cases } = await legacyCall('getCaseDetails', caseDetailsResponse, { caseGuid }, signal);
  const found = cases.find((item) => item.caseGuid === caseGuid);
  if (!found) throw new ApiError(404, 'NotFound');
  return found;
}

export function caseQueryOptions(caseGuid: string) {
  return queryOptions({
    queryKey: ['cases', caseGuid],
    queryFn: ({ signal }) => getCase(caseGuid, signal),
  });
}
