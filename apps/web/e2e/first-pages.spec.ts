import type { CaseDetails } from '@fordra/contract';
import { expect, type Page, test } from '@playwright/test';
import { expectSignedInHome, legacyApi, signIn } from './support.ts';

// A signed-in user's first page opened anew (a reload, a link in a letter, a bookmark) names in itself
// what it asks for first: its code, its catalogues, the session and its calls that read (GET); the
// browser fetches them beside the app's entry instead of in rounds after it (vite.config.ts,
// firstPages). Each named thing must be what the page asks for, and asked for once: a name the app
// does not use is a wasted download on a phone, a request the page makes twice is one the preload
// missed. A debtor's legacy reads (POST) come answered in the page: the page asks for none of them, and
// without the answers it asks for exactly those.

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
  expect(named).toContainEqual(expect.stringMatching(new RegExp(`/locale-${language}-common-`)));
  for (const href of named)
    expect(
      requested.filter((url) => url === href),
      `${on}: ${href}`,
    ).toHaveLength(1);
  return { html, named, requested };
}

/** The legacy calls a page makes, as `operation {payload}`. */
function legacyCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'POST' && pathname.startsWith('/api/soap/'))
      calls.push(`${pathname.slice('/api/soap/'.length)} ${request.postData() ?? ''}`);
  });
  return calls;
}

const answersElement = /<script type="application\/json" id="fordra-answers">([^<]*)<\/script>/;
test("a debtor's page opened anew asks for no code, catalogue or reading call it did not name, and for each once", async ({
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
  // The current case's address leads on to that case's page, which asks for more; it names what it
  // asks for itself (the cases), and is not taken for a case's page whose GUID is "current".
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
  // which is shown no QR code and must not fetch its code.
  const runs = [
    ...['sv', 'ar'].flatMap((language) => paths.map((path) => ({ language, path, phone: false }))),
    ...['/', `/cases/${active.caseGuid}`].map((path) => ({ language: 'sv', path, phone: true })),
  ];
  for (const { language, path, phone } of runs) {
    const on = `${path} in ${language}${phone ? ' on a phone' : ''}`;
    // A new browser context, so nothing comes from the cache of the pages before.
    const context = await browser.newContext({
      baseURL,
      storageState: signedIn,
      ...(phone ? { viewport: { width: 412, height: 823 } } : {}),
    });
    const fresh = await context.newPage();
    // The debtor's other calls are POSTs, which a page cannot name.
    const reads = legacyCalls(fresh);
    const { html, named, requested } = await openAnew(fresh, path, language, on);
    if (path !== leadsOn) expect([...requested].sort(), on).toEqual([...named].sort());
    const answered = (
      JSON.parse(answersElement.exec(html)?.[1] ?? '[]') as {
        operation: string;
        payload: Record<string, string>;
      }[]
    ).map(({ operation, payload }) => `${operation} ${JSON.stringify(payload)}`);
    expect(answered.length, `${on}: answers`).toBeGreaterThan(0);
    // The current case's page asks for the case it leads on to, none of the reads it came with.
    if (path === leadsOn) expect(reads.filter((read) => answered.includes(read))).toEqual([]);
    else expect(reads, `${on}: legacy reads`).toEqual([]);
    // The same page without its answers asks for each of them, and for nothing more.
    if (language === 'sv' && !phone && path !== leadsOn) {
      const bare = await context.newPage();
      await bare.route(`**${path}?lang=${language}`, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: (await response.text()).replace(answersElement, '') });
      });
      const asked = legacyCalls(bare);
      await bare.goto(`${path}?lang=${language}`, { waitUntil: 'networkidle' });
      await expect(bare.getByRole('heading', { level: 1 })).toBeVisible();
      expect(asked.sort(), `${path} without its answers`).toEqual([...answered].sort());
    }
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
      // Only a debtor's page comes with answers.
      expect(html, `${on}: answers`).not.toMatch(answersElement);
      await context.close();
    }
  }
});
