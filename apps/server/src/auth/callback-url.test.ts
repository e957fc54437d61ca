import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshAddress, startTestApp, type TestApp, Visitor } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The outside probe's spellings of an off-site callback, and their kin. */
const offSite = [
  '/.//evil.example/',
  '/%2e//evil.example/',
  '/./\\evil.example/',
  '/a/..//evil.example/',
  '//evil.example/',
  '/\\evil.example',
  '/\t/evil.example',
  '/.\n//evil.example',
  'https://evil.example/',
  'javascript:alert(1)',
];

describe('the redirects after sign-in and sign-out', () => {
  it('answer the fallback for every off-site callback, and same-site paths as they are', async () => {
    for (const callbackUrl of offSite) {
      const visitor = new Visitor(t.app);
      const remoteAddress = freshAddress();
      await visitor.fetchCsrf();
      const signIn = await visitor.request('POST', '/api/auth/callback/credentials', {
        form: {
          csrfToken: visitor.csrfToken,
          username: 'demo',
          password: 'demo1234',
          callbackUrl,
          json: 'true',
        },
        remoteAddress,
      });
      expect(signIn.json(), JSON.stringify(callbackUrl)).toEqual({ url: '/' });
      await visitor.fetchCsrf();
      const signOut = await visitor.request('POST', '/api/auth/signout', {
        form: { csrfToken: visitor.csrfToken, callbackUrl },
        remoteAddress,
      });
      expect(signOut.json(), JSON.stringify(callbackUrl)).toEqual({ url: '/auth/signin' });
      const handOver = await visitor.request(
        'GET',
        `/api/auth/signin/credentials?callbackUrl=${encodeURIComponent(callbackUrl)}`,
      );
      expect(handOver.headers.location, JSON.stringify(callbackUrl)).toBe(
        '/auth/signin?provider=credentials&callbackUrl=%2F',
      );
    }
    const visitor = new Visitor(t.app);
    await visitor.fetchCsrf();
    const signOut = await visitor.request('POST', '/api/auth/signout', {
      form: { csrfToken: visitor.csrfToken, callbackUrl: '/cases/1?tab=fees#top' },
    });
    expect(signOut.json()).toEqual({ url: '/cases/1?tab=fees#top' });
  });
});
