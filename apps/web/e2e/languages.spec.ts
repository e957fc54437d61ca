import { expect, type Page, test } from '@playwright/test';
import { catalogueText, languageButton, openPage } from './support.ts';

/** The languages whose catalogue chunks (`/assets/locale-<lng>-…js`) the page has downloaded. */
function downloadedLanguages(page: Page): Set<string> {
  const languages = new Set<string>();
  page.on('request', (request) => {
    const match = /\/assets\/locale-([a-z]+)-/.exec(request.url());
    if (match?.[1]) languages.add(match[1]);
  });
  return languages;
}

/** Whether each character of `text`, where the page shows it, stands to the right of the one before. */
function renderedLeftToRight(page: Page, text: string): Promise<boolean> {
  return page.evaluate((wanted) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const data = (node as Text).data;
      const start = data.indexOf(wanted);
      if (start < 0) continue;
      const range = document.createRange();
      const xs = [...wanted].map((_, offset) => {
        range.setStart(node, start + offset);
        range.setEnd(node, start + offset + 1);
        return range.getBoundingClientRect().x;
      });
      return xs.every((x, index) => index === 0 || x > (xs[index - 1] ?? 0));
    }
    throw new Error(`${wanted} is not on the page`);
  }, text);
}

test.describe('with a Norwegian browser', () => {
  test.use({ locale: 'nb-NO' });

  test('the browser language is used until one is chosen; ?lang= wins and is remembered', async ({
    page,
    context,
  }) => {
    const downloaded = downloadedLanguages(page);
    await openPage(page, '/auth/signin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      catalogueText('no', 'auth', 'signIn.title'),
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
    expect([...downloaded]).toEqual(['no']);

    await openPage(page, '/auth/signin?lang=rs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      catalogueText('rs', 'auth', 'signIn.title'),
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Latn');
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'fordra.lang');
    expect(cookie?.value).toBe('rs');

    await openPage(page, '/auth/signin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      catalogueText('rs', 'auth', 'signIn.title'),
    );
    expect(await page.evaluate(() => localStorage.getItem('fordra.lang'))).toBe('rs');
  });
});

test('choosing Arabic mirrors the page at once, without reloading it, and Swedish turns it back', async ({
  page,
}) => {
  await openPage(page, '/auth/signin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Logga in');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  const downloaded = downloadedLanguages(page);
  await page.evaluate(() => {
    (window as unknown as { samePage: boolean }).samePage = true;
  });

  await languageButton(page, 'sv').click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    catalogueText('ar', 'auth', 'signIn.title'),
  );
  const form = page.locator('form');
  await expect(form).toHaveCSS('direction', 'rtl');
  // The username field's label starts on the right.
  const field = await page.locator('input[name="username"]').boundingBox();
  const label = await page
    .locator('label')
    .filter({ hasText: catalogueText('ar', 'auth', 'signIn.username') })
    .boundingBox();
  expect(label && field && label.x + label.width > field.x + field.width / 2).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  // Inside the Arabic sentence the organisation number still reads 556677-8899, left to right.
  expect(await renderedLeftToRight(page, '556677-8899')).toBe(true);
  expect([...downloaded]).toEqual(['ar']);

  await languageButton(page, 'ar').click();
  await page.getByRole('menuitem', { name: 'Svenska' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Logga in');
});
