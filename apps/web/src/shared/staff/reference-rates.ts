import { referenceRatesResponse } from '@fordra/contract';
import { queryOptions } from '@tanstack/react-query';
import { staffRequest } from '../api/api-client.ts';

/**
 * The reference rates, newest first, and the half-years up to today still without one: the overview
 * shows a missing one as the first thing to do, the admin's page lists them and takes a new one.
 */
export const referenceRatesQueryOptions = queryOptions({
  queryKey: ['staff', 'reference-rates'],
  queryFn: ({ signal }) => staffRequest('GET', '/reference-rates', referenceRatesResponse, { signal }),
});
