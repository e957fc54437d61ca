import { gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, expectSignedInHome, kronor, openPage, signIn } from './support.ts';

test('a debtor signs in with username and password and sees the total debt', async ({ page }) => {
  await signIn(page, 'demo');
  await expect(page).toHaveURL('/');
  await expectSignedInHome(page, 'Lars');
  await expect(page.getByText('Din totala skuld')).toBeVisible();
  await expect(page.getByText('inklusive ränta och avgifter')).toBeVisible();
  // The total and its parts come from the server and add up on screen.
  const summary = await page.request.post('/api/soap/getDebtorSummary', {
    headers: { 'x-csrf-token': (await (await page.request.get('/api/auth/csrf')).json()).csrfToken },
    data: {},
  });
  const [total] = (await summary.json()).totals;
  const sek = (minor: number) =>
    new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK' })
      .format(minor / 100)
      .replace(/\s/g, ' ');
  await expect(page.getByText(kronor(sek(total.total))).first()).toBeVisible();
  await expect(page.getByText(kronor(sek(total.remainingPrincipal)))).toBeVisible();
  await expect(page.getByText(kronor(sek(total.remainingFees)))).toBeVisible();
  await expect(page).toHaveTitle('Fordra');
});

test('a company signs in and is welcomed by its name', async ({ page }) => {
  await signIn(page, 'foretag');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Bergström Bygg & Montage AB');
});

test('a wrong password is refused with a clear message and the username is kept', async ({ page }) => {
  await openPage(page, '/auth/signin');
  await page.getByLabel('Användarnamn').fill('demo');
  await page.getByLabel('Lösenord').fill('not-the-password');
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(
    page.getByText(
      'Inloggningen misslyckades eller avbröts. Kontrollera de angivna uppgifterna och försök igen.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/signin/);
  await expect(page.getByLabel('Användarnamn')).toHaveValue('demo');
});

test('empty fields ask for a username and a password', async ({ page }) => {
  await openPage(page, '/auth/signin');
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByText('Ange ett användarnamn')).toBeVisible();
  await expect(page.getByText('Ange ett lösenord')).toBeVisible();
  await expect(page.getByLabel('Användarnamn')).toBeFocused();
  // Each message follows what is then typed; spaces alone are no username.
  await page.getByLabel('Användarnamn').fill('  ');
  await page.getByLabel('Lösenord').fill('hemligt');
  await expect(page.getByText('Ange ett lösenord')).toBeHidden();
  await expect(page.getByText('Ange ett användarnamn')).toBeVisible();
  await page.getByLabel('Användarnamn').fill('ny');
  await expect(page.getByText('Ange ett användarnamn')).toBeHidden();
});

test('signing out ends the session, forgets drafts and returns to the sign-in page', async ({ page }) => {
  await signIn(page, 'ny');
  await expectSignedInHome(page, 'Emma');
  // A half-written message stays in the tab until the debtor signs out.
  await page.getByRole('link', { name: 'Kontakta oss' }).first().click();
  await page.getByLabel('Ämne').fill('Fråga om min faktura');
  await expect.poll(() => page.evaluate(() => Object.keys(window.sessionStorage).length)).toBeGreaterThan(0);
  await page.getByRole('button', { name: /Ditt konto/ }).click();
  await page.getByRole('menuitem', { name: 'Logga ut' }).click();
  await expect(page).toHaveURL(/\/auth\/signin/);
  expect(await page.evaluate(() => JSON.stringify(Object.entries(window.sessionStorage)))).not.toContain(
    'Fråga om min faktura',
  );
  expect(await (await page.request.get('/api/auth/session')).json()).toEqual({});
  await openPage(page, '/');
  await expect(page).toHaveURL(/\/auth\/signin\?error=SessionRequired/);
});

test('a deep link while signed out lands on sign-in with SessionRequired, then returns there', async ({
  page,
}) => {
  await openPage(page, '/?from=letter');
  await expect(page).toHaveURL(/\/auth\/signin\?error=SessionRequired&callbackUrl=%2F%3Ffrom%3Dletter/);
  await expect(page.getByText('Logga in för att fortsätta.')).toBeVisible();
  await page.getByLabel('Användarnamn').fill('demo');
  await page.getByLabel('Lösenord').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page).toHaveURL('/?from=letter');
  await expectSignedInHome(page, 'Lars');
});

test('a login with no cases ends on the login error page with the unknown-user message', async ({ page }) => {
  await signIn(page, 'okand');
  await expect(page).toHaveURL(/\/auth\/error\?error=UnknownUser/);
  await expect(
    page.getByRole('heading', { name: 'Något verkar ha gått fel med din inloggning' }),
  ).toBeVisible();
  await expect(page.getByText(/Det verkar som att vi inte känner igen dig/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ring kundtjänst' })).toHaveAttribute(
    'href',
    'tel:+46812345600',
  );
  await page.getByRole('link', { name: 'Tillbaka till inloggningen' }).click();
  await expect(page).toHaveURL(/\/auth\/signin/);
});

test('signing out in one tab signs out the other', async ({ context }) => {
  const first = await context.newPage();
  await signIn(first, 'valuta');
  await expectSignedInHome(first, 'Sofia');
  const second = await context.newPage();
  await openPage(second, '/');
  await expectSignedInHome(second, 'Sofia');
  await second.getByRole('button', { name: /Ditt konto/ }).click();
  await second.getByRole('menuitem', { name: 'Logga ut' }).click();
  await expect(first).toHaveURL(/\/auth\/signin/);
});

/** Ends the page's session through the API, as another program would: no storage event, no focus. */
async function signOutBehindThePage(page: Page) {
  const { csrfToken } = await (await page.request.get('/api/auth/csrf')).json();
  const out = await page.request.post('/api/auth/signout', { form: { csrfToken } });
  expect(out.status()).toBe(200);
}

test('a session ended elsewhere is noticed when the window gets focus', async ({ page }) => {
  await signIn(page, 'valuta');
  await expectSignedInHome(page, 'Sofia');
  // Take the cookie away first, so the polling of the next test has nothing left to notice (it
  // checks the session once, still signed in); then only the focus can tell this page.
  const checked = page.waitForResponse((response) => response.url().endsWith('/api/auth/session'));
  await page.context().clearCookies({ name: 'fordra.session-state' });
  await checked;
  await signOutBehindThePage(page);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page).toHaveURL(/\/auth\/signin/);
});

test('with cookie polling on (as in this run), a sign-out in another program is noticed without focus', async ({
  page,
}) => {
  await signIn(page, 'valuta');
  await expectSignedInHome(page, 'Sofia');
  expect(await page.evaluate(() => document.cookie)).toContain('fordra.session-state=');
  await signOutBehindThePage(page);
  await expect(page).toHaveURL(/\/auth\/signin/);
});

test('the sign-in page speaks English when asked to', async ({ page }) => {
  await openPage(page, '/auth/signin?lang=en');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('before the app’s code arrives, a slow phone shows a spinner, then the sign-in page', async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/auth/signin', { waitUntil: 'commit' });
  const boot = page.locator('#root .boot');
  await expect(boot).toBeVisible();
  release();
  await expect(page.getByRole('button', { name: 'Logga in', exact: true })).toBeVisible();
  await expect(boot).toHaveCount(0);
});

for (const language of ['sv', 'ar']) {
  test(`the sign-in page in ${language} asks for nothing the page did not name, and for each thing it named once`, async ({
    page,
  }) => {
    // index.html names the app's entry; the server adds the sign-in page's route, catalogues and calls,
    // so that they are fetched beside the entry instead of after it (app/pages.ts, build/first-pages.ts).
    const requested: string[] = [];
    page.on('request', (request) => {
      // A preloaded call is of type `other`, and the app's own fetch of it is not a second request.
      const path = new URL(request.url()).pathname;
      if (request.resourceType() !== 'document' && path !== '/favicon.svg') requested.push(path);
    });
    const answer = await page.goto(`/auth/signin?lang=${language}`, { waitUntil: 'networkidle' });
    await expect(
      page.getByRole('button', { name: language === 'sv' ? 'Logga in' : 'تسجيل الدخول', exact: true }),
    ).toBeVisible();
    const named = [
      ...((await answer?.text()) ?? '').matchAll(/<(?:script|link)[^>]* (?:src|href)="(\/[^"]+)"/g),
    ]
      .map((match) => match[1])
      .filter((href) => href !== '/favicon.svg');
    expect(named).toContainEqual(expect.stringMatching(new RegExp(`/locale-${language}-auth-`)));
    expect(named).toContain('/api/auth/session');
    expect([...requested].sort()).toEqual([...named].sort());
  });
}

test('the sign-in page loads at most 150 KB gzip of JavaScript, and no MUI until something rendered with it opens', async ({
  page,
}) => {
  const scripts: { path: string; gzip: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push({ path: new URL(response.url()).pathname, gzip: gzipSync(await response.body()).length });
  });
  await page.goto('/auth/signin', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Logga in', exact: true })).toBeVisible();
  expect(scripts.map((script) => script.path)).not.toContainEqual(expect.stringMatching(/\/mui-/));
  expect(scripts.reduce((sum, script) => sum + script.gzip, 0)).toBeLessThanOrEqual(150 * 1024);
  // The language menu is rendered with MUI, within its theme.
  await page.getByRole('button', { name: /Byt språk/ }).click();
  await expect(page.getByRole('menuitem', { name: 'English' })).toBeVisible();
  expect(scripts.map((script) => script.path)).toContainEqual(expect.stringMatching(/\/mui-/));
});

test('a debtor page opened anew loads its code in at most 30 files, not a file for each small module', async ({
  page,
  browser,
  baseURL,
}) => {
  // Each file is a request, on a phone's connection a round trip; the pages shared some forty
  // files of a few hundred bytes each before their common modules came in one.
  await signIn(page, 'demo');
  await expectSignedInHome(page, 'Lars');
  const signedIn = await page.context().storageState();
  for (const path of ['/', '/cases', '/payments']) {
    // A new browser context, so nothing comes from the cache of the pages before.
    const context = await browser.newContext({ baseURL, storageState: signedIn });
    const fresh = await context.newPage();
    const scripts = new Set<string>();
    fresh.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    await fresh.goto(path, { waitUntil: 'networkidle' });
    await expect(fresh.getByRole('heading', { level: 1 })).toBeVisible();
    expect(scripts.size, `${path}:\n${[...scripts].join('\n')}`).toBeLessThanOrEqual(30);
    await context.close();
  }
});
