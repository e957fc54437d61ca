import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoViolations, settleAnimations, settled } from './axe.ts';
import { catalogueText, chooseOption, gatewayApi, openPage, reloadPage, sek, signIn } from './support.ts';

type CaseItem = {
  caseGuid: string;
  caseNumber: string;
  ocrReference: string;
  remainingAmount: number;
  currency: string;
};
type CasePage = { items: CaseItem[]; total: number };
type CaseDetails = {
  case: {
    caseNumber: string;
    remainingPrincipal: number;
    remainingInterest: number;
    remainingFees: number;
    remainingAmount: number;
  };
};

const text = (language: 'sv' | 'en', key: string) => catalogueText(language, 'creditor-cases', key);

async function signInAsClient(page: Page, username: string) {
  await signIn(page, username);
  await page.waitForURL('/creditor');
}

/** The client's cases as the gateway lists them to the signed-in user. */
const listCases = (page: Page, query: string) => gatewayApi<CasePage>(page, `/cases?${query}`);

/** The open case of the client with the most left to pay: room for a payment and for one above the debt. */
/** The open case in kronor that owes the most (amounts sort within each currency, kronor after euros). */
async function largestOpenCase(page: Page): Promise<CaseItem> {
  const { items } = await listCases(page, 'statusGroup=active&sort=remainingAmount&order=desc&pageSize=100');
  const found = items.find((item) => item.currency === 'SEK');
  if (!found) throw new Error('The client has no open case');
  return found;
}

/** Swedish money as the page writes it (`1 845,00 kr`) in öre. */
const ore = (written: string | null) => Number((written ?? '').replace(/[^\d,]/g, '').replace(',', ''));

/** The amount beside a label of an amount list (`<dt>` and its `<dd>`). */
const amountOf = (region: Locator, label: string) =>
  region.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', most = 80) {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press(key);
  }
  await expect(target, 'reached with the keyboard').toBeFocused();
}

test('a client finds a case by its OCR reference and sees its balance add up', async ({ page }) => {
  await signInAsClient(page, 'kund');
  await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Ärenden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ärenden' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Ärenden' });
  await expect(table.getByRole('row')).not.toHaveCount(0);

  const target = (await listCases(page, 'q=100000199')).items[0];
  if (!target) throw new Error('No demo case with OCR reference 100000199');
  await page.getByRole('searchbox', { name: /OCR/ }).fill(target.ocrReference);
  await expect(page).toHaveURL(/[?&]q=100000199/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name: `Öppna ärende ${target.caseNumber}` }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Ärende ${target.caseNumber}` })).toBeVisible();
  await expect(page.getByText('1000 0019 9')).toBeVisible();
  const details = await gatewayApi<CaseDetails>(
    page,
    `/wip/collectioninformation/getcasedetails/${target.caseGuid}`,
  );
  const balance = page.getByRole('region', { name: 'Kvar att betala' });
  const parts = await Promise.all(
    ['Kapitalbelopp', 'Ränta', 'Avgifter'].map(async (label) =>
      ore(await amountOf(balance, label).textContent()),
    ),
  );
  const total = ore(await amountOf(balance, 'Summa kvar att betala').textContent());
  expect(parts).toEqual([
    details.case.remainingPrincipal,
    details.case.remainingInterest,
    details.case.remainingFees,
  ]);
  expect(parts.reduce((sum, part) => sum + part, 0)).toBe(total);
  expect(total).toBe(details.case.remainingAmount);
  await expect(page.getByTestId('remaining-amount')).toHaveText(sek(total));

  // What happened, and the letters as PDFs from the archive.
  const timeline = page.getByRole('region', { name: 'Händelser' });
  await expect(timeline.getByRole('listitem').last()).toContainText('Ärendet registrerades');
  const letter = page.getByRole('region', { name: 'Brev' }).getByRole('link').first();
  const pdf = await page.request.get((await letter.getAttribute('href')) ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
});

test('a client sorts, pages and filters the list, all kept in the address', async ({ page }) => {
  await signInAsClient(page, 'kund');
  await openPage(page, '/creditor/cases');
  const table = page.getByRole('table', { name: 'Ärenden' });
  // The count on screen is that of the list as the page read it: another journey may register a case
  // meanwhile, so compare again after a reload until both are read at rest.
  let attempt = 0;
  await expect(async () => {
    if (attempt++ > 0) await reloadPage(page);
    const open = await listCases(page, 'statusGroup=active&pageSize=1');
    await expect(page.getByText(`1–${Math.min(25, open.total)} av ${open.total}`)).toBeVisible({
      timeout: 5_000,
    });
  }).toPass({ timeout: 45_000 });

  // Sorted by what is left to pay, smallest first, then largest first.
  await page.getByRole('button', { name: 'Sortera efter Kvar att betala' }).click();
  await expect(page).toHaveURL(/sort=remainingAmount&order=asc/);
  const ascending = await listCases(page, 'statusGroup=active&sort=remainingAmount&order=asc&pageSize=2');
  const firstRows = table.getByRole('row');
  await expect(firstRows.nth(1)).toContainText(ascending.items[0]?.caseNumber ?? 'none');
  await expect(firstRows.nth(2)).toContainText(ascending.items[1]?.caseNumber ?? 'none');
  await page.getByRole('button', { name: 'Sortera efter Kvar att betala' }).click();
  await expect(page).toHaveURL(/sort=remainingAmount&order=desc/);
  // Amounts sort within each currency: the first row is the API's first of the same order.
  const descending = await listCases(page, 'statusGroup=active&sort=remainingAmount&order=desc&pageSize=1');
  await expect(firstRows.nth(1)).toContainText(descending.items[0]?.caseNumber ?? 'none');

  // Ten to a page: the second page holds the rest.
  await chooseOption(page, page.getByRole('combobox', { name: 'Rader per sida' }), '10');
  await expect(page).toHaveURL(/pageSize=10/);
  await page.getByRole('button', { name: 'Nästa sida' }).click();
  await expect(page).toHaveURL(/page=2/);
  attempt = 0;
  await expect(async () => {
    if (attempt++ > 0) await reloadPage(page);
    const open = await listCases(page, 'statusGroup=active&pageSize=1');
    await expect(page.getByText(`11–${Math.min(20, open.total)} av ${open.total}`)).toBeVisible({
      timeout: 5_000,
    });
    await expect(table.getByRole('row')).toHaveCount(Math.min(10, open.total - 10) + 1, { timeout: 5_000 });
  }).toPass({ timeout: 45_000 });

  // The closed cases, then the cases in legal proceedings.
  for (const [tab, group] of [
    ['Avslutade', 'closed'],
    ['Rättslig process', 'legal'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page).toHaveURL(new RegExp(`statusGroup=${group}`));
    await expect(page).not.toHaveURL(/page=2/);
    const expected = await listCases(page, `statusGroup=${group}&pageSize=1`);
    expect(expected.total, `demo cases in ${group}`).toBeGreaterThan(0);
    await expect(table.getByRole('row')).toHaveCount(Math.min(10, expected.total) + 1);
  }
  const closed = await listCases(page, 'statusGroup=closed&pageSize=100');
  await page.getByRole('tab', { name: 'Avslutade' }).click();
  for (const item of closed.items.slice(0, 10)) {
    await expect(table.getByRole('row').filter({ hasText: item.caseNumber })).toHaveCount(1);
  }

  // The dashboard's link to one status: that status among all cases, with a way to see every status.
  await openPage(page, '/creditor/cases?status=Disputed');
  await expect(page.getByRole('tab', { name: 'Alla', selected: true })).toBeVisible();
  await expect(page.getByText('Status: Bestritt')).toBeVisible();
});

test('a client registers a direct payment and the case’s remaining amount drops by it', async ({
  page,
}, testInfo) => {
  await signInAsClient(page, 'kund');
  const target = await largestOpenCase(page);
  await openPage(page, `/creditor/cases/${target.caseGuid}`);
  const remaining = page.getByTestId('remaining-amount');
  await expect(remaining).toBeVisible();
  const before = ore(await remaining.textContent());

  await page.getByRole('button', { name: 'Registrera direktbetalning' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrera direktbetalning' });
  await expect(dialog).toBeVisible();
  await settleAnimations(page);
  await expectNoViolations(page, 'Direct payment dialog');

  // More than the debt: refused until it is marked as an overpayment.
  const amount = dialog.getByRole('textbox', { name: /Belopp/ });
  await amount.fill(String(Math.ceil(before / 100) + 1000));
  await dialog
    .getByRole('textbox', { name: /Er referens/ })
    .fill(`E2E-CASES-${testInfo.repeatEachIndex}-${testInfo.retry}`);
  await dialog.getByRole('button', { name: 'Registrera', exact: true }).click();
  await expect(dialog.getByRole('checkbox', { name: /överbetalning/ })).toBeVisible();
  await expect(dialog).toContainText('större än det som återstår');

  await amount.fill('100,50');
  await dialog.getByRole('button', { name: 'Registrera', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Betalningen på 100,50 kr är registrerad.')).toBeVisible();
  await expect(remaining).toHaveText(sek(before - 10_050));

  // The same reference again is the payment already registered, not a second one.
  await page.getByRole('button', { name: 'Registrera direktbetalning' }).click();
  await amount.fill('100,50');
  await dialog
    .getByRole('textbox', { name: /Er referens/ })
    .fill(`E2E-CASES-${testInfo.repeatEachIndex}-${testInfo.retry}`);
  await dialog.getByRole('button', { name: 'Registrera', exact: true }).click();
  await expect(dialog).toContainText('redan registrerad');
  await dialog.getByRole('button', { name: 'Avbryt' }).click();
  await expect(remaining).toHaveText(sek(before - 10_050));
  await expect(page.getByRole('region', { name: 'Betalningar' })).toContainText('direkt till er');
});

test('a client writes to us about a case and is led to the conversation', async ({ page }) => {
  await signInAsClient(page, 'kund');
  const { items } = await listCases(page, 'statusGroup=active&sort=remainingAmount&order=asc&pageSize=1');
  const target = items[0];
  if (!target) throw new Error('The client has no open case');
  await openPage(page, `/creditor/cases/${target.caseGuid}`);
  await page.getByRole('button', { name: 'Skriv till oss om ärendet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Skriv till oss om ärendet' });
  await expect(dialog.getByRole('textbox', { name: /Ämne/ })).toHaveValue(`Ärende ${target.caseNumber}`);

  // Nothing is sent without a message; what was typed stays.
  await dialog.getByRole('button', { name: 'Skicka', exact: true }).click();
  await expect(dialog).toContainText('Skriv ditt meddelande.');
  await dialog
    .getByRole('textbox', { name: /Meddelande/ })
    .fill('Gäldenären säger att fakturan är betald till oss.');
  await dialog.getByRole('button', { name: 'Skicka', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Ditt meddelande är skickat.')).toBeVisible();

  const threads = await gatewayApi<{ items: { conversationGuid: string; caseGuid: string | null }[] }>(
    page,
    `/wip/conversations/getcollectionconversations?caseGuid=${target.caseGuid}&pageSize=100`,
  );
  await page.getByRole('link', { name: 'Öppna konversationen' }).click();
  await page.waitForURL(/\/creditor\/messages\/[0-9a-f-]{36}$/);
  const opened = new URL(page.url()).pathname.split('/').pop();
  expect(threads.items.map((thread) => thread.conversationGuid)).toContain(opened);
});

test('a read-only user sees no actions, and the server refuses their payment', async ({ page }) => {
  await signInAsClient(page, 'kundlas');
  const target = await largestOpenCase(page);
  await openPage(page, '/creditor/cases');
  await expect(page.getByRole('table', { name: 'Ärenden' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Registrera ärende' })).toHaveCount(0);

  await openPage(page, `/creditor/cases/${target.caseGuid}`);
  await expect(page.getByRole('heading', { level: 1, name: `Ärende ${target.caseNumber}` })).toBeVisible();
  await expect(page.getByText('Du har läsbehörighet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Registrera direktbetalning' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Skriv till oss om ärendet' })).toHaveCount(0);

  const { csrfToken } = await (await page.request.get('/api/auth/csrf')).json();
  const refused = await page.request.post('/api/extgwapi/api/wip/registration/registerdirectpayment', {
    headers: { 'x-csrf-token': csrfToken },
    data: {
      caseGuid: target.caseGuid,
      amount: 10_000,
      currency: 'SEK',
      paymentDate: new Date().toISOString().slice(0, 10),
      paymentReference: 'E2E-READ-ONLY',
    },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.code).toBe('ReadOnlyAccess');
});

test('a case opened from the list is asked for as the navigation starts, while its page’s code still loads', async ({
  page,
}) => {
  await signInAsClient(page, 'kund');
  const target = await largestOpenCase(page);
  await openPage(page, '/creditor/cases?sort=remainingAmount&order=desc');
  const link = page.getByRole('link', {
    name: text('sv', 'columns.openCase').replace('{{caseNumber}}', target.caseNumber),
  });
  await expect(link).toBeVisible();

  // The case page's code is held back until the case has been asked for (or 10 s have passed).
  const events: string[] = [];
  const caseAsked = page.waitForRequest(
    (request) => request.url().includes(`/getcasedetails/${target.caseGuid}`),
    { timeout: 10_000 },
  );
  await page.route('**/assets/case-details-route-*.js', async (route) => {
    events.push('code requested');
    await caseAsked.catch(() => undefined);
    events.push('code released');
    await route.continue();
  });
  page.on('request', (request) => {
    if (request.url().includes(`/getcasedetails/${target.caseGuid}`)) events.push('case asked');
  });

  await link.click();
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: text('sv', 'details.title').replace('{{caseNumber}}', target.caseNumber),
    }),
  ).toBeVisible();
  // The request may go out just before or after the code's; what counts is that it did not wait for it.
  expect(events).toContain('code requested');
  expect(events.indexOf('case asked')).toBeGreaterThanOrEqual(0);
  expect(events.indexOf('case asked')).toBeLessThan(events.indexOf('code released'));
});

test('another client’s case is not found, with a way back to the list', async ({ browser }) => {
  const owner = await browser.newPage();
  await signInAsClient(owner, 'kund');
  const target = await largestOpenCase(owner);
  await owner.close();

  const page = await browser.newPage();
  await signInAsClient(page, 'kund2');
  await openPage(page, `/creditor/cases/${target.caseGuid}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ärendet hittades inte' })).toBeVisible();
  await expect(page.getByText(target.caseNumber)).toHaveCount(0);
  await page.getByRole('link', { name: 'Till alla ärenden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ärenden' })).toBeVisible();
  await page.close();
});

test('the list and a case have no accessibility faults in Swedish or English', async ({ page }) => {
  await signInAsClient(page, 'kund');
  const target = await largestOpenCase(page);
  for (const language of ['sv', 'en'] as const) {
    await openPage(page, `/creditor/cases?lang=${language}`);
    await expect(page.getByRole('heading', { level: 1, name: text(language, 'title') })).toBeVisible();
    await expect(page.getByRole('table', { name: text(language, 'caption') })).toBeVisible();
    await settled(page);
    await expectNoViolations(page, `Cases (${language})`);

    await openPage(page, `/creditor/cases/${target.caseGuid}?lang=${language}`);
    const title = text(language, 'details.title').replace('{{caseNumber}}', target.caseNumber);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await settled(page);
    await expectNoViolations(page, `Case (${language})`);
  }
});

test('the list works with the keyboard alone', async ({ page }) => {
  await signInAsClient(page, 'kund');
  // Ten to a page, so that there is a next page to go to.
  await openPage(page, '/creditor/cases?pageSize=10');
  const table = page.getByRole('table', { name: 'Ärenden' });
  await expect(table).toBeVisible();

  await tabTo(page, page.getByRole('searchbox', { name: /OCR/ }));
  await tabTo(page, page.getByRole('button', { name: 'Sortera efter Ärende' }));
  await tabTo(page, page.getByRole('button', { name: 'Sortera efter Kvar att betala' }));
  const firstCase = table.getByRole('link').first();
  await tabTo(page, firstCase);
  await tabTo(page, page.getByRole('button', { name: 'Nästa sida' }));

  // Back to the last case of the page, and open it.
  const lastCase = table.getByRole('link').last();
  await tabTo(page, lastCase, 'Shift+Tab');
  const caseNumber = ((await lastCase.textContent()) ?? '').trim();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Ärende ${caseNumber}` })).toBeFocused();
});
