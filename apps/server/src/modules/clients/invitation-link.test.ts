/** The link in an invitation leads to the portal's own address, whatever the request that asked for it said. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_PREFIX } from '../../app.ts';
import { signedIn, startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://portal.example.se' });
});
afterAll(() => t.close());

describe('an invitation link', () => {
  it('comes from PUBLIC_URL, whatever the Host and X-Forwarded headers say', async () => {
    const kund = await signedIn(t.app, 'kund');
    const invited = await kund.request('POST', `${GATEWAY_PREFIX}/v1/Users`, {
      json: { username: 'kund.host', displayName: 'Hanna Host', email: 'hanna@example.se', role: 'user' },
      headers: {
        'x-csrf-token': kund.csrfToken,
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'http',
      },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const link = new URL(invited.json().invitation.url);
    expect(link.origin).toBe('https://portal.example.se');
    expect(link.pathname).toBe('/auth/invitation');
    expect(link.hash).toMatch(/^#token=[\w-]{43}$/);
  });
});
