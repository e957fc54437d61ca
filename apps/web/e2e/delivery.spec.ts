import type { StaffSearchResponse } from '@fordra/contract';
import { expect, type Page, test } from '@playwright/test';
import { settled } from './axe.ts';
import { workScreenshots } from './journey-screenshots.ts';
import {
  expectSignedInHome,
  gatewayApi,
  legacyApi,
  openPage,
  signIn,
  signInInAnyLanguage,
} from './support.ts';

/*
 * Where a letter's delivery shows (docs/delivery.md#where-delivery-shows). The handler marks a letter of
 * `foretag`'s (Bergström Bygg & Montage AB) returned and sends it again: no other spec reads that company's
 * letters' deliveries. `demo` (Lars) is only read: the seed posted his letters on their issue days.
 */

test.describe.configure({ timeout: 120_000 });

const menu = (page: Page) => page.getByRole('navigation', { name: 'Huvudmeny' });

async function companyCaseGuid(page: Page): Promise<string> {
  const response = await page.request.get('/api/staff/search?q=Bergstr%C3%B6m');
  expect(response.status()).toBe(200);
  const found = ((await response.json()) as StaffSearchResponse).cases[0];
  if (!found) throw new Error('The demo company has a case');
  return found.caseGuid;
}

test('a handler marks a posted letter returned, finds it in the queue and sends it again; the print files are listed', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, 'handlaggare');
  await page.waitForURL('/staff');
  const caseGuid = await companyCaseGuid(page);
  await openPage(page, `/staff/cases/${caseGuid}`);

  const documents = page.getByRole('region', { name: 'Brev och dokument' });
  await expect(documents.getByTestId('document-delivery').first()).toContainText('Papper: skickat');
  await expect(documents.getByTestId('document-delivery').first()).toContainText('postat');
  const timeline = page.getByTestId('timeline');
  await expect(timeline.getByText(/^Papper: .+ skickades/).first()).toBeVisible();

  await documents
    .getByRole('button', { name: /som returnerat av posten$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Brevet kom tillbaka' });
  await dialog.getByRole('button', { name: 'Markera returnerat' }).click();
  await expect(dialog.getByText('Skriv en anledning. Den sparas med åtgärden.')).toBeVisible();
  await dialog.getByLabel('Motivering').fill('Okänd på adressen');
  await dialog.getByRole('button', { name: 'Markera returnerat' }).click();
  await expect(dialog).toBeHidden();
  await expect(documents.getByTestId('document-delivery').filter({ hasText: 'returnerat' })).toHaveCount(1);
  await expect(timeline.getByText('Brevet markerades som returnerat av posten').first()).toBeVisible();

  const queueLink = menu(page).getByRole('link', { name: /^Misslyckade leveranser/ });
  await expect(queueLink).toContainText(/[1-9]/);
  await queueLink.click();
  await expect(page).toHaveURL('/staff/deliveries');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Misslyckade leveranser och returpost' }),
  ).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Bergström Bygg & Montage AB' }).filter({
    hasText: 'Okänd på adressen',
  });
  await expect(row).toContainText('Returnerat av posten');
  await workScreenshots(browser, baseURL ?? '', 'staff-deliveries', async (shot) => {
    await signInInAnyLanguage(shot, 'handlaggare');
    await openPage(shot, '/staff/deliveries');
  });
  await row.getByRole('button', { name: /^Skicka .+ till Bergström Bygg & Montage AB igen$/ }).click();
  const again = page.getByRole('dialog', { name: 'Skicka brevet igen' });
  await again.getByLabel('Motivering').fill('Ny adress från Skatteverket');
  await again.getByRole('button', { name: 'Skicka igen' }).click();
  await expect(again).toBeHidden();
  await expect(page.getByText(/skickas igen till Bergström Bygg & Montage AB\./)).toBeVisible();
  await expect(row).toHaveCount(0);

  await menu(page).getByRole('link', { name: 'Utskriftsfiler' }).click();
  await expect(page).toHaveURL('/staff/print-files');
  await expect(page.getByRole('heading', { level: 1, name: 'Utskriftsfiler' })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Utskriftsfiler, nyast först' })
      .or(page.getByText('Inga utskriftsfiler ännu.')),
  ).toBeVisible();

  for (const [name, path] of [
    ['staff-print-files', '/staff/print-files'],
    ['staff-case-deliveries', `/staff/cases/${caseGuid}`],
  ] as const)
    await workScreenshots(browser, baseURL ?? '', name, async (shot) => {
      await signInInAnyLanguage(shot, 'handlaggare');
      await openPage(shot, path);
    });
});

test('a debtor reads on each letter the day it was posted', async ({ page, browser, baseURL }) => {
  await signIn(page, 'demo');
  await expectSignedInHome(page, 'Lars');
  const { cases } = await legacyApi<{ cases: { caseGuid: string; isActive: boolean }[] }>(
    page,
    'getCaseDetails',
  );
  const open = cases.find((item) => item.isActive);
  if (!open) throw new Error('Lars has a current case');
  await openPage(page, `/cases/${open.caseGuid}`);
  const documents = page.getByRole('region', { name: 'Brev och dokument' });
  await expect(documents.getByTestId('letter-delivery').first()).toHaveText(
    /^Postat \d{1,2} [a-zåäö]+\.? \d{4}$/,
  );

  const into = process.env.JOURNEY_SCREENSHOTS;
  if (!into) return;
  for (const language of ['sv', 'ar'])
    for (const width of [1440, 390]) {
      const context = await browser.newContext({
        baseURL,
        locale: 'sv-SE',
        timezoneId: 'Europe/Stockholm',
        viewport: { width, height: 900 },
      });
      await context.addCookies([{ name: 'fordra.lang', value: language, url: baseURL ?? '' }]);
      const shot = await context.newPage();
      await signInInAnyLanguage(shot, 'demo');
      await openPage(shot, `/cases/${open.caseGuid}`);
      await settled(shot);
      await shot.screenshot({ path: `${into}/debtor-letters-${language}-${width}.png`, fullPage: true });
      await context.close();
    }
});

test('a client reads how each letter of a case went out, channel by channel', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, 'kund');
  await page.waitForURL('/creditor');
  const { items } = await gatewayApi<{ items: { caseGuid: string }[] }>(
    page,
    '/cases?statusGroup=active&sort=remainingAmount&order=asc&pageSize=1',
  );
  const target = items[0];
  if (!target) throw new Error('The client has a current case');
  await openPage(page, `/creditor/cases/${target.caseGuid}`);
  const proof = page.getByTestId('delivery-proof').first();
  await expect(proof).toContainText(/^Papper: skickat · postat \d/);
  await expect(proof).toContainText('räknas som levererat');
  await expect(proof).toContainText('skickat ');

  await workScreenshots(browser, baseURL ?? '', 'client-case-deliveries', async (shot) => {
    await signInInAnyLanguage(shot, 'kund');
    await openPage(shot, `/creditor/cases/${target.caseGuid}`);
  });
});
