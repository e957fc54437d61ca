import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
    fetches: [],
    catalogues: { sv: ['/assets/locale-sv-home-s1.js'], ar: ['/assets/locale-ar-home-s2.js'] },
  },
  '/cases/current': {
    for: 'debtor',
    scripts: ['/assets/current-case-route-m1.js'],
    styles: [],
    rightToLeftScripts: [],
    computerScripts: [],
    computerScreen: '(min-width:900px) and (hover: hover)',
    fetches: [],
    catalogues: { sv: ['/assets/locale-sv-cases-s3.js'] },
  },
  '/cases/:caseGuid': {
    for: 'debtor',
    scripts: ['/assets/case-details-route-n1.js'],
    styles: [],
    rightToLeftScripts: [],
    computerScripts: [],
    computerScreen: '(min-width:900px) and (hover: hover)',
    fetches: ['/api/extgwapi/api/debtoraccess/paymentinfo?caseGuid=:caseGuid'],
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
    catalogues: { sv: ['/assets/locale-sv-staff-v1.js'] },
  },
};

// A build's index.html, as Vite writes it from apps/web/index.html.
const indexHtml =
  '<!doctype html><html lang="sv" dir="ltr"><head><title>%PRODUCT_NAME%</title><!--fordra-config-->' +
  '<script type="module" crossorigin src="/assets/index-z9.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-y8.js"></head>' +
  '<body><div id="root"><div class="boot" aria-hidden="true"><div class="boot-spinner"></div></div></div></body></html>';

/**
 * The build's module that renders a debtor's page (as apps/web/src/entry-server.tsx does, with the app):
 * this one reads the debtor's summary and session through `answer`, tries a write, and shows what it
 * got; a summary that could not be read leaves the page unrendered, as the app's does.
 */
const pageRenderer = `
export async function createPageRenderer(config) {
  return async ({ url, language, mobile, answer }) => {
    if (url.startsWith('/help')) throw new Error('this page cannot be rendered');
    if (url.includes('hang')) return new Promise(() => {});
    if (url.startsWith('/cases/current'))
      return { html: null, styles: '', state: {}, location: url.includes('away') ? '//elsewhere.example/' : '/cases/c1' };
    const read = async (path, init) => {
      try {
        const response = await answer(path, init);
        return { status: response.status, body: await response.json() };
      } catch (error) {
        return { status: 0, body: String(error) };
      }
    };
    const summary = await read('/api/soap/getDebtorSummary', { method: 'POST', body: '{}' });
    const session = await read('/api/auth/session', {});
    const write = await read('/api/soap/updateContactDetails', { method: 'POST', body: '{}' });
    const state = { queries: { summary, session }, product: config.productName };
    if (summary.status !== 200) return { html: null, styles: '', state };
    return {
      html: '<main data-url="' + url + '" data-language="' + language + '" data-mobile="' + mobile + '" data-write="' + write.status + '">rendered</main>',
      styles: '<style data-emotion="mui a1">.a1{color:red}</style>',
      state,
    };
  };
}
`;

let webDist: string;
let testApp: TestApp;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'fordra-web-'));
  writeFileSync(path.join(webDist, 'index.html'), indexHtml);
  writeFileSync(path.join(webDist, 'first-pages.json'), JSON.stringify(firstPages));
  mkdirSync(path.join(webDist, 'server'));
  writeFileSync(path.join(webDist, 'server', 'entry-server.js'), pageRenderer);
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
/** What a server-rendered page holds for the app to hydrate (the renderer's state), or null. */
const renderedState = (html: string): { queries: Record<string, { status: number; body: unknown }> } | null =>
  JSON.parse(/<script type="application\/json" id="fordra-ssr">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null');
/** Checks that each of `usernames`, signed in, gets `url` as the plain page, without its links. */
async function expectNoLinksTo(usernames: string[], url: string) {
  for (const username of usernames) {
    const sent = await (await signedIn(testApp.app, username)).request('GET', url);
    expect(sent.statusCode, username).toBe(200);
    expect(links(sent.body, 'modulepreload'), username).toEqual(['/assets/react-y8.js']);
    expect(fetches(sent.body), username).toEqual([]);
  }
}
/** The code a server-rendered page loads once it has painted, in order (the web's public/load-app.js). */
const laterCode = (html: string): { href: string; media?: string; low?: true; entry?: true }[] =>
  JSON.parse(/<script type="application\/json" id="fordra-code">([^<]*)<\/script>/.exec(html)?.[1] ?? '[]');
/** The calls the page names, in order. */
const fetches = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="fetch"[^>]* href="([^"]+)">/g)].map((match) => match[1]);

describe('the sign-in page as the server sends it', () => {
  it('names its route, its calls and its catalogues in the language the app will show', async () => {
    const answer = await page('/auth/signin', { cookie: 'fordra.lang=ar' });
    expect(answer.statusCode).toBe(200);
    expect(links(answer.body, 'modulepreload')).toEqual([
      '/assets/react-y8.js',
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
    const entry = '<script type="module" crossorigin src="/assets/index-z9.js">';
    expect(body.indexOf(entry)).toBeGreaterThan(-1);
    expect(body.indexOf('<link rel="modulepreload" crossorigin href="/assets/sign-in')).toBeGreaterThan(
      body.indexOf(entry),
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
    expect(links(help.body, 'modulepreload')).toEqual(['/assets/react-y8.js']);
    expect(help.body).toContain('<html lang="sv" dir="ltr">');
    expect(help.headers.vary).toBe('Accept-Encoding');
  });
});

describe("a debtor's page as the server renders it", () => {
  it('holds the page rendered with the answers the API gives the debtor, and is kept by no cache', async () => {
    const debtor = await signedIn(testApp.app, 'demo');
    const home = await debtor.request('GET', '/');
    expect(home.statusCode).toBe(200);
    // Inert until the app has taken it up: nothing pressed or typed before then is lost.
    expect(home.body).toContain('<div id="root" inert><main data-url="/" data-language="sv"');
    expect(home.body).not.toContain('boot-spinner');
    const state = renderedState(home.body);
    expect(state?.queries.summary).toEqual({
      status: 200,
      body: (await debtor.soap('getDebtorSummary')).json(),
    });
    expect(state?.queries.session?.body).toMatchObject({ user: { role: 'debtor' } });
    // Its styles in the head, before the page's own style sheets and code.
    expect(home.body.indexOf('<style data-emotion="mui a1">')).toBeLessThan(home.body.indexOf('</head>'));
    expect(home.headers['cache-control']).toBe('no-store');
    // The session's CSRF token is not in it.
    expect(home.body).not.toContain(debtor.csrfToken);
    const compressed = await debtor.request('GET', '/', { headers: { 'accept-encoding': 'br' } });
    expect(renderedState(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(state);
  });

  it('is rendered in the language the app will show, for the screen the browser says it has', async () => {
    const debtor = await signedIn(testApp.app, 'demo');
    const arabic = await debtor.request('GET', '/?lang=ar', { headers: { 'sec-ch-ua-mobile': '?1' } });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('data-language="ar" data-mobile="true"');
    const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36';
    const named = await debtor.request('GET', '/', { headers: { 'user-agent': phone } });
    expect(named.body).toContain('data-mobile="true"');
    const computer = await debtor.request('GET', '/', {
      headers: { 'user-agent': phone, 'sec-ch-ua-mobile': '?0' },
    });
    expect(computer.body).toContain('data-mobile="false"');
  });

  it('makes reads only: a write the page asked for is not made', async () => {
    const debtor = await signedIn(testApp.app, 'demo');
    const home = await debtor.request('GET', '/');
    expect(home.body).toContain('data-write="0"');
    expect(renderedState(home.body)?.queries).not.toHaveProperty('write');
  });

  it("loads its code once it has painted: the entry, React and its own modules, the computer's with their screen", async () => {
    const debtor = await signedIn(testApp.app, 'demo');
    const home = await debtor.request('GET', '/?lang=ar');
    expect(links(home.body, 'modulepreload')).toEqual([]);
    expect(home.body).not.toContain('<script type="module"');
    expect(laterCode(home.body)).toEqual([
      { href: '/assets/index-z9.js', entry: true },
      { href: '/assets/react-y8.js' },
      { href: '/assets/home-route-k1.js', low: true },
      { href: '/assets/stylis-rtl-r1.js', low: true },
      { href: '/assets/qrcode-q1.js', media: '(min-width:900px) and (hover: hover)', low: true },
      { href: '/assets/locale-ar-home-s2.js' },
    ]);
    expect(home.body).toContain('<script defer src="/load-app.js"></script></head>');
  });

  it("renders a case's page from its address, and leads the current case's page on to its case", async () => {
    const debtor = await signedIn(testApp.app, 'demo');
    const caseGuid = 'c0ffee00-0000-4000-8000-000000000001';
    const details = await debtor.request('GET', `/cases/${caseGuid}`);
    expect(details.body).toContain(`data-url="/cases/${caseGuid}"`);
    expect(laterCode(details.body).map(({ href }) => href)).toEqual([
      '/assets/index-z9.js',
      '/assets/react-y8.js',
      '/assets/case-details-route-n1.js',
      '/assets/locale-sv-cases-s3.js',
    ]);
    expect(fetches(details.body)).toEqual([
      `/api/extgwapi/api/debtoraccess/paymentinfo?caseGuid=${caseGuid}`,
    ]);
    // The current case's page leads on to the case, as the app would go; never to another site.
    const current = await debtor.request('GET', '/cases/current');
    expect(current.statusCode).toBe(302);
    expect(current.headers.location).toBe('/cases/c1');
    expect(current.headers['cache-control']).toBe('no-store');
    const arabic = await debtor.request('GET', '/cases/current?lang=ar');
    expect(arabic.headers.location).toBe('/cases/c1?lang=ar');
    const away = await debtor.request('GET', '/cases/current?away');
    expect(away.statusCode).toBe(200);
    expect(away.headers.location).toBeUndefined();
    expect(links(away.body, 'modulepreload')).toContain('/assets/current-case-route-m1.js');
    // A part of the path that is not an id: the page is sent as it is.
    const odd = await debtor.request('GET', '/cases/%22%3E%3Cscript%3E');
    expect(odd.statusCode).toBe(200);
    expect(renderedState(odd.body)).toBeNull();
    expect(odd.body).toContain('boot-spinner');
  });

  it('is sent unrendered, naming its code, when it cannot be rendered or its reads cannot be made', async () => {
    const debtor = await signedIn(testApp.app, 'demo');
    debtor.cookies.delete('fordra.csrf');
    const home = await debtor.request('GET', '/');
    // No token for a legacy read: the summary could not be read, and the page was not rendered.
    expect(home.body).toContain('boot-spinner');
    expect(renderedState(home.body)?.queries.summary?.status).toBe(0);
    expect(links(home.body, 'modulepreload')).toContain('/assets/home-route-k1.js');
    expect(home.headers['cache-control']).toBe('no-store');
  });

  it('is sent unrendered when it takes too long to render: no read that hangs keeps it from the visitor', async () => {
    const debtor = await signedIn(testApp.app, 'demo');
    const started = performance.now();
    const home = await debtor.request('GET', '/?hang');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('boot-spinner');
    expect(links(home.body, 'modulepreload')).toContain('/assets/home-route-k1.js');
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it("is neither rendered nor named to a visitor without a session, with one that has ended, or to a client's user or staff", async () => {
    const visitor = await page('/');
    expect(visitor.statusCode).toBe(200);
    expect(renderedState(visitor.body)).toBeNull();
    expect(links(visitor.body, 'modulepreload')).toEqual(['/assets/react-y8.js']);
    // The page differs by the cookie: a shared cache must not give one visitor's page to another.
    expect(visitor.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    const ended = await page('/', { cookie: 'fordra.session=not-a-live-session' });
    expect(renderedState(ended.body)).toBeNull();
    await expectNoLinksTo(['kund', 'handlaggare'], '/');
  });
});

describe("a client's and staff's first pages as the server sends them", () => {
  it.each([
    {
      username: 'kund',
      url: '/creditor',
      modules: ['/assets/react-y8.js', '/assets/dashboard-route-p1.js', '/assets/locale-sv-creditor-t1.js'],
      calls: ['/api/auth/session', '/api/extgwapi/api/v1/CurrentUser'],
    },
    {
      username: 'handlaggare',
      url: '/staff',
      modules: ['/assets/react-y8.js', '/assets/queues-route-u1.js', '/assets/locale-sv-staff-v1.js'],
      calls: ['/api/auth/session', '/api/staff/me', '/api/staff/queues'],
    },
  ])('names $url to $username signed in, and renders nothing', async ({ username, url, modules, calls }) => {
    const sent = await (await signedIn(testApp.app, username)).request('GET', url);
    expect(sent.statusCode).toBe(200);
    expect(links(sent.body, 'modulepreload')).toEqual(modules);
    expect(fetches(sent.body)).toEqual(calls);
    expect(renderedState(sent.body)).toBeNull();
    expect(sent.headers['cache-control']).toBe('no-cache');
    expect(sent.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
  });

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
      '/assets/react-y8.js',
      '/assets/dashboard-route-p1.js',
      '/assets/locale-en-creditor-t2.js',
    ]);
  });

  it("names a client's page to no debtor, visitor or member of staff", async () => {
    const visitor = await page('/creditor');
    expect(visitor.statusCode).toBe(200);
    expect(links(visitor.body, 'modulepreload')).toEqual(['/assets/react-y8.js']);
    expect(visitor.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    const ended = await page('/creditor', { cookie: 'fordra.session=not-a-live-session' });
    expect(fetches(ended.body)).toEqual([]);
    await expectNoLinksTo(['demo', 'handlaggare'], '/creditor');
  });

  it("names the back office's page to no debtor, visitor or client's user", async () => {
    expect(fetches((await page('/staff')).body)).toEqual([]);
    await expectNoLinksTo(['demo', 'kund'], '/staff');
  });
});

describe('renderIndexHtml', () => {
  it("puts a server-rendered page's state in as data: nothing in it ends its element", () => {
    const html = renderIndexHtml(indexHtml, loadConfig({}), '', {
      language: 'sv',
      rendered: { html: '<main>rendered</main>', styles: '', state: { name: '</script><script>alert(1)' } },
    });
    expect(html).not.toContain('</script><script>alert');
    expect(renderedState(html)).toEqual({ name: '</script><script>alert(1)' });
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
