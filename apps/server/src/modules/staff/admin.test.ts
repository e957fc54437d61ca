/**
 * The back office's clients and staff accounts: every member of staff reads the clients and their
 * policies, only an admin changes them (audited with the old and new values) and manages staff
 * accounts; an admin cannot demote or disable themself; a disabled account is signed out at once;
 * a member of staff registered with a personal number signs in with BankID.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog } from '../../db/schema.ts';
import { signedIn, startTestApp, type TestApp, Visitor } from '../../test/test-app.ts';
import { staffCall } from './staff-test-calls.ts';

let t: TestApp;
let handler: Visitor;
let admin: Visitor;
beforeAll(async () => {
  t = await startTestApp();
  handler = await signedIn(t.app, 'handlaggare');
  admin = await signedIn(t.app, 'chef');
}, 180_000);
afterAll(() => t.close());

async function lastAudit(action: string) {
  const [entry] = await t.database.db
    .select({ username: accounts.username, details: auditLog.details })
    .from(auditLog)
    .leftJoin(accounts, eq(accounts.id, auditLog.accountId))
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry;
}

describe('who is signed in', () => {
  it('names the member of staff and their role', async () => {
    expect((await staffCall(handler, 'GET', '/me')).json()).toMatchObject({
      username: 'handlaggare',
      staffRole: 'handler',
    });
    expect((await staffCall(admin, 'GET', '/me')).json()).toMatchObject({
      username: 'chef',
      staffRole: 'admin',
    });
  });
});

describe('clients and their policies', () => {
  it('are listed and read by any member of staff, and changed only by an admin, audited', async () => {
    const list = (await staffCall(handler, 'GET', '/clients?pageSize=2&sort=name')).json();
    expect(list.items).toHaveLength(2);
    expect(list.total).toBeGreaterThan(1);
    const [first, other] = list.items;
    const found = (
      await staffCall(handler, 'GET', `/clients?search=${encodeURIComponent(first.name)}`)
    ).json();
    expect(found.items.map((c: { clientGuid: string }) => c.clientGuid)).toContain(first.clientGuid);
    expect((await staffCall(handler, 'GET', '/clients?search=ingen-sadan-kund')).json().total).toBe(0);
    // A name is found without regard to accents and case, a number by its digits.
    for (const search of ['sjobris', 'SJÖBRIS', '900200'])
      expect(
        (await staffCall(handler, 'GET', `/clients?search=${encodeURIComponent(search)}`))
          .json()
          .items.map((c: { name: string }) => c.name),
        search,
      ).toEqual(['Sjöbris Fastigheter AB']);

    const path = `/clients/${first.clientGuid}`;
    const details = (await staffCall(handler, 'GET', path)).json();
    expect(details.creditors.length).toBeGreaterThan(0);
    const [creditor] = details.creditors;
    // The 4 a § compensation from business debtors is off until the client asks for it.
    expect(details.policy.businessCompensation).toBe(false);
    const change = {
      policy: {
        ...details.policy,
        reminderAfterDays: details.policy.reminderAfterDays + 2,
        businessCompensation: true,
      },
      creditors: [
        { creditorGuid: creditor.creditorGuid, autoApproveMaxMonths: 6, autoApproveMaxTotal: 1_000_000 },
      ],
      reason: 'Nytt avtal från 1 december',
    };
    const byHandler = await staffCall(handler, 'PUT', `${path}/policy`, change);
    expect(byHandler.statusCode).toBe(403);
    expect((await staffCall(handler, 'GET', path)).json()).toEqual(details);

    const byAdmin = await staffCall(admin, 'PUT', `${path}/policy`, change);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json().policy.reminderAfterDays).toBe(details.policy.reminderAfterDays + 2);
    expect(byAdmin.json().policy.businessCompensation).toBe(true);
    expect(byAdmin.json().creditors[0]).toMatchObject({
      autoApproveMaxMonths: 6,
      autoApproveMaxTotal: 1_000_000,
    });
    expect(await lastAudit('client.policy-updated')).toEqual({
      username: 'chef',
      details: {
        reason: 'Nytt avtal från 1 december',
        policy: {
          reminderAfterDays: {
            old: details.policy.reminderAfterDays,
            new: details.policy.reminderAfterDays + 2,
          },
          businessCompensation: { old: false, new: true },
        },
        creditors: {
          [creditor.name]: {
            autoApproveMaxMonths: { old: creditor.autoApproveMaxMonths, new: 6 },
            autoApproveMaxTotal: { old: creditor.autoApproveMaxTotal, new: 1_000_000 },
          },
        },
      },
    });

    const foreign = (await staffCall(handler, 'GET', `/clients/${other.clientGuid}`)).json().creditors[0];
    const wrongCreditor = await staffCall(admin, 'PUT', `${path}/policy`, {
      ...change,
      creditors: [{ ...change.creditors[0], creditorGuid: foreign.creditorGuid }],
    });
    expect(wrongCreditor.statusCode).toBe(404);
    const badPolicy = await staffCall(admin, 'PUT', `${path}/policy`, {
      ...change,
      policy: { ...change.policy, reminderAfterDays: 400 },
    });
    expect(badPolicy.statusCode).toBe(400);
  });

  it('carry the least balance for Kronofogden, 300 kr unless an admin changes it', async () => {
    const [client] = (await staffCall(handler, 'GET', '/clients?pageSize=1&sort=name&order=desc')).json()
      .items;
    const path = `/clients/${client.clientGuid}`;
    const details = (await staffCall(handler, 'GET', path)).json();
    expect(details.policy.enforcementMinimum).toBe(30_000);
    const change = {
      policy: { ...details.policy, enforcementMinimum: 50_000 },
      creditors: [],
      reason: 'Avtalat',
    };
    const changed = await staffCall(admin, 'PUT', `${path}/policy`, change);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().policy.enforcementMinimum).toBe(50_000);
    expect((await lastAudit('client.policy-updated'))?.details).toMatchObject({
      policy: { enforcementMinimum: { old: 30_000, new: 50_000 } },
    });
    const negative = await staffCall(admin, 'PUT', `${path}/policy`, {
      ...change,
      policy: { ...change.policy, enforcementMinimum: -1 },
    });
    expect(negative.statusCode).toBe(400);
  });
});

const bankid = (visitor: Visitor, path: string, json: Record<string, unknown> = {}) =>
  visitor.request('POST', `/api/auth/bankid/${path}`, {
    json,
    headers: { 'x-csrf-token': visitor.csrfToken },
  });

describe('staff accounts', () => {
  it('are managed by an admin: a new handler signs in with password or BankID, and disabled is signed out', async () => {
    expect((await staffCall(handler, 'GET', '/accounts')).statusCode).toBe(403);
    const newcomer = {
      username: 'Nyanstalld',
      displayName: 'Nils Ny, handläggare',
      email: 'nils@example.se',
      identityNumber: '198112189876',
      staffRole: 'handler',
      password: 'ett-langt-losenord',
    };
    expect((await staffCall(handler, 'POST', '/accounts', newcomer)).statusCode).toBe(403);
    for (const [password, code] of [
      ['aaaaaaaaaa', 'PasswordTooShort'],
      ['password1234', 'PasswordTooCommon'],
      ['aaaaaaaaaaaa', 'PasswordTooCommon'],
    ]) {
      const weak = await staffCall(admin, 'POST', '/accounts', { ...newcomer, password });
      expect(weak.statusCode, password).toBe(400);
      expect(weak.json().error, password).toMatchObject({ code, field: 'password' });
    }
    const created = await staffCall(admin, 'POST', '/accounts', newcomer);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      username: 'Nyanstalld',
      identityNumber: '19811218-9876',
      staffRole: 'handler',
      disabled: false,
      lastLoginAt: null,
    });
    const [stored] = await t.database.db
      .select({ passwordHash: accounts.passwordHash })
      .from(accounts)
      .where(eq(accounts.guid, created.json().accountGuid));
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    const taken = await staffCall(admin, 'POST', '/accounts', { ...newcomer, username: 'HANDLAGGARE' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('UsernameTaken');
    const list = (await staffCall(admin, 'GET', '/accounts')).json().items;
    expect(list.map((a: { username: string }) => a.username)).toEqual(
      expect.arrayContaining(['handlaggare', 'chef', 'Nyanstalld']),
    );

    // The new handler signs in with the admin's password, and with BankID by the personal number:
    // either opens nothing but the choice of a password of their own.
    const nils = new Visitor(t.app);
    expect((await nils.signIn('nyanstalld', newcomer.password)).statusCode).toBe(200);
    const held = await staffCall(nils, 'GET', '/me');
    expect(held.statusCode).toBe(403);
    expect(held.json().error.code).toBe('PasswordChangeRequired');
    expect((await nils.request('GET', '/api/auth/session')).json().user).toMatchObject({
      role: 'staff',
      mustChangePassword: true,
    });
    const browser = new Visitor(t.app);
    await browser.fetchCsrf();
    const { orderRef } = (await bankid(browser, 'start')).json();
    t.bankidTestServer?.orders.approve(orderRef, '198112189876');
    expect((await bankid(browser, 'collect', { orderRef })).json().status).toBe('complete');
    const callback = await browser.request('POST', '/api/auth/callback/bankid', {
      form: { csrfToken: browser.csrfToken, callbackUrl: '/staff', json: 'true', orderRef },
    });
    expect(callback.statusCode, callback.body).toBe(200);
    await browser.fetchCsrf();
    expect((await staffCall(browser, 'GET', '/me')).json().error.code).toBe('PasswordChangeRequired');

    const choose = (visitor: Visitor, body: Record<string, string>) =>
      visitor.request('POST', '/api/auth/password', {
        json: body,
        headers: { 'x-csrf-token': visitor.csrfToken },
      });
    const same = await choose(nils, { newPassword: newcomer.password });
    expect(same.statusCode).toBe(400);
    expect(same.json().error).toMatchObject({ code: 'PasswordUnchanged', field: 'newPassword' });
    expect((await choose(nils, { newPassword: 'password1234' })).json().error.code).toBe('PasswordTooCommon');
    const own = 'nils-egen-vinterfras';
    const chosen = await choose(nils, { newPassword: own });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().user.mustChangePassword).toBe(false);
    expect((await staffCall(nils, 'GET', '/me')).json().staffRole).toBe('handler');
    expect(await lastAudit('account.password-changed')).toMatchObject({
      username: 'Nyanstalld',
      details: { required: true },
    });
    // Whoever knew the admin's password is signed out, and it no longer opens the account.
    expect((await staffCall(browser, 'GET', '/me')).statusCode).toBe(401);
    expect((await new Visitor(t.app).signIn('nyanstalld', newcomer.password)).statusCode).toBe(401);
    const again = new Visitor(t.app);
    expect((await again.signIn('nyanstalld', own)).statusCode).toBe(200);
    expect((await staffCall(again, 'GET', '/me')).json()).toMatchObject({ username: 'Nyanstalld' });
    // A later change asks for the current password.
    const unproved = await choose(again, { newPassword: 'en-helt-annan-fras' });
    expect(unproved.json().error).toMatchObject({ code: 'CurrentPasswordWrong', field: 'currentPassword' });
    const proved = await choose(again, { currentPassword: own, newPassword: 'en-helt-annan-fras' });
    expect(proved.statusCode, proved.body).toBe(200);
    expect((await staffCall(nils, 'GET', '/me')).statusCode).toBe(401);
    expect((await staffCall(again, 'GET', '/me')).statusCode).toBe(200);
    newcomer.password = 'en-helt-annan-fras';

    // An admin cannot demote or disable themself.
    const me = (await staffCall(admin, 'GET', '/me')).json();
    for (const change of [{ staffRole: 'handler' }, { disabled: true }]) {
      const refused = await staffCall(admin, 'PATCH', `/accounts/${me.accountGuid}`, change);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('CannotChangeOwnAccount');
    }

    // Promoted, then disabled: the new handler's session ends at once.
    const account = `/accounts/${created.json().accountGuid}`;
    expect((await staffCall(admin, 'PATCH', account, { staffRole: 'admin' })).json().staffRole).toBe('admin');
    expect((await staffCall(again, 'GET', '/accounts')).statusCode).toBe(200);
    const disabled = await staffCall(admin, 'PATCH', account, { disabled: true });
    expect(disabled.json()).toMatchObject({ disabled: true, staffRole: 'admin' });
    expect((await staffCall(again, 'GET', '/me')).statusCode).toBe(401);
    expect((await nils.signIn('nyanstalld', newcomer.password)).statusCode).not.toBe(200);
    expect(await lastAudit('staff.account-updated')).toMatchObject({
      username: 'chef',
      details: { disabled: { old: false, new: true } },
    });
    const [revoked] = await t.database.db
      .select({ n: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.username, 'Nyanstalld'), eq(accounts.disabled, true)));
    expect(revoked).toBeDefined();
  });
});
