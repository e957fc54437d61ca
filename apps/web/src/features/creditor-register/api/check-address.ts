import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { gatewayRequest } from '../../../shared/api/api-client.ts';

/** The population register's answer for a person: no address when the identity is protected. */
const registeredAddress = z.object({
  personalNumber: z.string(),
  name: z.string(),
  protected: z.boolean(),
  address: z
    .object({ careOf: z.string().nullable(), street: z.string(), postalCode: z.string(), city: z.string() })
    .nullable(),
  updatedOn: z.string(),
});
export type RegisteredAddress = z.infer<typeof registeredAddress>;

/** Looks up a person's registered name and address by personal number (audited by the server). */
export function checkAddress(personalNumber: string) {
  return gatewayRequest(
    'GET',
    `/check/address/${encodeURIComponent(personalNumber.trim())}`,
    registeredAddress,
  );
}

export function useCheckAddress() {
  return useMutation({ mutationFn: checkAddress });
}
