import { groupForReading } from '@fordra/domain';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { catalogueText, DEMO_PASSWORD, openPage } from './support.ts';

/*
 * amal's account keeps Arabic, so her portal is in Arabic after sign-in (the sign-in page is in
 * Swedish): the journeys find what they press by the Arabic catalogue's words.
 */
const ar = (namespace: string, key: string) => catalogueText('ar', namespace, key);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An Arabic text with a value filled in (a bidi isolate around it): its words before and after. */
const filled = (namespace: string, key: string, value: string) =>
  new RegExp(
    ar(namespace, key)
      .split(/\{\{\w+\}\}/)
      .map(escaped)
      .join(`.?${escaped(value)}.?`),
  );

/**
 * Presses Tab until `target` has focus, as a keyboard user would; fails if it is never reached, or
 * if a link or button reached shows no focus outline (a text field shows focus by its border).
 */
async function tabTo(page: Page, target: Locator, most = 60) {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(target, 'reached with Tab').toBeFocused();
  const outline = await target.evaluate((element) =>
    element.matches('input, textarea') ? 'field' : getComputedStyle(element).outlineStyle,
  );
  expect(outline, 'a visible focus outline').not.toBe('none');
}

/** After an in-app navigation the new page's heading has focus, so reading starts there. */
async function expectHeadingFocused(page: Page, name: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
}

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('with the keyboard alone: sign in, read a case, copy its OCR reference and propose a plan', async ({
  page,
}) => {
  await openPage(page, '/auth/signin');
  await tabTo(page, page.getByLabel('Användarnamn'));
  await page.keyboard.type('amal');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Lösenord')).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: filled('home', 'welcome', 'Amal') })).toBeVisible({
    timeout: 30_000,
  });

  const menu = page.getByRole('navigation', { name: ar('common', 'nav.label') });
  await tabTo(page, menu.getByRole('link', { name: ar('common', 'nav.cases'), exact: true }));
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, ar('cases', 'title'));

  await tabTo(page, page.getByRole('link', { name: 'Nordljus Energi AB' }));
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, /Nordljus Energi AB/);

  await tabTo(
    page,
    page.getByRole('button', { name: filled('common', 'copy.label', ar('payment', 'bank.ocr')) }).first(),
  );
  await page.keyboard.press('Enter');
  await expect(page.getByText(ar('common', 'copy.copied'))).toBeVisible();
  // The reference as the bank wants it: digits only, the same as shown (in groups) on the page.
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^\d{6,25}$/);
  await expect(page.getByText(groupForReading(copied), { exact: true }).first()).toBeVisible();

  await tabTo(page, menu.getByRole('link', { name: ar('common', 'nav.createPlan') }));
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, ar('plans', 'new.title'));
  await tabTo(page, page.getByRole('checkbox', { name: /Elräkning januari–mars/ }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: /Elräkning januari–mars/ })).toBeChecked();
  const next = page.getByRole('button', { name: ar('plans', 'new.next') });
  for (const step of ['calculator', 'terms', 'apply'].map((key) => ar('plans', `new.steps.${key}`))) {
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: step })).toBeVisible();
  }
  await tabTo(page, page.getByRole('button', { name: ar('plans', 'apply.send') }));
  await page.keyboard.press('Enter');
  const done = [ar('plans', 'success.acceptedTitle'), ar('plans', 'success.pendingTitle')];
  // Sending records the plan and its letters: give a busy machine time.
  await expect(page.getByRole('heading', { name: new RegExp(done.map(escaped).join('|')) })).toBeVisible({
    timeout: 30_000,
  });
});

test('the menu on a phone keeps focus inside until it is closed, then returns it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, '/auth/signin');
  await page.getByLabel('Användarnamn').fill('amal');
  await page.getByLabel('Lösenord').fill(DEMO_PASSWORD);
  await page.getByLabel('Lösenord').press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: filled('home', 'welcome', 'Amal') })).toBeVisible({
    timeout: 30_000,
  });

  const open = page.getByRole('button', { name: ar('common', 'nav.open') });
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const drawer = page.locator('.MuiDrawer-modal .MuiDrawer-paper');
  await expect(drawer.getByRole('link', { name: ar('common', 'nav.cases'), exact: true })).toBeVisible();
  for (let presses = 0; presses < 15; presses += 1) {
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(open).toBeFocused();
});
