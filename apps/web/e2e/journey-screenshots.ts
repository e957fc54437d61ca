/// <reference lib="dom" />
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { settled } from './axe.ts';

/** The folder screenshots go to (JOURNEY_SCREENSHOTS); none taken without it. */
const folder = () => process.env.JOURNEY_SCREENSHOTS;

/**
 * Saves a page of a client's or the back office's at a phone's and a computer's width, in Swedish and in
 * English, when asked to (JOURNEY_SCREENSHOTS): `open` signs in and opens the page in a fresh browser,
 * which is then shown at each width.
 */
export async function workScreenshots(
  browser: Browser,
  baseURL: string,
  name: string,
  open: (page: Page) => Promise<void>,
) {
  const into = folder();
  if (!into) return;
  mkdirSync(into, { recursive: true });
  for (const language of ['sv', 'en'] as const) {
    const context = await browser.newContext({
      baseURL,
      locale: 'sv-SE',
      timezoneId: 'Europe/Stockholm',
      viewport: { width: 1440, height: 900 },
    });
    try {
      await context.addCookies([{ name: 'fordra.lang', value: language, url: baseURL }]);
      const page = await context.newPage();
      await open(page);
      for (const viewport of [
        { width: 1440, height: 900 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(viewport);
        await page.reload();
        await settled(page);
        await page.screenshot({
          path: path.join(into, `${name}-${language}-${viewport.width}.png`),
          fullPage: true,
        });
      }
    } finally {
      await context.close();
    }
  }
}

/** Signs in on the sign-in page in whatever language it is shown, with `password`. */
export async function signInWith(page: Page, username: string, password: string) {
  await page.goto('/auth/signin');
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
}
