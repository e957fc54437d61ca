import type { clientUser } from '@fordra/contract';
import type { z } from 'zod';

export type ClientUser = z.infer<typeof clientUser>;
export type ClientRole = ClientUser['role'];
export const clientRoles = ['admin', 'user', 'readOnly'] as const satisfies readonly ClientRole[];

/** Where a user stands: may sign in, has not yet chosen a password, or was turned off by an admin. */
export type UserStatus = 'active' | 'invited' | 'disabled';

export function userStatus(user: Pick<ClientUser, 'disabled' | 'invitationPending'>): UserStatus {
  if (user.disabled) return 'disabled';
  return user.invitationPending ? 'invited' : 'active';
}

/**
 * What an admin may do to a user from the list. Not to themselves: a change of their own role or
 * disabling themselves would lock them out of this very page, so another admin does it.
 */
export function userActions(user: Pick<ClientUser, 'userGuid' | 'disabled'>, myUserGuid: string | undefined) {
  if (user.userGuid === myUserGuid) return { changeRole: false, disable: false, enable: false };
  return { changeRole: !user.disabled, disable: !user.disabled, enable: user.disabled };
}
