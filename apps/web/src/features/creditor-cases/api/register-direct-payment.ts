import { type registerDirectPaymentRequest, registeredDirectPaymentResponse } from '@fordra/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { gatewayRequest } from '../../../shared/api/api-client.ts';

export type DirectPayment = z.input<typeof registerDirectPaymentRequest>;

export function registerDirectPayment(payment: DirectPayment) {
  return gatewayRequest('POST', '/wip/registration/registerdirectpayment', registeredDirectPaymentResponse, {
    body: payment,
  });
}

/** Reports a payment the debtor made to the client; the case and the list are fetched again afterwards. */
export function useRegisterDirectPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerDirectPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['creditor', 'cases'] }),
  });
}
