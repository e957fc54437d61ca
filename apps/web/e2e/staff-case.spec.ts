import { addDays, luhnCheckDigit, stockholmDateTime } from '@fordra/domain';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoViolations, settleAnimations, settled } from './axe.ts';
import { catalogueText, gatewayApi, openPage, sek, signIn } from './support.ts';

const today = stockholmDateTime(new Date()).date;

// Built for a handler at a desktop.
test.use({ viewport: { width: 1440, height: 900 } });
const text = (key: string) => catalogueText('sv', 'staff-case', key);

type FreshCase = { caseGuid: string; caseNumber: string; debtorName: string };

/**
 * A case of its own for each journey: the client `kund` hands over a claim against a new debtor, so no
 * other journey touches it and the journeys run in any order.
 */
async function freshCase(browser: Browser, lastName: string): Promise<FreshCase> {
  const page = await browser.newPage();
  await signIn(page, 'kund');
  await page.waitForURL('/creditor');
  const { csrfToken } = await (await page.request.get('/api/auth/csrf')).json();
  // The client collects for several creditors: the claim is the first listed case's creditor's.
  const listed = await gatewayApi<{ items: { creditor: { creditorGuid: string } }[] }>(
    page,
    '/cases?pageSize=1',
  );
  const creditorGuid = listed.items[0]?.creditor.creditorGuid;
  // A personal identity number no demo debtor has: a birthday in 1950–1989 and a random serial.
  const stamp = Date.now() + Math.floor(Math.random() * 1e6);
  const birth = `${50 + (stamp % 40)}${String(1 + (stamp % 12)).padStart(2, '0')}${String(1 + (stamp % 28)).padStart(2, '0')}`;
  const serial = String(100 + (Math.floor(stamp / 7) % 900));
  const digits = `${birth}${serial}`;
  const identityNumber = `19${birth}-${serial}${luhnCheckDigit(digits)}`;
  const response = await page.request.post('/api/extgwapi/api/wip/registration/registercollectioncase', {
    headers: { 'x-csrf-token': csrfToken },
    data: {
      clientReference: `E2E-STAFF-${stamp}`,
      creditorGuid,
      debtor: {
        kind: 'person',
        identityNumber,
        firstName: 'Stina',
        lastName,
        address: { street: 'Handläggargatan 3', postalCode: '411 01', city: 'Göteborg' },
        email: 'stina@example.se',
        cellularPhone: '0701112233',
      },
      claim: {
        principal: 480_000,
        currency: 'SEK',
        invoiceNumber: `HB-${stamp % 100000}`,
        invoiceDate: addDays(today, -40),
        dueDate: addDays(today, -10),
        description: 'Konsulttimmar, oktober',
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const registered = (await response.json()) as { caseGuid: string; caseNumber: string };
  await page.close();
  return { ...registered, debtorName: `Stina ${lastName}` };
}

/** The handler signs in, finds the case by its number in the search and opens it. */
async function openCase(page: Page, found: FreshCase) {
  await signIn(page, 'handlaggare');
  await page.waitForURL('/staff');
  await openPage(page, `/staff/search?q=${encodeURIComponent(found.caseNumber)}`);
  await page.getByRole('link', { name: found.caseNumber, exact: true }).click();
  await expect(page).toHaveURL(`/staff/cases/${found.caseGuid}`);
  await expect(page.getByRole('heading', { level: 1, name: `Ärende ${found.caseNumber}` })).toBeVisible();
}

async function remainingOf(page: Page, caseGuid: string): Promise<number> {
  const response = await page.request.get(`/api/staff/cases/${caseGuid}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { remainingAmount: number }).remainingAmount;
}

function dialog(page: Page, name: string) {
  return page.getByRole('dialog', { name });
}

test('a handler registers a payment by hand: the ledger gains the line and what is left drops by its amount', async ({
  page,
  browser,
}) => {
  const found = await freshCase(browser, 'Betalsson');
  await openCase(page, found);
  const before = await remainingOf(page, found.caseGuid);
  await expect(page.getByTestId('remaining-amount')).toHaveText(sek(before));

  await page.getByRole('button', { name: text('actions.payment') }).click();
  const form = dialog(page, text('payment.title'));
  await form.getByLabel(/^Belopp/).fill('1 250,50');
  await form.getByLabel(/^Betalningsdag/).fill(today);
  await form.getByLabel(/^Referens/).fill('Check 4471');
  // Without a reason nothing is sent, and the field says why.
  await form.getByRole('button', { name: text('payment.submit') }).click();
  await expect(form.getByText(catalogueText('sv', 'errors', 'ReasonRequired'))).toBeVisible();
  await form.getByLabel(/^Motivering/).fill('Check mottagen per post');
  await form.getByRole('button', { name: text('payment.submit') }).click();
  await expect(form).toBeHidden();

  const after = before - 125_050;
  await expect(page.getByTestId('remaining-amount')).toHaveText(sek(after));
  expect(await remainingOf(page, found.caseGuid)).toBe(after);
  const ledger = page.getByTestId('ledger');
  const payment = ledger.getByRole('row').filter({ hasText: text('ledger.channel.other') });
  await expect(payment).toHaveCount(1);
  await expect(payment).toContainText(sek(-125_050));
  await expect(page.getByTestId('ledger-balance').last()).toHaveText(sek(after));
  const timeline = page.getByTestId('timeline');
  await expect(timeline.getByRole('listitem').first()).toContainText(text('timeline.action.paymentManual'));
  await expect(timeline.getByRole('listitem').first()).toContainText('Check mottagen per post');
});

test('a handler pauses a case and resumes it: the timeline shows both with their reasons', async ({
  page,
  browser,
}) => {
  const found = await freshCase(browser, 'Pausdotter');
  await openCase(page, found);
  const resumeOn = addDays(today, 14);

  await page.getByRole('button', { name: text('actions.pause'), exact: true }).click();
  const pause = dialog(page, text('pause.title'));
  await pause.getByLabel(/^Återuppta den/).fill(today);
  await pause.getByLabel(/^Motivering/).fill('Gäldenären har begärt anstånd till lönen');
  await pause.getByRole('button', { name: text('pause.submit') }).click();
  // Today is not after today: the form says so before anything is sent.
  await expect(pause.getByText(catalogueText('sv', 'errors', 'ResumeDayOutOfRange'))).toBeVisible();
  await pause.getByLabel(/^Återuppta den/).fill(resumeOn);
  await pause.getByRole('button', { name: text('pause.submit') }).click();
  await expect(pause).toBeHidden();

  const banner = page.getByRole('status').filter({ hasText: 'Pausat till och med' });
  await expect(banner).toContainText('Gäldenären har begärt anstånd till lönen');
  await expect(page.getByRole('button', { name: text('actions.pause'), exact: true })).toBeHidden();

  await page.getByRole('button', { name: text('actions.resume') }).click();
  const resume = dialog(page, text('resume.title'));
  await resume.getByLabel(/^Motivering/).fill('Lönen kom tidigare, gäldenären betalar nu');
  await resume.getByRole('button', { name: text('resume.submit') }).click();
  await expect(resume).toBeHidden();
  await expect(banner).toBeHidden();
  await expect(page.getByRole('button', { name: text('actions.pause'), exact: true })).toBeVisible();

  const entries = page.getByTestId('timeline').getByRole('listitem');
  await expect(entries.nth(0)).toContainText(text('timeline.action.caseResumed'));
  await expect(entries.nth(0)).toContainText('Lönen kom tidigare, gäldenären betalar nu');
  await expect(entries.nth(0)).toContainText('Karin Holm');
  await expect(entries.nth(1)).toContainText('Ärendet pausades till och med');
  await expect(entries.nth(1)).toContainText('Gäldenären har begärt anstånd till lönen');
});

test('a handler corrects a debtor’s phone number; the page shows it as saved', async ({ page, browser }) => {
  const found = await freshCase(browser, 'Telefonsson');
  await openCase(page, found);
  await expect(page.getByTestId('debtor-phone')).toHaveText('+46701112233');

  await page.getByRole('button', { name: text('actions.contact') }).click();
  const form = dialog(page, text('contact.title'));
  await form.getByLabel(/^Mobilnummer/).fill('070-999 88 77');
  await form.getByLabel(/^Motivering/).fill('Gäldenären ringde och gav sitt nya nummer');
  await form.getByRole('button', { name: text('contact.submit') }).click();
  await expect(form).toBeHidden();
  await expect(page.getByTestId('debtor-phone')).toHaveText('+46709998877');
});

test('a handler writes to the debtor about the case; the thread is listed on the case', async ({
  page,
  browser,
}) => {
  const found = await freshCase(browser, 'Brevsson');
  await openCase(page, found);
  await page.getByRole('button', { name: text('actions.writeDebtor') }).click();
  const form = dialog(page, text('write.title.debtor'));
  await expect(form.getByLabel(/^Ämne/)).toHaveValue(`Ärende ${found.caseNumber}`);
  await form.getByRole('button', { name: text('write.submit') }).click();
  await expect(form.getByText(catalogueText('sv', 'errors', 'MessageRequired'))).toBeVisible();
  await form.getByLabel(/^Meddelande/).fill('Hej Stina! Ring oss gärna om fakturan.');
  await form.getByRole('button', { name: text('write.submit') }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(text('write.started'))).toBeVisible();
  const messages = page.getByRole('region', { name: text('conversations.title') });
  await expect(messages.getByRole('link', { name: `Ärende ${found.caseNumber}` })).toBeVisible();
  await expect(messages).toContainText('Med gäldenären · 1 meddelande');
});

test('axe finds nothing on the case page, with a dialog open, and on a phone', async ({ page, browser }) => {
  // Three analyses of a long page beside another worker on two cores.
  test.setTimeout(150_000);
  const found = await freshCase(browser, 'Axelsson');
  await openCase(page, found);
  await settled(page);
  await expectNoViolations(page, 'staff case page (1440)');

  await page.getByRole('button', { name: text('actions.payment') }).click();
  await expect(dialog(page, text('payment.title'))).toBeVisible();
  await settleAnimations(page);
  await expectNoViolations(page, 'staff case page, payment dialog');
  await page.keyboard.press('Escape');
  await expect(dialog(page, text('payment.title'))).toBeHidden();

  // Focus back on the button after Escape pulses for as long as it stays there.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

  await page.setViewportSize({ width: 390, height: 844 });
  await settleAnimations(page);
  // The page does not scroll sideways: only the ledger's own region does.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoViolations(page, 'staff case page (390)');
});
