import { staffAccountsResponse, type updateStaffAccountRequest } from '@fordra/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { staffRequest } from '../../../shared/api/api-client.ts';
import type { CreateStaffAccountRequest } from '../staff-accounts.ts';

/** The provider's staff (admins only: a handler is answered 403). */
export const staffAccountsQueryOptions = queryOptions({
  queryKey: ['staff', 'accounts'],
  queryFn: ({ signal }) => staffRequest('GET', '/accounts', staffAccountsResponse, { signal }),
});

/** A change to the staff; what it answers is not relied on, the list is read anew. */
function useStaffMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}

export function useCreateStaffAccount() {
  return useStaffMutation((request: CreateStaffAccountRequest) =>
    staffRequest('POST', '/accounts', z.unknown(), { body: request }),
  );
}

type UpdateStaffAccountRequest = z.infer<typeof updateStaffAccountRequest>;

/** Another role, or disabled or enabled. */
export function useUpdateStaffAccount() {
  return useStaffMutation(
    ({ accountGuid, change }: { accountGuid: string; change: UpdateStaffAccountRequest }) =>
      staffRequest('PATCH', `/accounts/${encodeURIComponent(accountGuid)}`, z.unknown(), { body: change }),
  );
}
