import { creditorCasesResponse } from '@fordra/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayRequest } from '../../../shared/api/api-client.ts';

/** The client's cases matching what was typed (case number, OCR reference, debtor), to choose one. */
export function caseChoicesQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['creditor', 'message-case-choices', q],
    queryFn: ({ signal }) =>
      gatewayRequest('GET', '/cases', creditorCasesResponse, {
        query: { q: q || undefined, pageSize: 10, sort: 'registrationDate', order: 'desc' },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useCaseChoices(q: string) {
  return useQuery(caseChoicesQueryOptions(q));
}
