/** A member of staff as the back office shows them: the signed-in one, and a staff account of the list. */
import type { StaffAccount } from '@fordra/contract';

/** The signed-in member of staff, with the role of their session. */
export function signedInStaffForStaff(
  account: { accountGuid: string; username: string | null; displayName: string },
  staffRole: 'handler' | 'admin' | null,
) {
  return { ...account, username: account.username ?? '', staffRole: staffRole ?? 'handler' };
}

export function staffAccountForStaff(row: {
  accountGuid: string;
  username: string | null;
  displayName: string;
  email: string | null;
  identityNumber: string | null;
  staffRole: 'handler' | 'admin' | null;
  disabled: boolean;
  lastLoginAt: Date | null;
}): StaffAccount {
  return {
    ...row,
    username: row.username ?? '',
    staffRole: row.staffRole ?? 'handler',
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}
