import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, startTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'fordra-web-'));
  writeFileSync(path.join(webDist, 'index.html'), '<title>%PRODUCT_NAME%</title><!--fordra-config-->');
  t = await startTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('Cache-Control of API answers', () => {
  it('is no-store on every answer with personal data, signed in or not', async () => {
    const debtor = await signedIn(t.app, 'demo');
    const staff = await signedIn(t.app, 'handlaggare');
    const answers = [
      await debtor.request('GET', '/api/auth/session'),
      await debtor.request('GET', '/api/auth/csrf'),
      await debtor.request('GET', '/api/extgwapi/api/debtoraccess/settings'),
      await debtor.request('GET', '/api/extgwapi/api/debtoraccess/paymentinfo'),
      await debtor.request('GET', '/api/extgwapi/api/debtoraccess/usermessages'),
      ...(await Promise.all(
        [
          'getCurrentDebtorDetails',
          'getDebtorSummary',
          'getCaseDetails',
          'getPaymentDetails',
          'getPaymentplanDetails',
        ].map((operation) => debtor.soap(operation)),
      )),
      await staff.request('GET', '/api/extgwapi/api/wip/conversations/getcollectionconversations'),
      await debtor.request('GET', '/api/extgwapi/api/wip/conversations/getcollectionconversations'),
      await t.app.inject({ method: 'GET', url: '/api/extgwapi/api/debtoraccess/settings' }),
      await t.app.inject({ method: 'GET', url: '/api/nothing-here' }),
    ];
    for (const answer of answers) expect(answer.headers['cache-control'], answer.body).toBe('no-store');
  });

  it('lets public documents be cached', async () => {
    const help = await t.app.inject({ method: 'GET', url: '/api/help/documents/fee-schedule?lang=sv' });
    expect(help.statusCode).toBe(200);
    expect(help.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('pages', () => {
  it('answers HEAD like GET, without a body', async () => {
    for (const url of ['/', '/cases', '/auth/signin']) {
      const get = await t.app.inject({ method: 'GET', url });
      const head = await t.app.inject({ method: 'HEAD', url });
      expect(get.statusCode).toBe(200);
      expect(head.statusCode, url).toBe(200);
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.body).toBe('');
    }
  });

  it('answers an unknown API address with the error body, however it is encoded', async () => {
    for (const url of ['/api/nothing-here', '/%61pi/nothing-here', '/ap%69/nothing']) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json().error.code).toBe('NotFound');
    }
  });
});
