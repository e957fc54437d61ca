/// <reference types="node" />
/**
 * Screenshots of the foundation screens, for looking at them: sign-in, login error and home at a
 * phone and a desktop width, in Swedish and in Arabic (right to left).
 *
 *   npm run build -w @fordra/web && DATA_DIR=$(mktemp -d) npx node apps/server/src/main.ts &
 *   npx node apps/web/scripts/screenshots.ts            # BASE_URL defaults to http://localhost:3000
 *
 * Writes PNGs to <repo>/screenshots/ (git-ignored) and fails on console errors in the pages.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../scripts/chromium.ts';

const baseUrl = process.env.BASE_URL ?? 'http://localhost:3000';
const outDir = path.resolve(import.meta.dirname, '../../../screenshots');
const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
const languages = ['sv', 'ar'] as const;
const problems: string[] = [];

async function openPage(browser: Browser, viewport: (typeof viewports)[number]): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'sv-SE', timezoneId: 'Europe/Stockholm' });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  return page;
}

async function shoot(page: Page, name: string): Promise<void> {
  // Let fades (the session loader's is 750 ms) finish before the picture.
  await page.waitForTimeout(900);
  await page.screenshot({ path: path.join(outDir, `${name}.png`), fullPage: true });
  console.log(`saved ${name}.png`);
}

async function main(): Promise<void> {
  await mkdir(outDir, { recursive: true });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    for (const language of languages) {
      for (const viewport of viewports) {
        const suffix = `${language}-${viewport.name}`;
        const page = await openPage(browser, viewport);

        await page.goto(`${baseUrl}/auth/signin?lang=${language}`);
        await page.locator('#page-heading').waitFor();
        await shoot(page, `sign-in-${suffix}`);

        await page.locator('button[type="submit"]').click();
        await page.locator('[role="alert"]').first().waitFor();
        await shoot(page, `sign-in-required-${suffix}`);

        await page.goto(`${baseUrl}/auth/error?error=UnknownUser`);
        await page.locator('#page-heading').waitFor();
        await shoot(page, `login-error-${suffix}`);

        await page.goto(`${baseUrl}/?lang=${language}`);
        await page.locator('input[name="username"]').waitFor();
        await page.locator('input[name="username"]').fill('demo');
        await page.locator('input[name="password"]').fill('demo1234');
        await page.locator('button[type="submit"]').click();
        await page
          .locator('[aria-labelledby]')
          .filter({ has: page.locator('h2') })
          .first()
          .waitFor();
        await shoot(page, `home-${suffix}`);

        await page.context().close();
      }
    }
  } finally {
    await browser.close();
  }
  if (problems.length > 0) {
    console.error(`Console errors:\n${problems.join('\n')}`);
    process.exitCode = 1;
  }
}

await main();
