import { historyDocumentResponse } from '@fordra/contract';
import { queryOptions } from '@tanstack/react-query';
import { legacyCall } from '../../../shared/api/api-client.ts';

/** The letters and notices of a case, newest first. */
export function getCaseDocuments(caseGuid: string, signal?: AbortSignal) {
  return legacyCall('getHistoryDocument', historyDocumentResponse, { caseGuid }, signal);
}

export function caseDocumentsQueryOptions(caseGuid: string) {
  return queryOptions({
    queryKey: ['cases', caseGuid, 'documents'],
    queryFn: ({ signal }) => getCaseDocuments(caseGuid, signal),
  });
}
