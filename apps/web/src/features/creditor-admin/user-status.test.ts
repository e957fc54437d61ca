import { describe, expect, it } from 'vitest';
import { userActions, userStatus } from './user-status.ts';

describe('userStatus', () => {
  it('says disabled for a disabled user, even one who never accepted the invitation', () => {
    expect(userStatus({ disabled: true, invitationPending: true })).toBe('disabled');
    expect(userStatus({ disabled: true, invitationPending: false })).toBe('disabled');
  });

  it('says invited until the user has chosen a password, then active', () => {
    expect(userStatus({ disabled: false, invitationPending: true })).toBe('invited');
    expect(userStatus({ disabled: false, invitationPending: false })).toBe('active');
  });
});

describe('userActions', () => {
  const me = '00000000-0000-4000-8000-000000000001';
  const other = '00000000-0000-4000-8000-000000000002';

  it('offers nothing on the admin themselves', () => {
    expect(userActions({ userGuid: me, disabled: false }, me)).toEqual({
      changeRole: false,
      disable: false,
      enable: false,
    });
  });

  it('offers a role change and disabling for an active colleague', () => {
    expect(userActions({ userGuid: other, disabled: false }, me)).toEqual({
      changeRole: true,
      disable: true,
      enable: false,
    });
  });

  it('offers only enabling for a disabled colleague', () => {
    expect(userActions({ userGuid: other, disabled: true }, me)).toEqual({
      changeRole: false,
      disable: false,
      enable: true,
    });
  });
});
