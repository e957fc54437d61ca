/// <reference types="node" />
/**
 * Screenshots of the screens, for looking at them: sign-in (both tabs), login error, the accessibility
 * statement, home, cases (both tabs), a case's details, payments, plans, contact, help and settings
 * at a phone (390×844) and a desktop (1440×900) width, in Swedish and in Arabic (right to
 * left). The debtor screens are those of the demo debtor `demo`. With `--staff`, the back office's
 * screens instead, as the handler `handlaggare` and the admin `chef`, in Swedish and English (the
 * languages staff work in).
 *
 *   npm run build && DATA_DIR=$(mktemp -d) PORT=3001 npx node apps/server/src/main.ts &
 *   BASE_URL=http://localhost:3001 npx node apps/web/scripts/screenshots.ts   # default http://localhost:3000
 *   BASE_URL=http://localhost:3001 npx node apps/web/scripts/screenshots.ts --staff
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

// Payment plans: the plans of `plan`, the proposal's steps over two of `demo`'s cases (not sent), and a
// success screen from a real proposal, each time by a debtor with a case still open (so use a fresh DATA_DIR).
const planProposers = ['ny', 'foretag', 'valuta', 'foretag'];
let planProposals = 0;

async function signInAs(page: Page, username: string, language: string): Promise<void> {
  await page.goto(`${baseUrl}/?lang=${language}`);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill('demo1234');
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await page.locator('#page-heading').waitFor();
}

async function nextPlanStep(page: Page): Promise<void> {
  await page.locator('#main-content button.MuiButton-contained').last().click();
}

async function shootPlanScreens(browser: Browser, viewport: (typeof viewports)[number], language: string) {
  const suffix = `${language}-${viewport.name}`;
  let page = await openPage(browser, viewport);
  await signInAs(page, 'plan', language);
  await page.goto(`${baseUrl}/plans`);
  await page.locator('#main-content article').first().waitFor();
  await shoot(page, `plans-active-${suffix}`);
  await page.goto(`${baseUrl}/plans?tab=completed`);
  await page.locator('#main-content article').first().waitFor();
  await shoot(page, `plans-completed-${suffix}`);
  await page.context().close();

  page = await openPage(browser, viewport);
  await signInAs(page, 'demo', language);
  await page.goto(`${baseUrl}/plans`);
  await page.locator('#main-content [role="tabpanel"] a').waitFor();
  await shoot(page, `plans-empty-${suffix}`);
  await page.goto(`${baseUrl}/plans/new`);
  const boxes = page.locator('#main-content input[type="checkbox"]:not([disabled])');
  await boxes.first().waitFor();
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await shoot(page, `plan-new-cases-${suffix}`);
  for (const step of ['calculator', 'terms', 'apply']) {
    await nextPlanStep(page);
    await page.waitForTimeout(300);
    await shoot(page, `plan-new-${step}-${suffix}`);
  }
  await page.context().close();

  const proposer = planProposers[planProposals++ % planProposers.length] ?? 'ny';
  page = await openPage(browser, viewport);
  await signInAs(page, proposer, language);
  await page.goto(`${baseUrl}/plans/new`);
  await page.locator('#main-content input[type="checkbox"]').first().waitFor();
  const open = page.locator('#main-content input[type="checkbox"]:not([disabled])');
  if ((await open.count()) === 0) {
    console.log(`no open case left for ${proposer}: no plan-success-${suffix}.png`);
  } else {
    await open.first().check();
    for (let step = 0; step < 4; step++) {
      await nextPlanStep(page);
      await page.waitForTimeout(300);
    }
    await page.locator('#main-content a[href="/plans"]').waitFor();
    await shoot(page, `plan-success-${suffix}`);
  }
  await page.context().close();
}

// Contact us, help center and settings, as `valuta` (the contact form sends one message each time).
async function shootContactHelpSettings(
  browser: Browser,
  viewport: (typeof viewports)[number],
  language: string,
) {
  const suffix = `${language}-${viewport.name}`;
  const page = await openPage(browser, viewport);
  await signInAs(page, 'valuta', language);

  await page.goto(`${baseUrl}/contact`);
  await page.locator('#main-content form').waitFor();
  await page.locator('#main-content [aria-busy="true"]').first().waitFor({ state: 'detached' });
  await page.locator('input[name="email"]').fill('');
  await page.locator('#main-content button[type="submit"]').click();
  await page.locator('#main-content form [role="alert"]').first().waitFor();
  await shoot(page, `contact-errors-${suffix}`);

  await page.locator('input[name="subject"]').fill('Kvitto för fakturan i juni');
  await page
    .locator('textarea[name="message"]')
    .fill('Hej! Jag har redan betalat fakturan. Kvittot bifogas.');
  await page.locator('input[name="email"]').fill('sofia.karlsson@example.se');
  await page.locator('input[type="file"]').setInputFiles([
    { name: 'kvitto-juni.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%%EOF\n') },
    { name: 'anteckningar.txt', mimeType: 'text/plain', buffer: Buffer.from('inte en tillåten fil') },
  ]);
  await page.locator('#main-content li [role="alert"]').waitFor();
  await shoot(page, `contact-files-${suffix}`);

  await page.locator('#main-content li button').last().click();
  await page.locator('#main-content button[type="submit"]').click();
  await page.locator('#main-content h3[tabindex="-1"]').waitFor();
  await shoot(page, `contact-sent-${suffix}`);

  await page.goto(`${baseUrl}/help`);
  await page.locator('#main-content section').nth(1).locator('.MuiAccordionSummary-root').nth(3).click();
  await page.locator('#main-content dl').waitFor();
  await shoot(page, `help-${suffix}`);

  await page.goto(`${baseUrl}/settings`);
  await page.locator('#main-content dl').first().waitFor();
  await shoot(page, `settings-${suffix}`);
  await page.locator('#main-content button.MuiButton-contained').click();
  await page.locator('[role="dialog"] input[name="homephone"]').fill('12');
  await page.locator('[role="dialog"] button[type="submit"]').click();
  await page.locator('[role="dialog"] [role="alert"]').waitFor();
  await shoot(page, `settings-dialog-${suffix}`);
  await page.context().close();
}

/** The back office's pages, each opened from the menu or its queue as a handler would. */
async function shootStaffScreens(browser: Browser): Promise<void> {
  for (const language of ['sv', 'en']) {
    for (const viewport of viewports) {
      const suffix = `${language}-${viewport.name}`;
      for (const [username, pages] of [
        [
          'handlaggare',
          ['/staff', '/staff/plans', '/staff/conversations', '/staff/unmatched-payments', '/staff/cases'],
        ],
        ['chef', ['/staff/payment-files', '/staff/clients', '/staff/accounts']],
      ] as const) {
        const page = await openPage(browser, viewport);
        await signInAs(page, username, language);
        for (const pagePath of pages) {
          await page.goto(`${baseUrl}${pagePath}`);
          await page.locator('#page-heading').waitFor();
          await page.locator('#main-content [aria-busy="true"]').first().waitFor({ state: 'detached' });
          await shoot(
            page,
            `staff${pagePath.slice('/staff'.length).replaceAll('/', '-') || '-queues'}-${suffix}`,
          );
        }
        if (username === 'handlaggare') {
          await page.goto(`${baseUrl}/staff/search?q=Andersson`);
          await page.locator('#main-content a[href^="/staff/cases/"]').first().waitFor();
          await shoot(page, `staff-search-${suffix}`);
          await page.locator('#main-content a[href^="/staff/cases/"]').first().click();
          await page.locator('#page-heading').waitFor();
          await page.locator('#main-content [aria-busy="true"]').first().waitFor({ state: 'detached' });
          await shoot(page, `staff-case-${suffix}`);
          await page.goto(`${baseUrl}/staff/conversations`);
          await page.locator('#main-content a[href^="/staff/conversations/"]').first().click();
          await page.locator('#page-heading').waitFor();
          await shoot(page, `staff-conversation-${suffix}`);
        } else {
          await page.goto(`${baseUrl}/staff/clients`);
          await page.locator('#main-content a[href^="/staff/clients/"]').first().click();
          await page.locator('#page-heading').waitFor();
          await shoot(page, `staff-client-${suffix}`);
        }
        await page.context().close();
      }
    }
  }
}

async function main(): Promise<void> {
  await mkdir(outDir, { recursive: true });
  const browser = await chromium.launch(chromiumLaunchOptions);
  if (process.argv.includes('--staff')) {
    try {
      await shootStaffScreens(browser);
    } finally {
      await browser.close();
    }
    return reportProblems();
  }
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

        await page.locator('[role="tab"]').nth(1).click();
        await page.locator('[role="tabpanel"]:not([hidden]) button').first().waitFor();
        await shoot(page, `sign-in-bankid-${suffix}`);

        await page.goto(`${baseUrl}/auth/error?error=UnknownUser`);
        await page.locator('#page-heading').waitFor();
        await shoot(page, `login-error-${suffix}`);

        await page.goto(`${baseUrl}/accessibility`);
        await page.locator('#page-heading').waitFor();
        await shoot(page, `accessibility-${suffix}`);

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
        // The payment cards load after the total; wait for them (a QR code on a computer).
        await page.locator('#main-content [aria-busy="true"]').first().waitFor({ state: 'detached' });
        await shoot(page, `home-${suffix}`);

        await page.goto(`${baseUrl}/cases`);
        await page.locator('#main-content table, #main-content ul').first().waitFor();
        await shoot(page, `cases-active-${suffix}`);

        await page.goto(`${baseUrl}/cases?tab=closed`);
        await page.locator('#main-content table, #main-content ul').first().waitFor();
        await shoot(page, `cases-closed-${suffix}`);

        // The collection case: it has fees, letters and a payment.
        await page.goto(`${baseUrl}/cases`);
        await page.locator('#main-content a[href^="/cases/"]').nth(1).click();
        await page.locator('#main-content [aria-busy="true"]').first().waitFor({ state: 'detached' });
        await page.locator('#main-content h2').nth(4).waitFor();
        await shoot(page, `case-details-${suffix}`);

        await page.goto(`${baseUrl}/payments`);
        await page.locator('#main-content [role="note"]').waitFor();
        await shoot(page, `payments-${suffix}`);

        await page.context().close();
        await shootPlanScreens(browser, viewport, language);
        await shootContactHelpSettings(browser, viewport, language);
      }
    }
  } finally {
    await browser.close();
  }
  reportProblems();
}

function reportProblems(): void {
  if (problems.length > 0) {
    console.error(`Console errors:\n${problems.join('\n')}`);
    process.exitCode = 1;
  }
}

await main();
