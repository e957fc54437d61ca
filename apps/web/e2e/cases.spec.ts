import type { CaseDetails, PaymentInfo } from '@fordra/contract';
import { groupForReading } from '@fordra/domain';
import { expect, type Page, test } from '@playwright/test';
import { pdfText } from '../../server/src/pdf/pdf-text.ts';
import {
  decodeQrCanvas,
  expectSignedInHome,
  gatewayApi,
  legacyApi,
  openPage,
  reloadPage,
  sek,
  signIn,
} from './support.ts';

async function casesOf(page: Page): Promise<CaseDetails[]> {
  return (await legacyApi<{ cases: CaseDetails[] }>(page, 'getCaseDetails')).cases;
}

test('the menu leads to the cases, with the current ones on the first tab and the closed on the second', async ({
  page,
}) => {
  await signIn(page, 'demo');
  await expectSignedInHome(page, 'Lars');
  await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Ärenden' }).click();
  await expect(page).toHaveURL('/cases');
  await expect(page.getByRole('heading', { level: 1, name: 'Ärenden' })).toBeVisible();

  const cases = await casesOf(page);
  const active = cases.filter((item) => item.isActive);
  const closed = cases.filter((item) => !item.isActive);
  expect(active).toHaveLength(3);
  expect(closed).toHaveLength(2);

  const activeTab = page.getByRole('tab', { name: 'Aktuella (3)' });
  await expect(activeTab).toHaveAttribute('aria-selected', 'true');
  const table = page.getByRole('table', { name: 'Aktuella' });
  await expect(table.getByRole('row')).toHaveCount(4);
  for (const item of active) {
    const row = table.getByRole('row').filter({ hasText: item.caseNumber });
    await expect(row.getByRole('link', { name: item.creditorName })).toBeVisible();
    await expect(row.getByText(sek(item.remainingAmount))).toBeVisible();
  }
  // Status chips with words: the display groups of PreCollection, Collection and Surveillance.
  await expect(table.getByText('Påminnelse', { exact: true }).first()).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: '1000002' }).getByText('Inkasso')).toHaveCount(2);
  await expect(table.getByText('Bevakning', { exact: true }).first()).toBeVisible();

  await page.getByRole('tab', { name: 'Avslutade (2)' }).click();
  await expect(page).toHaveURL('/cases?tab=closed');
  const closedTable = page.getByRole('table', { name: 'Avslutade' });
  await expect(closedTable.getByRole('row')).toHaveCount(3);
  await expect(closedTable.getByRole('row').filter({ hasText: 'Tandläkarna Vasastan AB' })).toContainText(
    'Betalt',
  );
  await expect(closedTable.getByRole('row').filter({ hasText: '1000005' })).toContainText('Krediterat');

  // The tab is kept in the address: a reload stays on it.
  await reloadPage(page);
  await expect(page.getByRole('tab', { name: 'Avslutade (2)' })).toHaveAttribute('aria-selected', 'true');
});

test('Case details in the menu opens the active case that has waited longest, and says so when there is none', async ({
  page,
}) => {
  await signIn(page, 'demo');
  await expectSignedInHome(page, 'Lars');
  const menu = page.getByRole('navigation', { name: 'Huvudmeny' });
  await menu.getByRole('link', { name: 'Ärendedetaljer' }).click();
  const [longest] = (await casesOf(page))
    .filter((item) => item.isActive)
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  // The page says which case the menu chose (`?chosen`).
  await expect(page).toHaveURL(`/cases/${longest?.caseGuid}?chosen`);
  await expect(page.getByText(longest?.caseNumber ?? '').first()).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Ärendedetaljer' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'Ärenden' })).not.toHaveAttribute('aria-current', 'page');

  await openPage(page, '/cases?notice=noCurrentCase');
  await expect(page.getByRole('status').filter({ hasText: 'inget pågående ärende' })).toBeVisible();
});

test('on a phone the cases are cards that lead to their details', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'demo');
  await expectSignedInHome(page, 'Lars');
  await openPage(page, '/cases');
  const list = page.getByRole('list', { name: 'Aktuella' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('table')).toHaveCount(0);
  await list.getByRole('link', { name: 'Hemmaplan Möbler AB' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hemmaplan Möbler AB' })).toBeVisible();
});

test('a debtor without closed cases sees the empty state on that tab', async ({ page }) => {
  await signIn(page, 'ny');
  await expectSignedInHome(page, 'Emma');
  await openPage(page, '/cases');
  await expect(page.getByRole('tab', { name: 'Aktuella (1)' })).toBeVisible();
  await page.getByRole('tab', { name: 'Avslutade (0)' }).click();
  await expect(page.getByText('Du har inga avslutade ärenden.')).toBeVisible();
});

test('case details: what the debt is for, its parts adding up, fees, letters, payments and how to pay', async ({
  page,
}) => {
  await signIn(page, 'demo');
  await expectSignedInHome(page, 'Lars');
  const item = (await casesOf(page)).find((each) => each.caseNumber === '1000002');
  if (!item) throw new Error('case 1000002 missing');
  await openPage(page, '/cases');
  await page.getByRole('link', { name: item.creditorName }).click();
  await expect(page).toHaveURL(`/cases/${item.caseGuid}`);
  await expect(page.getByRole('heading', { level: 1, name: item.creditorName })).toBeVisible();
  await expect(page.getByText(`Ärende ${item.caseNumber}`, { exact: true })).toBeVisible();

  const debt = page.getByRole('region', { name: 'Vad skulden gäller' });
  await expect(debt).toContainText(item.invoiceNumber);
  await expect(debt).toContainText(item.description);
  await expect(debt.getByText(sek(item.originalPrincipal))).toBeVisible();

  // The remaining amount is opened into principal, interest and fees, and they add up.
  expect(item.remainingPrincipal + item.remainingInterest + item.remainingFees).toBe(item.remainingAmount);
  const balance = page.getByRole('region', { name: 'Kvar att betala' });
  for (const amount of [item.remainingPrincipal, item.remainingInterest, item.remainingFees, item.paidSum]) {
    await expect(balance.getByText(sek(amount)).first()).toBeVisible();
  }
  // The total is shown twice, and once more as the principal when the principal is all that is left.
  const shownAsPrincipal = item.remainingPrincipal === item.remainingAmount ? 1 : 0;
  await expect(balance.getByText(sek(item.remainingAmount))).toHaveCount(2 + shownAsPrincipal);

  const fees = page.getByRole('region', { name: 'Avgifter' });
  await expect(fees.getByRole('listitem')).toHaveCount(item.fees.length);
  await expect(fees.getByText('Påminnelseavgift')).toBeVisible();
  await expect(fees.getByText('Inkassoavgift')).toBeVisible();

  const documents = page.getByRole('region', { name: 'Brev och dokument' });
  await expect(documents.getByText('Inkassokrav')).toBeVisible();
  await expect(documents.getByText('Påminnelse', { exact: true })).toBeVisible();

  const payments = page.getByRole('region', { name: 'Registrerade betalningar' });
  await expect(payments.getByText(sek(50_000))).toBeVisible();
  await expect(payments.getByText(/registreras inom 1–3 bankdagar/)).toBeVisible();

  const pay = page.getByRole('region', { name: 'Betala ärendet' });
  await expect(pay.getByText(groupForReading(item.paymentReference), { exact: true }).first()).toBeVisible();
  await expect(pay.getByText('501-2349', { exact: true })).toBeVisible();
  const [info] = (await gatewayApi<PaymentInfo>(page, `/debtoraccess/paymentinfo?caseGuid=${item.caseGuid}`))
    .cases;
  const qr = pay.getByRole('img', { name: /QR-kod/ });
  await expect.poll(() => decodeQrCanvas(qr), { timeout: 10_000 }).toBe(info?.swishPayload);
});

test('a letter downloaded from case details is a PDF with the case OCR reference', async ({ page }) => {
  await signIn(page, 'demo');
  await expectSignedInHome(page, 'Lars');
  const item = (await casesOf(page)).find((each) => each.caseNumber === '1000002');
  if (!item) throw new Error('case 1000002 missing');
  await openPage(page, `/cases/${item.caseGuid}`);
  const documents = page.getByRole('region', { name: 'Brev och dokument' });
  const downloading = page.waitForEvent('download');
  await documents.getByRole('link', { name: /^Ladda ned Inkassokrav/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const pdf = await readFile(path);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = await pdfText(pdf);
  expect(text).toContain(groupForReading(item.paymentReference));
  expect(text).toContain(item.creditorName);
});

test('a case that is not the debtor’s, or a malformed id, shows a calm “not found” page', async ({
  page,
}) => {
  await signIn(page, 'ny');
  await expectSignedInHome(page, 'Emma');
  await openPage(page, '/cases/7b0e1f8e-4a57-4a0c-9d55-2f7c4a3e9b10');
  await expect(page.getByRole('heading', { level: 1, name: 'Ärendet finns inte' })).toBeVisible();
  await openPage(page, '/cases/not-a-case');
  await expect(page.getByRole('heading', { level: 1, name: 'Ärendet finns inte' })).toBeVisible();
  await page.getByRole('link', { name: 'Till dina ärenden' }).click();
  await expect(page).toHaveURL('/cases');
});
