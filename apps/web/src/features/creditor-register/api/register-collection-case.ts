import { registeredCaseResponse } from '@fordra/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gatewayRequest } from '../../../shared/api/api-client.ts';
import type { RegistrationRequest } from '../registration-request.ts';

/**
 * Hands one case over for collection. The client reference makes it idempotent: sending the same
 * reference again answers the case registered the first time, with `created: false`.
 */
export function registerCollectionCase(request: RegistrationRequest, signal?: AbortSignal) {
  return gatewayRequest('POST', '/wip/registration/registercollectioncase', registeredCaseResponse, {
    body: request,
    signal,
  });
}

/** Registering a case; the client's lists and figures are fetched afresh after it. */
export function useRegisterCollectionCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RegistrationRequest) => registerCollectionCase(request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['creditor'], refetchType: 'none' }),
  });
}
