import type { CaseDetails } from '@fordra/contract';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/api-error.ts';
import { casesQueryOptions } from '../../../shared/debtor/debtor-cases.ts';
import { caseObjectionsQueryOptions } from '../../../shared/debtor/debtor-objections.ts';

/** The debtor's case a page is about, and its objections; another debtor's case, or none, is NotFound. */
export function useCaseOfPage(caseGuid: string) {
  const { data: cases } = useSuspenseQuery(casesQueryOptions);
  const { data: standing } = useSuspenseQuery(caseObjectionsQueryOptions(caseGuid));
  const item: CaseDetails | undefined = cases.cases.find((found) => found.caseGuid === caseGuid);
  if (!item) throw new ApiError(404, 'NotFound');
  return { item, standing };
}
