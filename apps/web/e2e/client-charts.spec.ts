/// <reference lib="dom" />
import { expect, type Locator, type Page, test } from '@playwright/test';
import { settled } from './axe.ts';
import { signInWith, workScreenshots } from './journey-screenshots.ts';
import { catalogueText, DEMO_PASSWORD, openPage, signIn } from './support.ts';

const text = (language: string, key: string) => catalogueText(language, 'creditor-dashboard', key);
const chartSection = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** The texts of an axis's tick labels as drawn, each only if it lies inside its chart's drawing. */
async function tickLabels(section: Locator, direction: 'x' | 'y'): Promise<string[]> {
  return section
    .locator('svg')
    .first()
    .evaluate((svg, axis) => {
      const box = svg.getBoundingClientRect();
      const labels = [
        ...svg.querySelectorAll(`.MuiChartsAxis-direction${axis.toUpperCase()} .MuiChartsAxis-tickLabel`),
      ];
      return labels
        .filter((label) => {
          const rect = label.getBoundingClientRect();
          const shown = getComputedStyle(label).visibility !== 'hidden' && rect.width > 0;
          return (
            shown && rect.top >= box.top - 1 && rect.bottom <= box.bottom + 1 && rect.left >= box.left - 1
          );
        })
        .map((label) => label.textContent ?? '');
    }, direction);
}

/** The overview, all charts drawn. */
async function openOverview(page: Page, language: 'sv' | 'en') {
  await openPage(page, `/creditor?lang=${language}`);
  await settled(page);
  await expect(page.locator('.MuiBarChart-element:not([height="0"])').first()).toBeVisible();
}

for (const width of [1440, 390]) {
  test(`every chart of the overview reads at a glance at ${width} px, in Swedish and English`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'kund');
    await page.waitForURL('/creditor');
    for (const language of ['sv', 'en'] as const) {
      await openOverview(page, language);
      for (const name of ['collected-per-month', 'new-cases-per-month']) {
        const section = chartSection(page, text(language, `charts.${name}.title`));
        // Each of the twelve months is named under its bar.
        const months = await tickLabels(section, 'x');
        expect(months, `${name} ${language} months`).toHaveLength(12);
        // The value axis is labelled up to its top.
        const values = await tickLabels(section, 'y');
        expect(values.length, `${name} ${language} values`).toBeGreaterThanOrEqual(3);
        const top = section.locator('.MuiChartsAxis-directionY .MuiChartsAxis-tick').first();
        await expect(top).toBeAttached();
      }
      const collected = await tickLabels(
        chartSection(page, text(language, 'charts.collected-per-month.title')),
        'y',
      );
      if (language === 'sv') {
        expect(collected.some((label) => /tkr|mnkr/.test(label))).toBe(true);
        expect(collected.some((label) => label.includes('tn kr'))).toBe(false);
      }
      for (const name of ['outstanding-by-stage', 'outstanding-by-age']) {
        // A horizontal chart has its value axis too.
        const values = await tickLabels(chartSection(page, text(language, `charts.${name}.title`)), 'x');
        expect(values.length, `${name} ${language} values`).toBeGreaterThanOrEqual(2);
      }
    }
  });
}

test('the overview’s charts as a client user sees them', async ({ browser, baseURL, page }) => {
  const folder = process.env.JOURNEY_SCREENSHOTS;
  if (folder) {
    // Each chart up close on a phone, where room is shortest.
    await page.setViewportSize({ width: 390, height: 900 });
    await signIn(page, 'kund');
    await page.waitForURL('/creditor');
    await openOverview(page, 'sv');
    for (const name of ['collected-per-month', 'outstanding-by-stage']) {
      await chartSection(page, text('sv', `charts.${name}.title`)).screenshot({
        path: `${folder}/client-chart-${name}-sv-390.png`,
      });
    }
  }
  await workScreenshots(browser, baseURL ?? '', 'client-charts', async (shot) => {
    await signInWith(shot, 'kund', DEMO_PASSWORD);
    await shot.waitForURL('/creditor');
    await expect(shot.locator('.MuiBarChart-element:not([height="0"])').first()).toBeVisible();
  });
});
