import type { StaffAccount } from '@fordra/contract';
import { describe, expect, it } from 'vitest';
import { accountActions, accountsPage, emptyNewAccount, readNewAccount } from './staff-accounts.ts';

const me = '00000000-0000-4000-8000-000000000001';
const other = '00000000-0000-4000-8000-000000000002';

const account = (guid: string, displayName: string, extra: Partial<StaffAccount> = {}): StaffAccount => ({
  accountGuid: guid,
  username: displayName.toLowerCase(),
  displayName,
  email: null,
  identityNumber: null,
  staffRole: 'handler',
  disabled: false,
  lastLoginAt: null,
  ...extra,
});

describe('accountActions', () => {
  it('offers an admin nothing on their own account', () => {
    expect(accountActions({ accountGuid: me, disabled: false }, me)).toEqual({
      changeRole: false,
      disable: false,
      enable: false,
    });
  });

  it('offers a role change and disabling for an active colleague, enabling for a disabled one', () => {
    expect(accountActions({ accountGuid: other, disabled: false }, me)).toEqual({
      changeRole: true,
      disable: true,
      enable: false,
    });
    expect(accountActions({ accountGuid: other, disabled: true }, me)).toEqual({
      changeRole: true,
      disable: false,
      enable: true,
    });
  });
});

describe('accountsPage', () => {
  const accounts = [
    account('a', 'Örjan', { lastLoginAt: '2026-11-02T08:00:00Z' }),
    account('b', 'Anna', { lastLoginAt: '2026-11-03T08:00:00Z' }),
    account('c', 'Bertil'),
  ];

  it('sorts by name in Swedish order by default', () => {
    const page = accountsPage(accounts, { page: 1, pageSize: 10 });
    expect(page.items.map((item) => item.displayName)).toEqual(['Anna', 'Bertil', 'Örjan']);
    expect(page.total).toBe(3);
  });

  it('sorts by last sign-in, never signed in first', () => {
    const page = accountsPage(accounts, { sort: 'lastLoginAt', order: 'desc', page: 1, pageSize: 10 });
    expect(page.items.map((item) => item.displayName)).toEqual(['Anna', 'Örjan', 'Bertil']);
  });

  it('shows the last page for a page past the end', () => {
    const page = accountsPage(accounts, { page: 9, pageSize: 2 });
    expect(page.page).toBe(2);
    expect(page.items.map((item) => item.displayName)).toEqual(['Örjan']);
  });
});

describe('readNewAccount', () => {
  it('sends empty optional fields as null', () => {
    const result = readNewAccount({
      ...emptyNewAccount,
      username: 'anna.h',
      displayName: 'Anna Handläggare',
      password: 'ett-långt-lösenord',
    });
    expect(result).toEqual({
      ok: true,
      request: {
        username: 'anna.h',
        displayName: 'Anna Handläggare',
        email: null,
        identityNumber: null,
        staffRole: 'handler',
        password: 'ett-långt-lösenord',
      },
    });
  });

  it('names each refused field with the contract’s code', () => {
    const result = readNewAccount({ ...emptyNewAccount, username: 'a b', password: 'kort' });
    expect(result).toEqual({
      ok: false,
      problems: { username: 'InvalidUsername', displayName: 'NameRequired', password: 'PasswordTooShort' },
    });
  });

  it('refuses the passwords the domain’s policy refuses, before sending', () => {
    const draft = { ...emptyNewAccount, username: 'anna.h', displayName: 'Anna Handläggare' };
    for (const [password, code] of [
      ['aaaaaaaaaa', 'PasswordTooShort'],
      ['password1234', 'PasswordTooCommon'],
      ['Sommar2024!!', 'PasswordTooCommon'],
    ] as const) {
      expect(readNewAccount({ ...draft, password }), password).toEqual({
        ok: false,
        problems: { password: code },
      });
    }
  });
});
