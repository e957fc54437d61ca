import { paymentPlanDetailsResponse } from '@fordra/contract';
import { queryOptions } from '@tanstack/react-query';
import { legacyCall } from '../../../shared/api/api-client.ts';

/** The debtor's plans, and what a new proposal can be made of: candidate cases, bounds, first due date, terms. */
export function getPaymentPlans(signal?: AbortSignal) {
  return legacyCall('getPaymentplanDetails', paymentPlanDetailsResponse, {}, signal);
}

export const paymentPlansQueryOptions = queryOptions({
  queryKey: ['plans', 'details'],
  queryFn: ({ signal }) => getPaymentPlans(signal),
});
