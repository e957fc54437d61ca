import { addressCheckAnswer } from '@fordra/contract';
import { useMutation } from '@tanstack/react-query';
import { gatewayRequest } from '../../../shared/api/api-client.ts';

/** Looks up a person's registered name and address by personal number (audited by the server): no address when the identity is protected. */
export function checkAddress(personalNumber: string) {
  return gatewayRequest(
    'GET',
    `/check/address/${encodeURIComponent(personalNumber.trim())}`,
    addressCheckAnswer,
  );
}

export function useCheckAddress() {
  return useMutation({ mutationFn: checkAddress });
}
