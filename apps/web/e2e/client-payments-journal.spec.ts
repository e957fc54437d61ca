/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import type { PaymentJournalResponse } from '@fordra/contract';
import { expect, test } from '@playwright/test';
import { expectNoViolations, settled } from './axe.ts';
import { signInWith, workScreenshots } from './journey-screenshots.ts';
import { catalogueText, DEMO_PASSWORD, gatewayApi, openPage, signIn } from './support.ts';

const text = (language: 'sv' | 'en', key: string) => catalogueText(language, 'creditor-payments', key);

test('the payments journal opens on all creditors and the last month with payments, and downloads in the reader’s language', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, 'kund');
  await page.waitForURL('/creditor');
  await page
    .getByRole('navigation', { name: 'Huvudmeny' })
    .getByRole('link', { name: 'Betalningar' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Betalningar' })).toBeVisible();

  // All the client's creditors, in the month of the latest payment: not an empty month of one creditor.
  const opened = await gatewayApi<PaymentJournalResponse>(page, '/journals/payments');
  expect(opened.creditor).toBeNull();
  expect(opened.total).toBeGreaterThan(0);
  await expect(page.getByRole('combobox', { name: text('sv', 'filters.creditor') })).toHaveText(
    text('sv', 'filters.allCreditors'),
  );
  const table = page.getByRole('table', { name: text('sv', 'captionAll') });
  await expect(table.getByRole('row')).toHaveCount(Math.min(opened.total, 25) + 1);
  await expect(page.getByLabel('Från och med')).toHaveValue(opened.from);
  await expect(page.getByLabel('Till och med')).toHaveValue(opened.to);
  await expect(table.getByRole('columnheader', { name: text('sv', 'columns.creditor') })).toBeVisible();
  await settled(page);
  await expectNoViolations(page, 'Payments, all creditors');

  // The download names its columns in Swedish, and each payment's creditor.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: text('sv', 'download') }).click();
  const csv = (await readFile(await (await downloading).path(), 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...lines] = csv.trim().split('\r\n');
  expect(header).toMatch(/^Betalningsdag;Ärendenummer;Borgenär;Gäldenär;/);
  expect(lines).toHaveLength(opened.total);

  // In English, in English; the API's default stays the stable keys, for machines.
  await openPage(page, '/creditor/payments?lang=en');
  await expect(page.getByRole('table', { name: text('en', 'captionAll') })).toBeVisible();
  const english = await page.request.get(
    (await page.getByRole('link', { name: text('en', 'download') }).getAttribute('href')) ?? '',
  );
  expect((await english.text()).replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(
    /^Payment date;Case number;Creditor;Debtor;/,
  );
  const machine = await page.request.get('/api/extgwapi/api/journals/payments?format=csv');
  expect((await machine.text()).replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(
    /^paymentDate;caseNumber;creditorName;debtorName;/,
  );

  await workScreenshots(browser, baseURL ?? '', 'client-payments', async (shot) => {
    await signInWith(shot, 'kund', DEMO_PASSWORD);
    await shot.waitForURL('/creditor');
    await openPage(shot, '/creditor/payments');
  });
});
