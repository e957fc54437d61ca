import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ BANKID_TEST_SERVER: 'false', ADDRESS_REGISTER_TEST_SERVER: 'false' });
});
afterAll(() => t.close());

/** What docs/security.md promises on every answer (ASVS 14.4). */
const promised = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self'",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  it('are on an API answer, a refusal, an unknown address and the web app alike', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/auth/providers' }),
      t.app.inject({ method: 'POST', url: '/api/soap/getDebtorSummary', payload: {} }),
      t.app.inject({ method: 'GET', url: '/api/no-such-thing' }),
      t.app.inject({ method: 'GET', url: '/' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 404, expect.any(Number)]);
    for (const answer of answers) {
      expect(answer.headers).toMatchObject(promised);
      expect(answer.headers['x-powered-by']).toBeUndefined();
    }
  });
});
