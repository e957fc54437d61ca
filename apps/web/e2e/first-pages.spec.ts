import type { CaseDetails } from '@fordra/contract';
import { expect, type Page, test } from '@playwright/test';
import { expectSignedInHome, legacyApi, signIn } from './support.ts';

// A debtor's page opened anew (a reload, a link in a letter) names in itself what it asks for first:
// its code, its catalogues, the session and its calls that read (GET); the browser fetches them beside
// the app's entry instead of in rounds after it (vite.config.ts, firstPages). Each named thing must be
// what the page asks for, and asked for once: a name the app does not use is a wasted download on a
// phone, a request the page makes twice is one the preload missed. Its legacy reads (POST) come
// answered in the page: the page asks for none of them, and without the answers it asks for exactly those.

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
  for (const language of ['sv', 'ar'])
    for (const path of paths) {
      // A new browser context, so nothing comes from the cache of the pages before.
      const context = await browser.newContext({ baseURL, storageState: signedIn });
      const fresh = await context.newPage();
      const requested: string[] = [];
      const reads = legacyCalls(fresh);
      fresh.on('request', (request) => {
        const url = new URL(request.url());
        // The debtor's other calls are POSTs, which a page cannot name; a preloaded call is of type
        // `other`, and the app's own fetch of it is not a second request.
        if (request.method() !== 'GET' || request.resourceType() === 'document') return;
        if (url.pathname !== '/favicon.svg') requested.push(url.pathname + url.search);
      });
      const answer = await fresh.goto(`${path}?lang=${language}`, { waitUntil: 'networkidle' });
      await expect(fresh.getByRole('heading', { level: 1 })).toBeVisible();
      const html = (await answer?.text()) ?? '';
      const named = [...html.matchAll(/<(?:script|link)[^>]* (?:src|href)="(\/[^"]+)"/g)]
        .map((match) => match[1]?.replaceAll('&amp;', '&'))
        .filter((href) => href !== '/favicon.svg');
      expect(named, `${path} in ${language} names its session call`).toContain('/api/auth/session');
      expect(named).toContainEqual(expect.stringMatching(new RegExp(`/locale-${language}-common-`)));
      for (const href of named)
        expect(
          requested.filter((url) => url === href),
          `${path} in ${language}: ${href}`,
        ).toHaveLength(1);
      if (path !== leadsOn)
        expect([...requested].sort(), `${path} in ${language}`).toEqual([...named].sort());
      const answered = (
        JSON.parse(answersElement.exec(html)?.[1] ?? '[]') as {
          operation: string;
          payload: Record<string, string>;
        }[]
      ).map(({ operation, payload }) => `${operation} ${JSON.stringify(payload)}`);
      expect(answered.length, `${path} in ${language}: answers`).toBeGreaterThan(0);
      // The current case's page asks for the case it leads on to, none of the reads it came with.
      if (path === leadsOn) expect(reads.filter((read) => answered.includes(read))).toEqual([]);
      else expect(reads, `${path} in ${language}: legacy reads`).toEqual([]);
      // The same page without its answers asks for each of them, and for nothing more.
      if (language === 'sv' && path !== leadsOn) {
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
