/**
 * The client's own calls: the client, the current user, users (invite, role, disable, the last
 * admin kept) and API keys (shown once, hashed, used, revoked), as a client's users and systems use them.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_PREFIX } from '../../app.ts';
import { apiKeys } from '../../db/schema.ts';
import { demoApiKey } from '../../seed/demo-data.ts';
import { signedIn, startTestApp, type TestApp, Visitor } from '../../test/test-app.ts';

let t: TestApp;
let kund: Visitor;
let kund2: Visitor;
let kundlas: Visitor;
beforeAll(async () => {
  t = await startTestApp();
  [kund, kund2, kundlas] = await Promise.all([
    signedIn(t.app, 'kund'),
    signedIn(t.app, 'kund2'),
    signedIn(t.app, 'kundlas'),
  ]);
});
afterAll(() => t.close());

const gw = (path: string) => `${GATEWAY_PREFIX}${path}`;
const write = (visitor: Visitor, method: 'POST' | 'PATCH' | 'DELETE', path: string, json?: unknown) =>
  visitor.app.inject({
    method,
    url: gw(path),
    headers: {
      cookie: visitor.cookieHeader,
      'x-csrf-token': visitor.csrfToken,
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    payload: json === undefined ? undefined : JSON.stringify(json),
  });
const withKey = (key: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, json?: unknown) =>
  t.app.inject({
    method,
    url: gw(path),
    headers: {
      authorization: `Bearer ${key}`,
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    payload: json === undefined ? undefined : JSON.stringify(json),
  });
const errorOf = (response: LightMyRequestResponse) =>
  response.json().error as { code: string; field?: string };

describe('the client and the current user', () => {
  it('shows a user their own client with its creditors and policies, and another client’s guid as not found', async () => {
    const list = await kund.request('GET', gw('/v1/Clients'));
    expect(list.statusCode).toBe(200);
    const { items, total } = list.json();
    expect(total).toBe(1);
    expect(items[0].name).toBe('Norrsken Kredithantering AB');
    expect(items[0].creditors.map((c: { name: string }) => c.name)).toContain('Nordljus Energi AB');
    expect(items[0].policies.reminderFeeAgreed).toBe(true);

    const other = (await kund2.request('GET', gw('/v1/Clients'))).json().items[0];
    expect(other.name).toBe('Sjöbris Fastigheter AB');
    const own = await kund.request('GET', gw(`/v1/Clients/${items[0].clientGuid}`));
    expect(own.statusCode).toBe(200);
    const foreign = await kund.request('GET', gw(`/v1/Clients/${other.clientGuid}`));
    const unknown = await kund.request('GET', gw('/v1/Clients/00000000-0000-4000-8000-000000000000'));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(unknown.body);
  });

  it('says who calls: a signed-in user with their rights, or a client system by its key', async () => {
    const user = (await kund.request('GET', gw('/v1/CurrentUser'))).json();
    expect(user).toMatchObject({ kind: 'user', canWrite: true, isAdmin: true, apiKey: null });
    expect(user.user).toMatchObject({ username: 'kund', role: 'admin', displayName: 'Lena Berg' });
    const reader = (await kundlas.request('GET', gw('/v1/CurrentUser'))).json();
    expect(reader).toMatchObject({ canWrite: false, isAdmin: false });
    const system = await withKey(demoApiKey.key, 'GET', '/v1/CurrentUser');
    expect(system.statusCode).toBe(200);
    expect(system.json()).toMatchObject({
      kind: 'apiKey',
      user: null,
      apiKey: { name: demoApiKey.name, scope: 'readWrite' },
      client: { name: 'Norrsken Kredithantering AB' },
      canWrite: true,
      isAdmin: false,
    });
  });

  it('refuses debtors and staff on the client’s calls, and client users on the debtor’s', async () => {
    const debtor = await signedIn(t.app, 'demo');
    expect((await debtor.request('GET', gw('/v1/CurrentUser'))).statusCode).toBe(403);
    const staff = await signedIn(t.app, 'handlaggare');
    expect((await staff.request('GET', gw('/v1/Clients'))).statusCode).toBe(403);
    const own = await kund.request('POST', '/api/soap/getDebtorSummary', {
      json: {},
      headers: { 'x-csrf-token': kund.csrfToken },
    });
    expect(own.statusCode).toBe(403);
    expect((await kund.request('GET', gw('/debtoraccess/paymentinfo'))).statusCode).toBe(403);
  });
});

describe('users', () => {
  it('lists the client’s users only, paged, searched and sorted', async () => {
    const all = (await kund.request('GET', gw('/v1/Users?sort=displayName'))).json();
    expect(all.items.map((u: { username: string }) => u.username)).toEqual(['kund', 'kundlas']);
    expect(all.total).toBe(2);
    const found = (await kund.request('GET', gw('/v1/Users?q=lena'))).json();
    expect(found.items.map((u: { username: string }) => u.username)).toEqual(['kund']);
    const paged = (await kund.request('GET', gw('/v1/Users?pageSize=1&page=2&sort=username'))).json();
    expect(paged).toMatchObject({ page: 2, pageSize: 1, total: 2 });
    expect(paged.items.map((u: { username: string }) => u.username)).toEqual(['kundlas']);
    const tooMany = await kund.request('GET', gw('/v1/Users?pageSize=101'));
    expect(tooMany.statusCode).toBe(400);
    expect(errorOf(tooMany)).toMatchObject({ code: 'InvalidPageSize', field: 'pageSize' });
    const badSort = await kund.request('GET', gw('/v1/Users?sort=password'));
    expect(errorOf(badSort)).toMatchObject({ code: 'UnknownSortKey', field: 'sort' });
  });

  it('lets an admin invite a user, who sets a password with the link once and signs in', async () => {
    const invited = await write(kund, 'POST', '/v1/Users', {
      username: 'kund.ny',
      displayName: 'Nils Ny',
      email: 'nils@norrsken-kredit.example.se',
      role: 'user',
    });
    expect(invited.statusCode).toBe(201);
    const { user, invitation } = invited.json();
    expect(user).toMatchObject({ username: 'kund.ny', role: 'user', invitationPending: true });
    const token = new URL(invitation.url).hash.replace('#token=', '');
    expect(token.length).toBeGreaterThan(30);

    const visitor = new Visitor(t.app);
    await visitor.fetchCsrf();
    const short = await visitor.request('POST', '/api/auth/invitation', {
      json: { token, password: 'kort' },
      headers: { 'x-csrf-token': visitor.csrfToken },
    });
    expect(errorOf(short)).toMatchObject({ code: 'PasswordTooShort', field: 'password' });
    for (const [password, code] of [
      ['aaaaaaaaaa', 'PasswordTooShort'],
      ['password1234', 'PasswordTooCommon'],
      ['Sommar2024!!', 'PasswordTooCommon'],
    ]) {
      const weak = await visitor.request('POST', '/api/auth/invitation', {
        json: { token, password },
        headers: { 'x-csrf-token': visitor.csrfToken },
      });
      expect(errorOf(weak), password).toMatchObject({ code, field: 'password' });
    }
    const accept = () =>
      visitor.request('POST', '/api/auth/invitation', {
        json: { token, password: 'ett långt lösenord' },
        headers: { 'x-csrf-token': visitor.csrfToken },
      });
    expect((await accept()).statusCode).toBe(204);
    expect(errorOf(await accept())).toMatchObject({ code: 'InvitationInvalid' });
    expect((await visitor.signIn('kund.ny', 'ett långt lösenord')).statusCode).toBe(200);
    const me = (await visitor.request('GET', gw('/v1/CurrentUser'))).json();
    expect(me).toMatchObject({ canWrite: true, isAdmin: false, user: { invitationPending: false } });

    const taken = await write(kund, 'POST', '/v1/Users', {
      username: 'KUND',
      displayName: 'Someone',
      email: 'x@example.se',
      role: 'user',
    });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken)).toMatchObject({ code: 'UsernameTaken', field: 'username' });
  });

  it('changes a role and disables a user, keeps the last admin, and lets only admins do it', async () => {
    const users = (await kund.request('GET', gw('/v1/Users'))).json().items as {
      userGuid: string;
      username: string;
    }[];
    const guidOf = (name: string) => users.find((u) => u.username === name)?.userGuid ?? '';
    const lastAdmin = await write(kund, 'PATCH', `/v1/Users/${guidOf('kund')}`, { role: 'user' });
    expect(lastAdmin.statusCode).toBe(409);
    expect(errorOf(lastAdmin).code).toBe('LastAdmin');
    const disableSelf = await write(kund, 'PATCH', `/v1/Users/${guidOf('kund')}`, { disabled: true });
    expect(errorOf(disableSelf).code).toBe('LastAdmin');

    const byReader = await write(kundlas, 'PATCH', `/v1/Users/${guidOf('kund')}`, { role: 'readOnly' });
    expect(byReader.statusCode).toBe(403);
    const byKey = await withKey(demoApiKey.key, 'PATCH', `/v1/Users/${guidOf('kundlas')}`, { role: 'admin' });
    expect(byKey.statusCode).toBe(403);

    const ny = guidOf('kund.ny');
    const promoted = await write(kund, 'PATCH', `/v1/Users/${ny}`, {
      role: 'readOnly',
      displayName: 'Nils Nyberg',
    });
    expect(promoted.json()).toMatchObject({ role: 'readOnly', displayName: 'Nils Nyberg' });
    const disabled = await write(kund, 'PATCH', `/v1/Users/${ny}`, { disabled: true });
    expect(disabled.json().disabled).toBe(true);
    expect((await new Visitor(t.app).signIn('kund.ny', 'ett långt lösenord')).statusCode).toBe(401);

    const otherClients = (await kund2.request('GET', gw('/v1/Users'))).json().items[0].userGuid;
    const foreign = await write(kund, 'PATCH', `/v1/Users/${otherClients}`, { disabled: true });
    expect(foreign.statusCode).toBe(404);
    const empty = await write(kund, 'PATCH', `/v1/Users/${ny}`, {});
    expect(errorOf(empty).code).toBe('FieldRequired');
  });

  it('refuses every write of a read-only user', async () => {
    const invite = await write(kundlas, 'POST', '/v1/Users', {
      username: 'x.y',
      displayName: 'X',
      email: 'x@example.se',
      role: 'user',
    });
    expect(invite.statusCode).toBe(403);
    const keys = await write(kundlas, 'POST', '/v1/ApiKeys', { name: 'Mine', scope: 'read' });
    expect(keys.statusCode).toBe(403);
  });
});

describe('API keys', () => {
  it('shows a new key once, stores only its hash, and refuses it from the moment it is revoked', async () => {
    const created = await write(kund, 'POST', '/v1/ApiKeys', { name: 'Ekonomisystem', scope: 'read' });
    expect(created.statusCode).toBe(201);
    const { key, apiKey } = created.json();
    expect(key).toMatch(/^fordra_[\w-]{43}$/);
    expect(key.startsWith(apiKey.prefix)).toBe(true);
    const stored = await t.database.db.select().from(apiKeys);
    expect(JSON.stringify(stored)).not.toContain(key);

    const listed = (await kund.request('GET', gw('/v1/ApiKeys'))).json().items;
    expect(listed.find((k: { apiKeyGuid: string }) => k.apiKeyGuid === apiKey.apiKeyGuid)).not.toHaveProperty(
      'key',
    );

    const used = await withKey(key, 'GET', '/cases?pageSize=1');
    expect(used.statusCode).toBe(200);
    const afterUse = (await kund.request('GET', gw('/v1/ApiKeys'))).json().items;
    expect(afterUse.find((k: { name: string }) => k.name === 'Ekonomisystem').lastUsedAt).not.toBeNull();

    const readOnlyWrite = await withKey(key, 'POST', '/wip/registration/registercollectioncase', {});
    expect(readOnlyWrite.statusCode).toBe(403);
    expect(errorOf(readOnlyWrite).code).toBe('ReadOnlyAccess');

    const foreign = await write(kund2, 'DELETE', `/v1/ApiKeys/${apiKey.apiKeyGuid}`);
    expect(foreign.statusCode).toBe(404);
    const revoked = await write(kund, 'DELETE', `/v1/ApiKeys/${apiKey.apiKeyGuid}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revokedAt).not.toBeNull();
    const refused = await withKey(key, 'GET', '/cases');
    expect(refused.statusCode).toBe(401);
    expect(errorOf(refused).code).toBe('InvalidApiKey');
  });

  it('refuses an unknown key, a key on the debtor’s calls, and a key sent with a session', async () => {
    const unknown = await withKey('fordra_not-a-key', 'GET', '/cases');
    expect(unknown.statusCode).toBe(401);
    const onDebtorCall = await withKey(demoApiKey.key, 'GET', '/debtoraccess/paymentinfo');
    expect(onDebtorCall.statusCode).toBe(403);
    const both = await t.app.inject({
      method: 'GET',
      url: gw('/cases'),
      headers: { authorization: `Bearer ${demoApiKey.key}`, cookie: kund.cookieHeader },
    });
    expect(both.statusCode).toBe(400);
  });
});
