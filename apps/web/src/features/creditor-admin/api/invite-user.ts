import { invitedUserResponse, type inviteUserRequest } from '@fordra/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { gatewayRequest } from '../../../shared/api/api-client.ts';
import { refreshUserLists } from './list-users.ts';

export type InviteUserRequest = z.infer<typeof inviteUserRequest>;

/** Invites a user of the client; the answer holds the invitation link, which is shown only this once. */
export function inviteUser(request: InviteUserRequest) {
  return gatewayRequest('POST', '/v1/Users', invitedUserResponse, { body: request });
}

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteUser,
    onSuccess: () => refreshUserLists(queryClient),
  });
}
