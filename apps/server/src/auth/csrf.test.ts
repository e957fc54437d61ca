import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, startTestApp, type TestApp, Visitor } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const updateDetails = (visitor: Visitor, token: string) =>
  visitor.request('POST', '/api/extgwapi/api/debtoraccess/updatedebtordetails', {
    json: { email: 'emma@example.se', cellularphone: '0701234567', homephone: null, workphone: null },
    headers: { 'x-csrf-token': token },
  });

describe('the CSRF token', () => {
  it('is renewed at sign-in: the token from before no longer counts', async () => {
    const visitor = new Visitor(t.app);
    const before = await visitor.fetchCsrf();
    const cookieBefore = visitor.cookies.get('fordra.csrf');
    const response = await visitor.request('POST', '/api/auth/callback/credentials', {
      form: { csrfToken: before, username: 'ny', password: 'demo1234' },
    });
    expect(response.statusCode).toBe(200);
    expect(visitor.cookies.get('fordra.csrf')).not.toBe(cookieBefore);
    const stale = await updateDetails(visitor, before);
    expect(stale.statusCode).toBe(403);
    expect(stale.json().error.code).toBe('CsrfTokenInvalid');
    const after = await visitor.fetchCsrf();
    expect(after).not.toBe(before);
    expect((await updateDetails(visitor, after)).statusCode).toBe(200);
  });

  it('is said to change at sign-in in the sign-in call’s OpenAPI description', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const signIn = document.paths['/api/auth/callback/{provider}'].post;
    expect(signIn.description).toContain('new CSRF cookie');
    expect(signIn.description).toContain('GET /api/auth/csrf');
  });

  it('is bound to its session: another session’s token and cookie are refused', async () => {
    const emma = await signedIn(t.app, 'ny');
    const sofia = await signedIn(t.app, 'valuta');
    const borrowed = new Visitor(t.app);
    borrowed.cookies.set('fordra.session', emma.cookies.get('fordra.session') ?? '');
    borrowed.cookies.set('fordra.csrf', sofia.cookies.get('fordra.csrf') ?? '');
    const response = await updateDetails(borrowed, sofia.csrfToken);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('CsrfTokenInvalid');
  });

  it('is cleared at sign-out, with the session', async () => {
    const visitor = await signedIn(t.app, 'ny');
    const out = await visitor.request('POST', '/api/auth/signout', {
      form: { csrfToken: visitor.csrfToken },
    });
    expect(out.statusCode).toBe(200);
    expect(visitor.cookies.has('fordra.csrf')).toBe(false);
    expect(visitor.cookies.has('fordra.session')).toBe(false);
  });
});
