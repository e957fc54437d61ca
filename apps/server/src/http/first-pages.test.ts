import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { signedIn, startTestApp, type TestApp } from '../test/test-app.ts';
import { acceptedValues, readFirstPages, renderIndexHtml } from './web-app.ts';

// A build's list of first pages, as apps/web/vite.config.ts writes it (two or three languages shown).
const firstPages = {
  '/auth/signin': {
    for: 'anyone',
    scripts: ['/assets/sign-in-route-a1.js'],
    styles: ['/assets/sign-in-route-b2.css'],
    rightToLeftScripts: [],
    computerScripts: [],
    computerScreen: '(min-width:900px) and (hover: hover)',
    fetches: ['/api/auth/providers', '/api/auth/session'],
    reads: [],
    catalogues: {
      sv: ['/assets/locale-sv-common-c3.js', '/assets/locale-sv-auth-d4.js'],
      ar: ['/assets/locale-ar-common-e5.js', '/assets/locale-ar-auth-f6.js'],
      no: ['/assets/locale-no-common-g7.js', '/assets/locale-no-auth-h8.js'],
    },
  },
  '/': {
    for: 'debtor',
    scripts: ['/assets/home-route-k1.js'],
    styles: [],
    rightToLeftScripts: ['/assets/stylis-rtl-r1.js'],
    computerScripts: ['/assets/qrcode-q1.js'],
    computerScreen: '(min-width:900px) and (hover: hover)',
    fetches: ['/api/auth/session', '/api/extgwapi/api/invoices?pageSize=100'],
    reads: [
      { operation: 'getCurrentDebtorDetails', payload: {} },
      { operation: 'getDebtorSummary', payload: {} },
    ],
    catalogues: { sv: ['/assets/locale-sv-home-s1.js'], ar: ['/assets/locale-ar-home-s2.js'] },
  },
  '/cases/current': {
    for: 'debtor',
    scripts: ['/assets/current-case-route-m1.js'],
    styles: [],
    rightToLeftScripts: [],
    computerScripts: [],
    computerScreen: '(min-width:900px) and (hover: hover)',
    fetches: ['/api/auth/session'],
    reads: [{ operation: 'getCaseDetails', payload: {} }],
    catalogues: { sv: ['/assets/locale-sv-cases-s3.js'] },
  },
  '/cases/:caseGuid': {
    for: 'debtor',
    scripts: ['/assets/case-details-route-n1.js'],
    styles: [],
    rightToLeftScripts: [],
    computerScripts: [],
    computerScreen: '(min-width:900px) and (hover: hover)',
    fetches: ['/api/auth/session', '/api/extgwapi/api/debtoraccess/paymentinfo?caseGuid=:caseGuid'],
    reads: [
      { operation: 'getCaseDetails', payload: { caseGuid: ':caseGuid' } },
      { operation: 'getHistoryDocument', payload: { caseGuid: ':caseGuid' } },
    ],
    catalogues: { sv: ['/assets/locale-sv-cases-s3.js'] },
  },
  '/creditor': {
    for: 'creditor',
    scripts: ['/assets/dashboard-route-p1.js'],
    styles: [],
    rightToLeftScripts: ['/assets/stylis-rtl-r1.js'],
    computerScripts: [],
    computerScreen: '(min-width:900px) and (hover: hover)',
    fetches: ['/api/auth/session', '/api/extgwapi/api/v1/CurrentUser'],
    reads: [],
    catalogues: {
      sv: ['/assets/locale-sv-creditor-t1.js'],
      en: ['/assets/locale-en-creditor-t2.js'],
    },
  },
  '/staff': {
    for: 'staff',
    scripts: ['/assets/queues-route-u1.js'],
    styles: [],
    rightToLeftScripts: [],
    computerScripts: [],
    computerScreen: '(min-width:900px) and (hover: hover)',
    fetches: ['/api/auth/session', '/api/staff/me', '/api/staff/queues'],
    // A list that names reads for a page not a debtor's: no answers are made for it all the same.
    reads: [{ operation: 'getCurrentDebtorDetails', payload: {} }],
    catalogues: { sv: ['/assets/locale-sv-staff-v1.js'] },
  },
};

let webDist: string;
let testApp: TestApp;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'fordra-web-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<head><title>%PRODUCT_NAME%</title><!--fordra-config--><script type="module" src="/assets/index-z9.js"></script></head>',
  );
  writeFileSync(path.join(webDist, 'first-pages.json'), JSON.stringify(firstPages));
  testApp = await startTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await testApp?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ url, headers });
/** The hrefs of the page's links of one kind. */
const links = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]* href="([^"]+)">`, 'g'))].map((match) => match[1]);
/** The answers the page holds, in order. */
const answers = (html: string): { operation: string; payload: Record<string, string>; body: unknown }[] =>
  JSON.parse(
    /<script type="application\/json" id="fordra-answers">([^<]*)<\/script>/.exec(html)?.[1] ?? '[]',
  );
/** Checks that each of `usernames`, signed in, gets `url` as the plain page, without links. */
async function expectNoLinksTo(usernames: string[], url: string) {
  for (const username of usernames) {
    const sent = await (await signedIn(testApp.app, username)).request('GET', url);
    expect(sent.statusCode, username).toBe(200);
    expect(sent.body, username).not.toContain('<link');
  }
}
/** The calls the page names, in order. */
const fetches = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="fetch"[^>]* href="([^"]+)">/g)].map((match) => match[1]);

describe('the sign-in page as the server sends it', () => {
  it('names its route, its calls and its catalogues in the language the app will show', async () => {
    const answer = await page('/auth/signin', { cookie: 'fordra.lang=ar' });
    expect(answer.statusCode).toBe(200);
    expect(links(answer.body, 'modulepreload')).toEqual([
      '/assets/sign-in-route-a1.js',
      '/assets/locale-ar-common-e5.js',
      '/assets/locale-ar-auth-f6.js',
    ]);
    expect(links(answer.body, 'stylesheet')).toEqual(['/assets/sign-in-route-b2.css']);
    expect(answer.body).not.toContain('fetchpriority');
    expect(fetches(answer.body)).toEqual(['/api/auth/providers', '/api/auth/session']);
    expect(answer.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('names them after the entry, the largest file, so that the browser asks for the entry first', async () => {
    const { body } = await page('/auth/signin');
    expect(body.indexOf('<script type="module" src="/assets/index-z9.js">')).toBeGreaterThan(-1);
    expect(body.indexOf('<link rel="modulepreload"')).toBeGreaterThan(
      body.indexOf('<script type="module" src="/assets/index-z9.js">'),
    );
    expect(body.indexOf('<script type="application/json" id="fordra-config">')).toBeGreaterThan(-1);
  });

  it('takes the language as the app does: the address, then the cookie, then the browser, else Swedish', async () => {
    const catalogues = async (url: string, headers: Record<string, string> = {}) =>
      links((await page(url, headers)).body, 'modulepreload').filter((href) => href?.includes('locale-'));
    expect(
      await catalogues('/auth/signin?lang=no&callbackUrl=%2Fcases', { cookie: 'fordra.lang=ar' }),
    ).toEqual(firstPages['/auth/signin'].catalogues.no);
    expect(await catalogues('/auth/signin', { 'accept-language': 'de-DE, ar;q=0.5, nb-NO;q=0.9' })).toEqual(
      firstPages['/auth/signin'].catalogues.no,
    );
    expect(
      await catalogues('/auth/signin', { 'accept-language': 'de-DE', cookie: 'fordra.lang=%E0%A4%A' }),
    ).toEqual(firstPages['/auth/signin'].catalogues.sv);
    // A language the build lists no catalogues for gets the route's links without any.
    expect(await catalogues('/auth/signin?lang=fi')).toEqual([]);
  });

  it('is the same page compressed', async () => {
    const plain = await page('/auth/signin', { cookie: 'fordra.lang=ar' });
    const br = await page('/auth/signin', { cookie: 'fordra.lang=ar', 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it('is not how other pages are sent', async () => {
    const help = await page('/help', { cookie: 'fordra.lang=ar' });
    expect(help.statusCode).toBe(200);
    expect(help.body).not.toContain('<link');
    expect(help.headers.vary).toBe('Accept-Encoding');
  });
});

describe("a debtor's page as the server sends it", () => {
  it('names its code, its catalogues and its calls to a debtor signed in, mirrored styles in a right-to-left language', async () => {
    const debtor = await signedIn(testApp.app, 'demo');
    const swedish = await debtor.request('GET', '/');
    expect(links(swedish.body, 'modulepreload')).toEqual([
      '/assets/home-route-k1.js',
      '/assets/qrcode-q1.js',
      '/assets/locale-sv-home-s1.js',
    ]);
    // The QR code's module only where a QR code is shown: a phone opens the Swish app instead.
    expect(swedish.body).toContain(
      '<link rel="modulepreload" fetchpriority="low" media="(min-width:900px) and (hover: hover)" crossorigin href="/assets/qrcode-q1.js">',
    );
    expect(fetches(swedish.body)).toEqual(['/api/auth/session', '/api/extgwapi/api/invoices?pageSize=100']);
    // Its code comes after the entry and React (low priority); its catalogues and calls do not wait.
    expect(swedish.body).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/home-route-k1.js">',
    );
    expect(swedish.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/locale-sv-home-s1.js">',
    );
    expect(swedish.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    const arabic = await debtor.request('GET', '/?lang=ar');
    expect(links(arabic.body, 'modulepreload')).toEqual([
      '/assets/home-route-k1.js',
      '/assets/stylis-rtl-r1.js',
      '/assets/qrcode-q1.js',
      '/assets/locale-ar-home-s2.js',
    ]);
  });

  it("names a case's call with the case of the address, and a page listed by its path as that page", async () => {
    const debtor = await signedIn(testApp.app, 'demo');
    const caseGuid = 'c0ffee00-0000-4000-8000-000000000001';
    const details = await debtor.request('GET', `/cases/${caseGuid}`);
    expect(links(details.body, 'modulepreload')).toEqual([
      '/assets/case-details-route-n1.js',
      '/assets/locale-sv-cases-s3.js',
    ]);
    expect(fetches(details.body)).toEqual([
      '/api/auth/session',
      `/api/extgwapi/api/debtoraccess/paymentinfo?caseGuid=${caseGuid}`,
    ]);
    const current = await debtor.request('GET', '/cases/current');
    expect(links(current.body, 'modulepreload')).toEqual([
      '/assets/current-case-route-m1.js',
      '/assets/locale-sv-cases-s3.js',
    ]);
    // A part of the path that is not an id goes into no call: the page comes without links.
    const odd = await debtor.request('GET', '/cases/%22%3E%3Cscript%3E');
    expect(odd.statusCode).toBe(200);
    expect(odd.body).not.toContain('<link');
  });

  it("names nothing to a visitor without a session, with one that has ended, or to a client's user or staff signed in", async () => {
    const visitor = await page('/');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).not.toContain('<link');
    // The page differs by the cookie: a shared cache must not give one visitor's page to another.
    expect(visitor.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect((await page('/', { cookie: 'fordra.session=not-a-live-session' })).body).not.toContain('<link');
    await expectNoLinksTo(['kund', 'handlaggare'], '/');
  });
});

describe("a client's and staff's first pages as the server sends them", () => {
  it.each([
    {
      username: 'kund',
      url: '/creditor',
      modules: ['/assets/dashboard-route-p1.js', '/assets/locale-sv-creditor-t1.js'],
      calls: ['/api/auth/session', '/api/extgwapi/api/v1/CurrentUser'],
    },
    {
      username: 'handlaggare',
      url: '/staff',
      modules: ['/assets/queues-route-u1.js', '/assets/locale-sv-staff-v1.js'],
      calls: ['/api/auth/session', '/api/staff/me', '/api/staff/queues'],
    },
  ])(
    'names $url to $username signed in, with no answers to reads',
    async ({ username, url, modules, calls }) => {
      const sent = await (await signedIn(testApp.app, username)).request('GET', url);
      expect(sent.statusCode).toBe(200);
      expect(links(sent.body, 'modulepreload')).toEqual(modules);
      expect(fetches(sent.body)).toEqual(calls);
      expect(answers(sent.body)).toEqual([]);
      expect(sent.headers['cache-control']).toBe('no-cache');
      expect(sent.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    },
  );

  it("names a client's page's code at low priority, its calls as the app fetches them, in the user's language", async () => {
    const client = await signedIn(testApp.app, 'kund');
    const { body } = await client.request('GET', '/creditor');
    expect(body).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/dashboard-route-p1.js">',
    );
    // Credentials as the app's own fetch sends them (`same-origin`), or the browser fetches them twice.
    expect(body).toContain(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/extgwapi/api/v1/CurrentUser">',
    );
    const english = await client.request('GET', '/creditor?lang=en');
    expect(links(english.body, 'modulepreload')).toEqual([
      '/assets/dashboard-route-p1.js',
      '/assets/locale-en-creditor-t2.js',
    ]);
  });

  it("names a client's page to no debtor, visitor or member of staff", async () => {
    const visitor = await page('/creditor');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).not.toContain('<link');
    expect(visitor.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect((await page('/creditor', { cookie: 'fordra.session=not-a-live-session' })).body).not.toContain(
      '<link',
    );
    await expectNoLinksTo(['demo', 'handlaggare'], '/creditor');
  });

  it("names the back office's page to no debtor, visitor or client's user", async () => {
    expect((await page('/staff')).body).not.toContain('<link');
    await expectNoLinksTo(['demo', 'kund'], '/staff');
  });
});

describe("a debtor's page with the answers to its first reads", () => {
  it('holds the answers the API gives the debtor to the same calls, and is kept by no cache', async () => {
    const debtor = await signedIn(testApp.app, 'demo');
    const home = await debtor.request('GET', '/');
    expect(home.statusCode).toBe(200);
    const held = answers(home.body);
    expect(held.map(({ operation, payload }) => [operation, payload])).toEqual([
      ['getCurrentDebtorDetails', {}],
      ['getDebtorSummary', {}],
    ]);
    for (const { operation, body } of held) expect(body).toEqual((await debtor.soap(operation)).json());
    expect(home.headers['cache-control']).toBe('no-store');
    // The session's CSRF token is not among them.
    expect(home.body).not.toContain(debtor.csrfToken);
    const compressed = await debtor.request('GET', '/', { headers: { 'accept-encoding': 'br' } });
    expect(answers(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(held);
  });

  it("reads a case's page's case from its address, and leaves out what the API refuses", async () => {
    const debtor = await signedIn(testApp.app, 'demo');
    const { cases } = (await debtor.soap('getCaseDetails')).json() as { cases: { caseGuid: string }[] };
    const caseGuid = cases[0]?.caseGuid ?? '';
    const details = await debtor.request('GET', `/cases/${caseGuid}`);
    const held = answers(details.body);
    expect(held.map(({ operation, payload }) => [operation, payload])).toEqual([
      ['getCaseDetails', { caseGuid }],
      ['getHistoryDocument', { caseGuid }],
    ]);
    for (const { operation, body } of held)
      expect(body).toEqual((await debtor.soap(operation, { caseGuid })).json());
    // A case that is not the debtor's: the API answers no, and the page holds nothing of it.
    const unknown = 'c0ffee00-0000-4000-8000-000000000001';
    expect((await debtor.soap('getCaseDetails', { caseGuid: unknown })).statusCode).not.toBe(200);
    const other = await debtor.request('GET', `/cases/${unknown}`);
    expect(other.statusCode).toBe(200);
    expect(answers(other.body)).toEqual([]);
    expect(other.headers['cache-control']).toBe('no-cache');
  });

  it('holds no answers for a visitor, a client, or a browser without the CSRF token of its session', async () => {
    expect(answers((await page('/')).body)).toEqual([]);
    const client = await signedIn(testApp.app, 'kund');
    expect(answers((await client.request('GET', '/')).body)).toEqual([]);
    const debtor = await signedIn(testApp.app, 'demo');
    debtor.cookies.delete('fordra.csrf');
    const home = await debtor.request('GET', '/');
    expect(links(home.body, 'modulepreload')).toContain('/assets/home-route-k1.js');
    expect(answers(home.body)).toEqual([]);
  });
});

describe('renderIndexHtml', () => {
  it('puts answers in as data: nothing in them ends their element', () => {
    const html = renderIndexHtml('<head><!--fordra-config--></head>', loadConfig({}), '', [
      { operation: 'getCurrentDebtorDetails', payload: {}, body: { name: '</script><script>alert(1)' } },
    ]);
    expect(html).not.toContain('</script><script>alert');
    expect(answers(html)[0]?.body).toEqual({ name: '</script><script>alert(1)' });
  });

  it('puts the configuration in as written, whatever its characters', () => {
    const config = loadConfig({ PROVIDER_NAME: "Inkasso $& Co $' AB" });
    const html = renderIndexHtml(
      '<head><!--fordra-config--></head>',
      config,
      '<link rel="modulepreload" href="/a.js">',
    );
    const json =
      /<script type="application\/json" id="fordra-config">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(json).providerName).toBe("Inkasso $& Co $' AB");
    expect(html.endsWith('<link rel="modulepreload" href="/a.js"></head>')).toBe(true);
  });
});

describe('readFirstPages', () => {
  it('reads no first pages from a list that is missing, not JSON, or not of this shape', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fordra-web-'));
    try {
      expect(readFirstPages(dir).size).toBe(0);
      writeFileSync(path.join(dir, 'first-pages.json'), '{');
      expect(readFirstPages(dir).size).toBe(0);
      writeFileSync(
        path.join(dir, 'first-pages.json'),
        JSON.stringify({
          '/a': { scripts: 'x' },
          '/b': { ...firstPages['/auth/signin'], styles: ['//x/y.css'] },
        }),
      );
      expect(readFirstPages(dir).size).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('acceptedValues', () => {
  it('orders a header’s items by quality, keeping their order among equals, and drops q=0', () => {
    expect(acceptedValues('sv-SE,sv;q=0.9,en-US;q=0.8,en;q=0.7')).toEqual(['sv-se', 'sv', 'en-us', 'en']);
    expect(acceptedValues('en;q=0.5, ar, fi;q=0, nb;Q=0.9')).toEqual(['ar', 'nb', 'en']);
    expect(acceptedValues(undefined)).toEqual([]);
  });
});
