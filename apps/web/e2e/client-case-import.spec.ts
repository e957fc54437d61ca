/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoViolations, settled } from './axe.ts';
import { signInWith, workScreenshots } from './journey-screenshots.ts';
import { catalogueText, DEMO_PASSWORD, gatewayApi, openPage, signIn } from './support.ts';

const text = (key: string) => catalogueText('sv', 'creditor-register', key);

test('a client with several creditors imports the template as downloaded, sees its creditors, and reads the import again later', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, 'kund');
  await page.waitForURL('/creditor');
  await openPage(page, '/creditor/cases/import');
  await settled(page);

  // Every creditor of the client, with the organisation number the file's creditor column takes.
  const { items } = await gatewayApi<{ items: { creditors: { name: string; orgNumber: string }[] }[] }>(
    page,
    '/v1/Clients',
  );
  const creditors = items[0]?.creditors ?? [];
  expect(creditors.length).toBeGreaterThan(1);
  const list = page.getByRole('region', { name: text('import.creditors.title') });
  for (const creditor of creditors) {
    await expect(list.getByRole('term').filter({ hasText: creditor.name })).toBeVisible();
    await expect(list.getByRole('definition').filter({ hasText: creditor.orgNumber })).toBeVisible();
  }
  await expectNoViolations(page, 'import cases with creditors (sv)');

  // The template, uploaded as downloaded, imports.
  const [template] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: text('import.template') }).click(),
  ]);
  const buffer = readFileSync((await template.path()) ?? '');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'mallen-som-den-kom.csv',
    mimeType: 'text/csv',
    buffer,
  });
  await expect(page.getByText('1 av 1 rad kan registreras.')).toBeVisible();
  await page.getByRole('button', { name: 'Registrera 1 ärende' }).click();
  await expect(page.getByText(text('import.done'))).toBeVisible();

  // Kept, with its report, to read again after leaving the page.
  await openPage(page, '/creditor/cases/import');
  const past = page.getByRole('region', { name: text('import.past.title') });
  const kept = past.getByRole('listitem').filter({ hasText: 'mallen-som-den-kom.csv' }).first();
  await expect(kept).toBeVisible();
  await kept.getByRole('button', { name: text('import.past.showReport') }).click();
  await expect(kept.getByText(/^Rad 2: FAKT-10045$/)).toBeVisible();
  await expect(kept.getByText(/^(Registrerat som ärende|Fanns redan som ärende) \d+$/)).toBeVisible();
  await settled(page);
  await expectNoViolations(page, 'import cases, earlier imports (sv)');

  await workScreenshots(browser, baseURL ?? '', 'client-case-import', async (shot) => {
    await signInWith(shot, 'kund', DEMO_PASSWORD);
    await shot.waitForURL('/creditor');
    await openPage(shot, '/creditor/cases/import');
  });
});
