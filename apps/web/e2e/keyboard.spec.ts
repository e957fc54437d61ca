import { groupForReading } from '@fordra/domain';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, openPage } from './support.ts';

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
  await expect(page.getByRole('heading', { level: 1, name: 'Välkommen, Amal' })).toBeVisible();

  const menu = page.getByRole('navigation', { name: 'Huvudmeny' });
  await tabTo(page, menu.getByRole('link', { name: 'Ärenden' }));
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, 'Ärenden');

  await tabTo(page, page.getByRole('link', { name: 'Nordljus Energi AB' }));
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, /Nordljus Energi AB/);

  await tabTo(page, page.getByRole('button', { name: 'Kopiera OCR-nummer' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Kopierat')).toBeVisible();
  // The reference as the bank wants it: digits only, the same as shown (in groups) on the page.
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^\d{6,25}$/);
  await expect(page.getByText(groupForReading(copied), { exact: true }).first()).toBeVisible();

  await tabTo(page, menu.getByRole('link', { name: 'Skapa betalningsplan' }));
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, 'Skapa betalningsplan');
  await tabTo(page, page.getByRole('checkbox', { name: /Elräkning januari–mars/ }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: /Elräkning januari–mars/ })).toBeChecked();
  const next = page.getByRole('button', { name: 'Fortsätt' });
  for (const step of ['Räkna fram planen', 'Villkor och kostnader', 'Skicka ansökan']) {
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: step })).toBeVisible();
  }
  await tabTo(page, page.getByRole('button', { name: 'Godkänn villkoren och skicka ansökan' }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { name: /Din betalningsplan är godkänd|Vi har tagit emot din ansökan/ }),
  ).toBeVisible();
});

test('the menu on a phone keeps focus inside until it is closed, then returns it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, '/auth/signin');
  await page.getByLabel('Användarnamn').fill('amal');
  await page.getByLabel('Lösenord').fill(DEMO_PASSWORD);
  await page.getByLabel('Lösenord').press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Välkommen, Amal' })).toBeVisible();

  const open = page.getByRole('button', { name: 'Öppna menyn' });
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const drawer = page.locator('.MuiDrawer-modal .MuiDrawer-paper');
  await expect(drawer.getByRole('link', { name: 'Ärenden' })).toBeVisible();
  for (let presses = 0; presses < 15; presses += 1) {
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(open).toBeFocused();
});
