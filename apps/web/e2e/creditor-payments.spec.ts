import { readFile } from 'node:fs/promises';
import type { PaymentJournalResponse, ProducedReportsResponse } from '@fordra/contract';
import { addDays, formatMoney, stockholmDateTime } from '@fordra/domain';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoViolations, settled } from './axe.ts';
import { catalogueText, chooseOption, gatewayApi, openPage, signIn } from './support.ts';

const paymentsText = (language: 'sv' | 'en', key: string) =>
  catalogueText(language, 'creditor-payments', key);
const reportsText = (language: 'sv' | 'en', key: string) => catalogueText(language, 'creditor-reports', key);

/** The download's header names its columns in Swedish (the API's own default is the columns' keys). */
const CSV_HEADER =
  'Betalningsdag;Ärendenummer;Gäldenär;Betalningssätt;Referens;Valuta;Belopp;Varav kapital;Varav ränta;Varav avgifter;Varav tillgodo;Till er;Till oss';

/** An amount as the portal writes it in Swedish, any kind of space matching. */
function money(minor: number, currency: PaymentJournalResponse['totals'][number]['currency']): RegExp {
  const text = formatMoney(minor, currency, 'sv-SE').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${text.replace(/\s/g, '\\s')}$`);
}

/** The figure named `label` in a list of figures (the <dd> after its <dt>). */
const figure = (figures: Locator, label: string) =>
  figures
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** The produced reports, as the list call gives them to the signed-in user. */
async function producedReports(page: Page): Promise<ProducedReportsResponse> {
  const { csrfToken } = await (await page.request.get('/api/auth/csrf')).json();
  const response = await page.request.post('/api/extgwapi/api/wip/reporting/listproducedreports', {
    headers: { 'x-csrf-token': csrfToken },
    data: { sort: 'periodStart', order: 'desc' },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as ProducedReportsResponse;
}

test('a client follows a creditor’s payments over a period, downloads them, and downloads a monthly report', async ({
  page,
}) => {
  await signIn(page, 'kund');
  await page.waitForURL('/creditor');
  const menu = page.getByRole('navigation', { name: 'Huvudmeny' });
  await menu.getByRole('link', { name: 'Betalningar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Betalningar' })).toBeVisible();

  // The demo's payments to Hemmaplan Möbler AB fall within the last year (apps/server/src/seed/demo-data.ts).
  await chooseOption(page, page.getByRole('combobox', { name: 'Borgenär' }), 'Hemmaplan Möbler AB');
  const today = stockholmDateTime(new Date()).date;
  const from = addDays(today, -365);
  // Each day goes into the address before the next is typed (React Router's setSearchParams reads
  // the address of the last render, so two changes within one render would keep only the second).
  await page.getByLabel('Från och med').fill(from);
  await expect(page).toHaveURL(new RegExp(`[?&]from=${from}`));
  await page.getByLabel('Till och med').fill(today);
  await expect(page).toHaveURL(new RegExp(`[?&]to=${today}`));
  await expect(page).toHaveURL(new RegExp(`[?&]from=${from}`));

  const creditorGuid = new URL(page.url()).searchParams.get('creditor');
  expect(creditorGuid).not.toBeNull();
  const journal = await gatewayApi<PaymentJournalResponse>(
    page,
    `/journals/payments/${creditorGuid}?from=${from}&to=${today}`,
  );
  expect(journal.creditor?.name).toBe('Hemmaplan Möbler AB');
  expect(journal.totals).toHaveLength(1);
  const [total] = journal.totals;
  if (!total) throw new Error('The period holds no payments');
  expect(total.payments).toBeGreaterThanOrEqual(2);

  // The period's figures are the server's.
  const totals = page.getByRole('region', { name: 'Summa för perioden' });
  await expect(totals).toContainText('Hemmaplan Möbler AB');
  await expect(figure(totals, 'Antal betalningar')).toHaveText(String(total.payments));
  await expect(figure(totals, 'Inbetalt')).toHaveText(money(total.amount, total.currency));
  await expect(figure(totals, 'Betalas ut till er')).toHaveText(money(total.dueToClient, total.currency));
  await expect(figure(totals, 'Behålls av oss')).toHaveText(money(total.keptByProvider, total.currency));
  await expect(figure(totals, 'Överbetalt')).toHaveText(money(total.credit, total.currency));

  // Every payment of the period, newest first, each linked to its case.
  const table = page.getByRole('table', { name: 'Betalningar till Hemmaplan Möbler AB under perioden' });
  await expect(table.getByRole('row')).toHaveCount(journal.total + 1);
  const newest = journal.items[0];
  if (!newest) throw new Error('The journal has no items');
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow.getByRole('link', { name: `Öppna ärende ${newest.caseNumber}` })).toHaveAttribute(
    'href',
    `/creditor/cases/${newest.caseGuid}`,
  );
  await expect(firstRow).toContainText(newest.debtorName);
  await settled(page);
  await expectNoViolations(page, 'Payments (sv)');

  // The period as CSV: one line per payment under the header.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Ladda ned perioden (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^betalningar-.+\.csv$/);
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...lines] = csv.trim().split('\r\n');
  expect(header).toBe(CSV_HEADER);
  expect(lines).toHaveLength(total.payments);

  // A quick choice sets the period in the address.
  await page.getByRole('button', { name: 'I år' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]from=${today.slice(0, 4)}-01-01`));
  await expect(page.getByRole('button', { name: 'I år' })).toHaveAttribute('aria-pressed', 'true');

  // Reports: last month's are produced when the list is first asked for.
  await menu.getByRole('link', { name: 'Rapporter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rapporter' })).toBeVisible();
  const reports = page.getByRole('table', { name: 'Rapporter att ladda ned' });
  await expect(reports.getByRole('row').nth(1)).toBeVisible();
  const produced = await producedReports(page);
  expect(produced.total).toBeGreaterThanOrEqual(4);
  await expect(reports.getByRole('row')).toHaveCount(Math.min(produced.total, 25) + 1);

  const pdfLink = reports
    .getByRole('link', { name: /^Ladda ned Redovisning av betalningar, .+, som PDF$/ })
    .first();
  const pdf = await page.request.get((await pdfLink.getAttribute('href')) ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const csvLink = reports.getByRole('link', { name: /^Ladda ned Ärendestatus, .+, som CSV$/ }).first();
  const statusCsv = await page.request.get((await csvLink.getAttribute('href')) ?? '');
  expect(statusCsv.status()).toBe(200);
  expect(statusCsv.headers()['content-type']).toMatch(/^text\/csv/);
  // How each letter went out, by channel, with its days: the proof a client shows in a dispute.
  const deliveryLink = reports
    .getByRole('link', { name: /^Ladda ned Leverans av brev, .+, som CSV$/ })
    .first();
  const deliveryCsv = await page.request.get((await deliveryLink.getAttribute('href')) ?? '');
  expect(deliveryCsv.status()).toBe(200);
  const [deliveryHeader] = (await deliveryCsv.text()).replace(/^\uFEFF/, '').split('\r\n');
  expect(deliveryHeader).toContain(';letter;issuedOn;channel;status;sentOn;postedOn;deliveredOn;');

  // Only one kind, kept in the address.
  await chooseOption(page, page.getByRole('combobox', { name: 'Visa' }), 'Ärendestatus');
  await expect(page).toHaveURL(/[?&]kind=caseStatus/);
  await expect(reports.getByRole('link', { name: /som PDF$/ })).toHaveCount(0);
  await expect(reports.getByRole('link', { name: /^Ladda ned Ärendestatus/ }).first()).toBeVisible();
  await settled(page);
  await expectNoViolations(page, 'Reports (sv)');
});

test('payments and reports have no accessibility faults in Swedish or English', async ({ page }) => {
  await signIn(page, 'kund');
  await page.waitForURL('/creditor');
  const lastYear = `from=${addDays(stockholmDateTime(new Date()).date, -365)}`;
  for (const language of ['sv', 'en'] as const) {
    await openPage(page, `/creditor/payments?${lastYear}&lang=${language}`);
    await expect(
      page.getByRole('heading', { level: 1, name: paymentsText(language, 'title') }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: paymentsText(language, 'totals.title') })
        .getByRole('term')
        .first(),
    ).toBeVisible();
    await settled(page);
    await expectNoViolations(page, `Payments (${language})`);

    await openPage(page, `/creditor/reports?lang=${language}`);
    await expect(page.getByRole('heading', { level: 1, name: reportsText(language, 'title') })).toBeVisible();
    await expect(page.getByRole('table', { name: reportsText(language, 'caption') })).toBeVisible();
    await settled(page);
    await expectNoViolations(page, `Reports (${language})`);
  }
});
