import type { CaseDetails } from '@fordra/contract';
import { expect, test } from '@playwright/test';
import { expectSignedInHome, legacyApi, signIn } from './support.ts';

// A debtor's page opened anew (a reload, a link in a letter) names in itself what it asks for first:
// its code, its catalogues, the session and its calls that read (GET); the browser fetches them beside
// the app's entry instead of in rounds after it (vite.config.ts, firstPages). Each named thing must be
// what the page asks for, and asked for once: a name the app does not use is a wasted download on a
// phone, a request the page makes twice is one the preload missed.
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
      await context.close();
    }
});
