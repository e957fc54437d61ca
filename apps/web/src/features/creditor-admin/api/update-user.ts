import { clientUser, type updateUserRequest } from '@fordra/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { gatewayRequest } from '../../../shared/api/api-client.ts';
import { refreshUserLists } from './list-users.ts';

type UpdateUserRequest = z.infer<typeof updateUserRequest>;

/** Changes a user's role, or disables or enables them. */
export function updateUser({ userGuid, change }: { userGuid: string; change: UpdateUserRequest }) {
  return gatewayRequest('PATCH', `/v1/Users/${encodeURIComponent(userGuid)}`, clientUser, { body: change });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => refreshUserLists(queryClient),
  });
}
