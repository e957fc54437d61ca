import { type CreateInstalmentPlanRequest, createInstalmentPlanResponse } from '@fordra/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { legacyCall } from '../../../shared/api/api-client.ts';
import { paymentPlansQueryOptions } from './get-payment-plans.ts';

/** Sends a proposal; sending it accepts the terms. The same idempotency key always gives the same plan. */
export function createInstalmentPlan(request: CreateInstalmentPlanRequest) {
  return legacyCall('createInstalmentPlan', createInstalmentPlanResponse, request);
}

/**
 * Sends a proposal. An accepted one changes the cases' statuses and documents and may have saved new
 * contact details, so everything is read again; after a refusal the plans and candidates are, since
 * the cases, bounds or terms may have changed meanwhile.
 */
export function useCreateInstalmentPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInstalmentPlan,
    onSuccess: () => queryClient.invalidateQueries(),
    onError: () => queryClient.invalidateQueries({ queryKey: paymentPlansQueryOptions.queryKey }),
  });
}
