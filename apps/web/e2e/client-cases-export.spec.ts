/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { settled } from './axe.ts';
import { catalogueText, gatewayApi, openPage, signIn } from './support.ts';

test('a client downloads the cases list as CSV with the filters it shows', async ({ page }) => {
  await signIn(page, 'kund');
  await page.waitForURL('/creditor');
  await openPage(page, '/creditor/cases?statusGroup=all&sort=caseNumber&order=asc');
  await settled(page);
  const shown = await gatewayApi<{ total: number; items: { caseNumber: string }[] }>(
    page,
    '/cases?sort=caseNumber&order=asc&pageSize=100',
  );
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: catalogueText('sv', 'creditor-cases', 'download') }).click();
  const csv = (await readFile(await (await downloading).path(), 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...rows] = csv.trim().split('\r\n');
  expect(header).toMatch(/^Ärendenummer;Er referens;Fakturanummer;Borgenär;Gäldenär;/);
  // Every case of the list, not only its first page, in the list's order.
  expect(rows).toHaveLength(shown.total);
  expect(rows.map((row) => row.split(';')[0])).toEqual(shown.items.map((item) => item.caseNumber));
});
