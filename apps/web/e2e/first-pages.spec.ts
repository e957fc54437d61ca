import type { CaseDetails } from '@fordra/contract';
import { expect, type Page, test } from '@playwright/test';
import { expectSignedInHome, legacyApi, signIn } from './support.ts';

// A signed-in user's first page opened anew (a reload, a link in a letter, a bookmark) comes with what
// it needs first. A client's or staff's page names in itself its code, its catalogues, the session and
// its calls that read (GET); the browser fetches them beside the app's entry instead of in rounds after
// it (the routes' declaration, src/app/pages.ts, read by the build: build/first-pages.ts). Each named
// thing must be what the page asks for, and asked for once: a name the app does not use is a wasted
// download on a phone, a request the page makes twice is one the preload missed. A debtor's page comes rendered by the server, with the answers to its reads
// (src/entry-server.tsx): it shows before the app's code has loaded, and the app takes it up as it is,
// asking for none of its data again; its code, listed in the page, loads once it has painted
// (public/load-app.js), each listed file once.

/** The files and reading calls (GET) a page asks for, as path and search, as it asks for them. */
function readsOf(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // A preloaded call is of type `other`, and the app's own fetch of it is not a second request.
    if (request.method() !== 'GET' || request.resourceType() === 'document') return;
    if (url.pathname !== '/favicon.svg') requested.push(url.pathname + url.search);
  });
  return requested;
}

/** What the page's HTML names for this screen: a link with a media query only where it matches. */
async function namedFor(page: Page, html: string): Promise<string[]> {
  const named: string[] = [];
  for (const [, attributes = '', href = ''] of html.matchAll(
    /<(?:script|link)([^>]*) (?:src|href)="(\/[^"]+)"/g,
  )) {
    const media = /media="([^"]*)"/.exec(attributes)?.[1]?.replaceAll('&amp;', '&');
    if (media && !(await page.evaluate((query) => matchMedia(query).matches, media))) continue;
    if (href !== '/favicon.svg') named.push(href.replaceAll('&amp;', '&'));
  }
  return named;
}

/**
 * Opens a first page in `language` on `fresh` (a page of a new browser context, so nothing comes from
 * the cache of the pages before) and checks that it names its session call and its catalogues in that
 * language, and that it asked for each thing it named once: the page's HTML, what it named for this
 * screen and what it asked for.
 */
async function openAnew(fresh: Page, path: string, language: string, on: string) {
  const requested = readsOf(fresh);
  const answer = await fresh.goto(`${path}?lang=${language}`, { waitUntil: 'networkidle' });
  await expect(fresh.getByRole('heading', { level: 1 })).toBeVisible();
  const html = (await answer?.text()) ?? '';
  const named = await namedFor(fresh, html);
  expect(named, `${on} names its session call`).toContain('/api/auth/session');
  expectAskedOnce(named, requested, language, on);
  return { html, named, requested };
}

/** Checks that what a page named in `language` holds its catalogues, and was asked for once each. */
function expectAskedOnce(named: string[], requested: string[], language: string, on: string) {
  expect(named).toContainEqual(expect.stringMatching(new RegExp(`/locale-${language}-common-`)));
  for (const href of named)
    expect(
      requested.filter((url) => url === href),
      `${on}: ${href}`,
    ).toHaveLength(1);
}

/** The API calls a page makes, as `METHOD path`. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(`${request.method()} ${pathname}${search}`);
  });
  return calls;
}

/** What the React app reports when it cannot take a page up as the server rendered it. */
function appErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

const codeElement = /<script type="application\/json" id="fordra-code">([^<]*)<\/script>/;
const phone = {
  viewport: { width: 412, height: 823 },
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36',
};

test("a debtor's page opened anew comes rendered, is hydrated as it is, and asks for nothing but its listed code", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  await signIn(page, 'demo');
  await expectSignedInHome(page, 'Lars');
  const { cases } = await legacyApi<{ cases: CaseDetails[] }>(page, 'getCaseDetails');
  const active = cases.find((item) => item.isActive);
  if (!active) throw new Error('demo has no active case');
  const signedIn = await page.context().storageState();
  // The current case's address leads on to that case's page: the server redirects there.
  const leadsOn = '/cases/current';
  const paths = [
    '/',
    '/cases',
    `/cases/${active.caseGuid}`,
    leadsOn,
    '/payments',
    '/plans',
    '/plans/new',
    '/contact',
    '/help',
    '/settings',
  ];
  // Each page in both languages on a computer's screen, and the two with a Swish QR code on a phone's,
  // which is shown no QR code and must not fetch its code. A phone that has not told the server its
  // screen yet (no cookie) is known by its browser's name.
  const runs = [
    ...['sv', 'ar'].flatMap((language) => paths.map((path) => ({ language, path, onPhone: false }))),
    ...['/', `/cases/${active.caseGuid}`].map((path) => ({ language: 'sv', path, onPhone: true })),
  ];
  for (const { language, path, onPhone } of runs) {
    const on = `${path} in ${language}${onPhone ? ' on a phone' : ''}`;
    // A new browser context, so nothing comes from the cache of the pages before.
    const context = await browser.newContext({
      baseURL,
      storageState: onPhone
        ? { ...signedIn, cookies: signedIn.cookies.filter(({ name }) => name !== 'fordra.screen') }
        : signedIn,
      ...(onPhone ? phone : {}),
    });
    const fresh = await context.newPage();
    // Its files and reading calls: a reading call it made would be one it was not named.
    const requested = readsOf(fresh);
    const calls = apiCalls(fresh);
    const errors = appErrors(fresh);
    // The heading as the server rendered it, to find it again once the app has taken the page up.
    // And, as the page becomes usable, the elements the app has not hydrated yet (React marks each
    // element it hydrates with its own property): a press or a keystroke there would be lost.
    await fresh.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const seen = window as unknown as { renderedHeading: Element | null; notHydrated?: string[] };
        seen.renderedHeading = document.querySelector('h1');
        const root = document.getElementById('root');
        if (!root) return;
        new MutationObserver((_, observer) => {
          if (root.inert) return;
          observer.disconnect();
          seen.notHydrated = [...root.querySelectorAll('*')]
            .filter((element) => !Object.keys(element).some((key) => key.startsWith('__reactFiber$')))
            .map((element) => `${element.tagName.toLowerCase()} ${element.textContent?.slice(0, 40) ?? ''}`);
        }).observe(root, { attributes: true, attributeFilter: ['inert'] });
      });
    });
    const answer = await fresh.goto(`${path}?lang=${language}`, { waitUntil: 'networkidle' });
    const heading = fresh.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const html = (await answer?.text()) ?? '';
    if (path === leadsOn) expect(new URL(fresh.url()).pathname, on).toMatch(/^\/cases\/[0-9a-f-]{36}$/);
    // Rendered: its heading is in the page as sent, and is the very element the app went on with; the
    // page came inert, and can be used once the app has taken it up.
    expect(html, on).toContain(`>${await heading.textContent()}</h1>`);
    expect(html, on).toContain('<div id="root" inert>');
    await expect(fresh.locator('#root'), on).not.toHaveAttribute('inert');
    expect(
      await fresh.evaluate(() => (window as unknown as { notHydrated?: string[] }).notHydrated),
      `${on}: elements not hydrated when the page became usable`,
    ).toEqual([]);
    expect(
      await fresh.evaluate(
        () =>
          document.querySelector('h1') ===
          (window as unknown as { renderedHeading: Element | null }).renderedHeading,
      ),
      `${on}: the rendered heading is kept`,
    ).toBe(true);
    expect(calls, `${on}: API calls`).toEqual([]);
    expect(errors, `${on}: errors`).toEqual([]);
    // The global styles (the baseline's) come each in an element named after them, which the app
    // takes over as it is (dropping the name) rather than writing, and right to left mirroring, them
    // once more.
    const key = language === 'ar' ? 'muirtl' : 'mui';
    expect(html, on).toMatch(new RegExp(`<style data-emotion="${key}-global [\\w-]+">`));
    expect(await fresh.locator(`style[data-emotion^="${key}-global "]`).count(), on).toBe(0);
    // What the page lists for this screen: its code (a media query only where it matches), its styles.
    const named = ['/load-app.js'];
    for (const [, href = ''] of html.matchAll(/<link rel="stylesheet"[^>]* href="(\/[^"]+)"/g))
      named.push(href);
    const listed = JSON.parse(codeElement.exec(html)?.[1] ?? '[]') as { href: string; media?: string }[];
    expect(listed.length, `${on}: code listed`).toBeGreaterThan(0);
    for (const { href, media } of listed)
      if (!media || (await fresh.evaluate((query) => matchMedia(query).matches, media))) named.push(href);
    expectAskedOnce(named, requested, language, on);
    expect([...requested].sort(), on).toEqual([...named].sort());
    await context.close();
  }
});

test("a client's and staff's first pages opened anew ask for no code, catalogue or call they did not name, and for each once", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  // Their areas are shown in Swedish or English (app/work-area-frame.tsx): the client's page in
  // Arabic is shown in English, and names English's catalogues besides.
  const areas = [
    { username: 'kund', path: '/creditor', languages: ['sv', 'en', 'ar'] },
    { username: 'handlaggare', path: '/staff', languages: ['sv'] },
  ];
  for (const { username, path, languages } of areas) {
    const signInContext = await browser.newContext({ baseURL });
    const signingIn = await signInContext.newPage();
    await signIn(signingIn, username);
    await signingIn.waitForURL(path);
    const signedIn = await signInContext.storageState();
    await signInContext.close();
    for (const language of languages) {
      const on = `${path} in ${language} as ${username}`;
      const context = await browser.newContext({ baseURL, storageState: signedIn });
      const { html, named, requested } = await openAnew(await context.newPage(), path, language, on);
      expect([...requested].sort(), on).toEqual([...named].sort());
      // Only a debtor's page comes rendered.
      expect(html, `${on}: rendered`).not.toContain('id="fordra-ssr"');
      await context.close();
    }
  }
});

test("debtors' pages rendered at the same time each hold only their own debtor, in their own language", async ({
  browser,
  baseURL,
}) => {
  // The server renders every visitor's page with the same modules: nothing of one page may reach another.
  const debtors = [
    { username: 'demo', language: 'sv', own: ['Välkommen, Lars'], lang: 'sv' },
    { username: 'foretag', language: 'ar', own: ['مرحبًا', 'Bergström Bygg'], lang: 'ar' },
  ];
  const signedIn = await Promise.all(
    debtors.map(async (debtor) => {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await signIn(page, debtor.username);
      await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
      return { ...debtor, context };
    }),
  );
  const rendered = await Promise.all(
    signedIn.flatMap((debtor) =>
      Array.from({ length: 6 }, async () => {
        const response = await debtor.context.request.get(`/?lang=${debtor.language}`);
        return { debtor, html: await response.text() };
      }),
    ),
  );
  for (const { debtor, html } of rendered) {
    const others = debtors.filter(({ username }) => username !== debtor.username).flatMap(({ own }) => own);
    expect(html).toContain('id="fordra-ssr"');
    for (const text of debtor.own) expect(html).toContain(text);
    for (const text of others) expect(html).not.toContain(text);
    expect(html).toContain(`<html lang="${debtor.lang}"`);
  }
  for (const { context } of signedIn) await context.close();
});
