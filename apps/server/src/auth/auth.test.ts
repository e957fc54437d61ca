import { eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, debtors, loginAttempts, sessions } from '../db/schema.ts';
import { signedIn, startTestApp, type TestApp, Visitor } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ LOGIN_LIMIT_PER_ACCOUNT: '3', LOGIN_LIMIT_PER_ADDRESS: '8' });
});
afterAll(() => t.close());

const countAttempts = async () =>
  (
    await t.database.db
      .select({ n: sql<number>`coalesce(sum(${loginAttempts.attempts}), 0)`.mapWith(Number) })
      .from(loginAttempts)
  )[0]?.n;

describe('the session protocol', () => {
  it('answers an empty session, a CSRF token bound to a cookie and the providers to a visitor', async () => {
    const visitor = new Visitor(t.app);
    expect((await visitor.request('GET', '/api/auth/session')).json()).toEqual({});
    const token = await visitor.fetchCsrf();
    expect(token).toMatch(/^[\w-]{40,}$/);
    expect(visitor.cookies.has('fordra.csrf')).toBe(true);
    expect(await visitor.fetchCsrf()).toBe(token);
    const providers = (await visitor.request('GET', '/api/auth/providers')).json();
    expect(providers.credentials).toMatchObject({
      id: 'credentials',
      type: 'credentials',
      callbackUrl: '/api/auth/callback/credentials',
    });
  });

  it('signs in with username and password, sets an HttpOnly SameSite cookie and writes the audit log', async () => {
    const visitor = new Visitor(t.app);
    const response = await visitor.signIn('demo');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: '/' });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/fordra\.session=[\w-]+;.*HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const session = (await visitor.request('GET', '/api/auth/session')).json();
    expect(session.user).toMatchObject({ name: 'Lars Andersson', loginMethod: 'credentials' });
    expect(new Date(session.expires).getTime()).toBeGreaterThan(Date.now());
    const logins = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'login.credentials'));
    expect(logins.length).toBeGreaterThan(0);
  });

  it('accepts the username in any case and follows only same-site callback URLs', async () => {
    const visitor = new Visitor(t.app);
    await visitor.fetchCsrf();
    const response = await visitor.request('POST', '/api/auth/callback/credentials', {
      form: {
        csrfToken: visitor.csrfToken,
        username: 'DEMO',
        password: 'demo1234',
        callbackUrl: '//evil.example/x',
        json: 'true',
      },
    });
    expect(response.json()).toEqual({ url: '/' });
  });

  it('rotates the session id at sign-in: the old session ends', async () => {
    const visitor = await signedIn(t.app, 'demo');
    const oldCookie = visitor.cookies.get('fordra.session');
    await visitor.signIn('foretag');
    expect(visitor.cookies.get('fordra.session')).not.toBe(oldCookie);
    const old = new Visitor(t.app);
    old.cookies.set('fordra.session', oldCookie ?? '');
    expect((await old.request('GET', '/api/auth/session')).json()).toEqual({});
    expect((await visitor.request('GET', '/api/auth/session')).json().user.name).toBe(
      'Bergström Bygg & Montage AB',
    );
  });

  it('refuses a wrong password or unknown user alike, without a session', async () => {
    const visitor = new Visitor(t.app);
    for (const [username, password] of [
      ['ny', 'wrong-password'],
      ['nobody', 'demo1234'],
    ]) {
      const response = await visitor.signIn(username ?? '', password);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('CredentialsSignin');
    }
    expect(visitor.cookies.has('fordra.session')).toBe(false);
  });

  it('asks for the missing username or password and writes nothing', async () => {
    const before = await countAttempts();
    const visitor = new Visitor(t.app);
    expect((await visitor.signIn('', 'x')).json().error).toMatchObject({
      code: 'UsernameRequired',
      field: 'username',
    });
    expect((await visitor.signIn('demo', '')).json().error).toMatchObject({
      code: 'PasswordRequired',
      field: 'password',
    });
    expect(await countAttempts()).toBe(before);
  });

  it('refuses a state-changing call without or with a wrong CSRF token', async () => {
    const visitor = new Visitor(t.app);
    const missing = await visitor.request('POST', '/api/auth/callback/credentials', {
      form: { username: 'demo', password: 'demo1234' },
    });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().error.code).toBe('CsrfTokenMissing');
    await visitor.fetchCsrf();
    const wrong = await visitor.request('POST', '/api/auth/callback/credentials', {
      form: { csrfToken: 'x'.repeat(43), username: 'demo', password: 'demo1234' },
    });
    expect(wrong.json().error.code).toBe('CsrfTokenInvalid');
    expect(visitor.cookies.has('fordra.session')).toBe(false);
  });

  it('limits failed sign-ins per account, even with the right password afterwards', async () => {
    const visitor = new Visitor(t.app);
    for (let i = 0; i < 3; i++) expect((await visitor.signIn('valuta', 'wrong')).statusCode).toBe(401);
    const blocked = await visitor.signIn('valuta', 'demo1234');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('TooManyAttempts');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits failed sign-ins per address across accounts', async () => {
    const visitor = new Visitor(t.app);
    await t.database.db.delete(loginAttempts);
    for (let i = 0; i < 8; i++) expect((await visitor.signIn(`someone${i}`, 'wrong')).statusCode).toBe(401);
    expect((await visitor.signIn('foretag')).statusCode).toBe(429);
    await t.database.db.delete(loginAttempts);
    expect((await visitor.signIn('foretag')).statusCode).toBe(200);
  });

  it('sends an account without a debtor to the unknown-user path without a session', async () => {
    const visitor = new Visitor(t.app);
    const response = await visitor.signIn('okand');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('UnknownUser');
    expect(visitor.cookies.has('fordra.session')).toBe(false);
  });

  it('signs out: the session is revoked and debtor calls answer 401', async () => {
    const visitor = await signedIn(t.app, 'ny');
    const cookie = visitor.cookies.get('fordra.session') ?? '';
    const out = await visitor.request('POST', '/api/auth/signout', {
      form: { csrfToken: visitor.csrfToken, callbackUrl: '/auth/signin' },
    });
    expect(out.json()).toEqual({ url: '/auth/signin' });
    const revoked = await t.database.db.select().from(sessions).where(isNotNull(sessions.revokedAt));
    expect(revoked.length).toBeGreaterThan(0);
    const stale = new Visitor(t.app);
    stale.cookies.set('fordra.session', cookie);
    stale.csrfToken = visitor.csrfToken;
    stale.cookies.set('fordra.csrf', visitor.cookies.get('fordra.csrf') ?? '');
    const summary = await stale.soap('getDebtorSummary');
    expect(summary.statusCode).toBe(401);
    expect(summary.json().error.code).toBe('Unauthorized');
  });

  it('ends a session that was idle too long or lived past its absolute lifetime', async () => {
    const idle = await signedIn(t.app, 'ny');
    await t.database.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) });
    expect((await idle.request('GET', '/api/auth/session')).json()).toEqual({});
    const old = await signedIn(t.app, 'ny');
    await t.database.db.update(sessions).set({ absoluteExpiresAt: new Date(Date.now() - 1000) });
    expect((await old.request('GET', '/api/auth/session')).json()).toEqual({});
  });

  it('updates the language of the session and the debtor profile', async () => {
    const visitor = await signedIn(t.app, 'foretag');
    const response = await visitor.request('POST', '/api/auth/session', {
      json: { csrfToken: visitor.csrfToken, data: { language: 'en' } },
    });
    expect(response.json().user.language).toBe('en');
    const [company] = await t.database.db
      .select()
      .from(debtors)
      .where(eq(debtors.identityNumber, '559048-1270'));
    expect(company?.language).toBe('en');
    const bad = await visitor.request('POST', '/api/auth/session', {
      json: { csrfToken: visitor.csrfToken, data: { language: 'xx' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('BadRequest');
  });

  it('takes client log entries without a CSRF token and refuses malformed ones', async () => {
    const visitor = new Visitor(t.app);
    const ok = await visitor.request('POST', '/api/auth/_log', {
      json: { level: 'error', code: 'CLIENT_FETCH_ERROR', message: 'offline' },
    });
    expect(ok.statusCode).toBe(204);
    const bad = await visitor.request('POST', '/api/auth/_log', {
      json: { level: 'panic', code: 'X', message: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('BadRequest');
  });

  it('answers malformed and oversized bodies with a 4xx error body, never a 500', async () => {
    const visitor = new Visitor(t.app);
    await visitor.fetchCsrf();
    const malformed = await visitor.request('POST', '/api/auth/_log', {
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/_log',
      headers: { 'content-type': 'application/json' },
      payload: '{"level":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe('BadRequest');
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/auth/callback/credentials',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: visitor.cookieHeader },
      payload: `csrfToken=${visitor.csrfToken}&username=demo&password=${'x'.repeat(2 * 1024 * 1024)}`,
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('PayloadTooLarge');
    const unknown = await visitor.request('POST', '/api/auth/callback/nosuch', {
      form: { csrfToken: visitor.csrfToken },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('UnknownProvider');
    const nowhere = await visitor.request('GET', '/api/nothing-here');
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json().error.code).toBe('NotFound');
  });
});

describe('the sign-in addresses the providers advertise', () => {
  it('send the browser to the sign-in page with that provider chosen', async () => {
    const visitor = new Visitor(t.app);
    const providers = (await visitor.request('GET', '/api/auth/providers')).json() as Record<
      string,
      { signinUrl: string }
    >;
    const expected: Record<string, string> = {
      credentials: '/auth/signin?provider=credentials',
      bankid: '/auth/signin?provider=bankid',
    };
    for (const [id, provider] of Object.entries(providers)) {
      const answer = await visitor.request('GET', provider.signinUrl);
      expect(answer.statusCode, id).toBe(302);
      expect(answer.headers.location).toBe(expected[id]);
    }
  });

  it('keep a safe callback address and send an unknown provider to plain sign-in', async () => {
    const visitor = new Visitor(t.app);
    const kept = await visitor.request('GET', '/api/auth/signin/credentials?callbackUrl=%2Fcases');
    expect(kept.headers.location).toBe('/auth/signin?provider=credentials&callbackUrl=%2Fcases');
    const offSite = await visitor.request('GET', '/api/auth/signin/credentials?callbackUrl=//evil.example');
    expect(offSite.headers.location).toBe('/auth/signin?provider=credentials&callbackUrl=%2F');
    const unknown = await visitor.request('GET', '/api/auth/signin/nosuch');
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers.location).toBe('/auth/signin');
  });
});
