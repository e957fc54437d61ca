import { expect, type Page, test } from '@playwright/test';
import { settled } from './axe.ts';
import { openPage, signInInAnyLanguage } from './support.ts';

/** How far the page's layout has moved since it loaded, without the reader doing anything (as CLS adds it up). */
function layoutShiftSinceLoad(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        // The entries buffered since the load are handed to the observer in a task of their own.
        setTimeout(() => resolve(total), 200);
      }),
  );
}

for (const language of ['sv', 'ar'] as const) {
  test.describe(`on a phone in ${language}`, () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'fordra.lang', value: language, url: baseURL ?? '' }]);
    });

    test('Home and Cases opened directly stand still while their texts and data come in', async ({
      page,
    }) => {
      await signInInAnyLanguage(page, 'demo');
      for (const path of ['/', '/cases']) {
        await openPage(page, path);
        await settled(page);
        expect(await layoutShiftSinceLoad(page), `${language} ${path}`).toBeLessThan(0.02);
      }
    });

    if (language === 'ar')
      test('Home opened directly waits for the right-to-left styles, then stands still', async ({ page }) => {
        await signInInAnyLanguage(page, 'demo');
        // A slow connection: the right-to-left styles come a second after they are asked for.
        await page.route(/\/assets\/(?:stylis-rtl|rtl-style-cache)-[\w-]+\.js$/, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1_000));
          await route.continue();
        });
        await openPage(page, '/');
        await settled(page);
        expect(await layoutShiftSinceLoad(page)).toBeLessThan(0.02);
      });
  });
}
