import { expect, type Locator, type Page, test } from '@playwright/test';
import { settled } from './axe.ts';
import { DEMO_PASSWORD, openPage } from './support.ts';

/** Presses Tab until `target` has focus, as a keyboard user would; fails if it is never reached. */
async function tabTo(page: Page, target: Locator, most = 80) {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(target, 'reached with Tab').toBeFocused();
}

/**
 * Walks the page's main content with Tab from its start and returns what it never reached: every
 * link, button, field and other tab stop shown in `main` must be reached (a group of radio buttons
 * and a row of tabs are one stop, as the keyboard conventions have it), and each shows focus.
 */
async function unreachedInMain(page: Page): Promise<string[]> {
  await expect(page.locator('main [data-keyboard-stop]')).toHaveCount(0);
  const expected = await page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return [];
    const selector =
      'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"]), [role="combobox"], [role="switch"]';
    const stops = [...main.querySelectorAll<HTMLElement>(selector)].filter((element) => {
      if (element.matches(':disabled, [tabindex="-1"], [aria-hidden="true"] *, [type="hidden"]'))
        return false;
      if (element.closest('[aria-hidden="true"]')) return false;
      if (element.getClientRects().length === 0 || getComputedStyle(element).visibility === 'hidden')
        return false;
      // One stop per group of radio buttons: the chosen one (or the first).
      if (element instanceof HTMLInputElement && element.type === 'radio') {
        const group = [
          ...main.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${element.name}"]`),
        ];
        const stop = group.find((radio) => radio.checked) ?? group[0];
        if (stop !== element) return false;
      }
      return true;
    });
    stops.forEach((element, index) => {
      element.dataset.keyboardStop = String(index);
    });
    return stops.map((element) => {
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
      return `${element.tagName.toLowerCase()} "${name.slice(0, 60)}"`;
    });
  });
  const reached = new Set<number>();
  let enteredMain = false;
  for (let presses = 0; presses < 400 && reached.size < expected.length; presses += 1) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      const stop = active?.closest<HTMLElement>('[data-keyboard-stop]');
      return {
        inMain: Boolean(active?.closest('main')),
        stop: stop ? Number(stop.dataset.keyboardStop) : null,
      };
    });
    if (where.stop !== null) reached.add(where.stop);
    if (where.inMain) enteredMain = true;
    else if (enteredMain) break;
  }
  // A page with nothing to reach would prove nothing: every page has at least a link or a button.
  expect(expected.length, 'tab stops in main').toBeGreaterThan(0);
  return expected.filter((_, index) => !reached.has(index));
}

const pages: { menu: string; heading: RegExp; next?: { link: RegExp; heading: RegExp } }[] = [
  { menu: 'Översikt', heading: /^Översikt$/ },
  { menu: 'Ärenden', heading: /^Ärenden$/, next: { link: /^Öppna ärende/, heading: /^Ärende / } },
  { menu: 'Registrera ärende', heading: /^Registrera ärende$/ },
  { menu: 'Fakturor', heading: /^Fakturor$/ },
  { menu: 'Kunder', heading: /^Kunder$/ },
  { menu: 'Betalningar', heading: /^Betalningar$/ },
  { menu: 'Rapporter', heading: /^Rapporter$/ },
  { menu: 'Meddelanden', heading: /^Meddelanden$/ },
  { menu: 'Användare', heading: /^Användare$/ },
  { menu: 'API-nycklar', heading: /^API-nycklar$/ },
];

test('with the keyboard alone a client’s administrator reaches every page and every control on it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openPage(page, '/auth/signin');
  await tabTo(page, page.getByLabel('Användarnamn'));
  await page.keyboard.type('kund');
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/creditor$/);

  const menu = page.getByRole('navigation', { name: 'Huvudmeny' });
  for (const entry of pages) {
    await tabTo(page, menu.getByRole('link', { name: entry.menu, exact: true }));
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 1, name: entry.heading });
    await expect(heading).toBeFocused();
    await settled(page);
    await page.locator('main').focus();
    expect(await unreachedInMain(page), `${entry.menu}: controls Tab never reaches`).toEqual([]);

    if (entry.next) {
      await heading.focus();
      await tabTo(page, page.getByRole('main').getByRole('link', { name: entry.next.link }).first());
      await page.keyboard.press('Enter');
      const inner = page.getByRole('heading', { level: 1, name: entry.next.heading });
      await expect(inner).toBeFocused();
      await settled(page);
      await page.locator('main').focus();
      expect(await unreachedInMain(page), `${entry.menu}, inner page: controls Tab never reaches`).toEqual(
        [],
      );
    }
  }
});
