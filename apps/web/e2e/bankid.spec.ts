import { type Browser, expect, type Page, test } from '@playwright/test';
import { decodeQrCanvas, expectSignedInHome, openPage } from './support.ts';

/** Opens the e-ID tab of the sign-in page and starts a BankID login. */
async function startBankidLogin(page: Page) {
  await openPage(page, '/auth/signin');
  await page.getByRole('tab', { name: 'BankID' }).click();
  await page.getByRole('button', { name: 'Logga in med BankID' }).click();
  await expect(page.getByText('Starta BankID-appen.')).toBeVisible();
}

/** The QR code on screen, read from its pixels as the BankID app's camera would. */
async function scanQrCode(page: Page): Promise<string> {
  const canvas = page.getByRole('img', { name: 'QR-kod för inloggning med BankID' });
  let text: string | null = null;
  await expect
    .poll(async () => {
      text = await decodeQrCanvas(canvas);
      return text;
    })
    .toMatch(/^bankid\.[0-9a-f-]{36}\.\d+\.[0-9a-f]{64}$/);
  return text ?? '';
}

/** The BankID test app in a browser of its own (the person's phone), at the address the page links to. */
async function openTestApp(browser: Browser, page: Page): Promise<Page> {
  const address = await page.getByRole('link', { name: 'BankID-testappen' }).getAttribute('href');
  expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  const phone = await (await browser.newContext()).newPage();
  await openPage(phone, address ?? '');
  await expect(phone.getByRole('heading', { name: 'BankID test app' })).toBeVisible();
  return phone;
}

/** Scans the page's current QR code in the test app and presses one of its buttons. */
async function useTestApp(phone: Page, page: Page, button: string, personalNumber?: string) {
  await phone.getByLabel(/paste the QR code text/).fill(await scanQrCode(page));
  if (personalNumber !== undefined) await phone.getByLabel('Personal number').fill(personalNumber);
  await phone.getByRole('button', { name: button }).click();
}

test('a debtor logs in with BankID approved on another device and lands on Home', async ({
  page,
  browser,
}) => {
  await startBankidLogin(page);
  await expect(page.getByText(/^\d+ sekunder kvar$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Öppna BankID på den här enheten' })).toHaveAttribute(
    'href',
    /^bankid:\/\/\/\?autostarttoken=[0-9a-f-]{36}&redirect=null$/,
  );
  // The QR code changes every second.
  const first = await scanQrCode(page);
  await expect.poll(() => scanQrCode(page), { timeout: 4000 }).not.toBe(first);
  expect((await scanQrCode(page)).split('.')[1]).toBe(first.split('.')[1]);

  const phone = await openTestApp(browser, page);
  await useTestApp(phone, page, 'Ask for the security code (userSign)');
  await expect(phone.getByText(/asks for the security code/)).toBeVisible();
  await expect(
    page.getByText('Skriv in din säkerhetskod i BankID-appen och välj Identifiera eller Skriv under.'),
  ).toBeVisible();

  // A malformed personal number is refused in the test app and changes nothing.
  await useTestApp(phone, page, 'Identify', '19121212-1213');
  await expect(
    phone.getByText('The last digit of this personal number (its check digit) is wrong.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText(/sekunder? kvar$/)).toBeVisible();

  await useTestApp(phone, page, 'Identify', '19121212-1212');
  await expect(phone.getByText(/identified as 19121212-XXXX/)).toBeVisible();
  await expect(page).toHaveURL('/');
  await expectSignedInHome(page, 'Lars');
  const session = await (await page.request.get('/api/auth/session')).json();
  expect(session.user).toMatchObject({ name: 'Lars Andersson', loginMethod: 'bankid' });
  await phone.context().close();
});

test('a BankID login can be cancelled, and the order is gone from the test app', async ({
  page,
  browser,
}) => {
  await startBankidLogin(page);
  const code = await scanQrCode(page);
  const testApp = await page.getByRole('link', { name: 'BankID-testappen' }).getAttribute('href');
  await page.getByRole('button', { name: 'Avbryt' }).click();
  await expect(page.getByText('Du avbröt inloggningen med BankID.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR-kod för inloggning med BankID' })).toBeHidden();

  const phone = await (await browser.newContext()).newPage();
  await openPage(phone, testApp ?? '');
  await phone.getByLabel(/paste the QR code text/).fill(code);
  await phone.getByLabel('Personal number').fill('19121212-1212');
  await phone.getByRole('button', { name: 'Identify' }).click();
  await expect(phone.getByText('No pending order has this QR code.')).toBeVisible();
  await phone.context().close();

  await page.getByRole('button', { name: 'Försök igen' }).click();
  await expect(page.getByText('Starta BankID-appen.')).toBeVisible();
});

test('a cancel in the BankID app shows the failed-login alert and BankID’s message', async ({
  page,
  browser,
}) => {
  await startBankidLogin(page);
  const phone = await openTestApp(browser, page);
  await useTestApp(phone, page, 'Cancel in the app (userCancel)');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(
    'Inloggningen misslyckades eller avbröts. Kontrollera de angivna uppgifterna och försök igen.',
  );
  await expect(alert).toContainText('Åtgärden avbruten.');
  await expect(page.getByRole('button', { name: 'Försök igen' })).toBeVisible();
  await phone.context().close();
});

test('a BankID login that is not completed in time expires and can be tried again', async ({ page }) => {
  // The e2e server gives BankID 20 seconds (BANKID_UI_TIMEOUT_SECONDS in playwright.config.ts).
  test.setTimeout(60_000);
  await startBankidLogin(page);
  await expect(
    page.getByText('Tiden för att logga in med BankID har gått ut.', { exact: false }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('img', { name: 'QR-kod för inloggning med BankID' })).toBeHidden();
  await page.getByRole('button', { name: 'Försök igen' }).click();
  await expect(page.getByText('Starta BankID-appen.')).toBeVisible();
  await expect(page.getByText(/^\d+ sekunder kvar$/)).toBeVisible();
});

test('a person with no cases who logs in with BankID ends on the unknown-user page', async ({
  page,
  browser,
}) => {
  await startBankidLogin(page);
  const phone = await openTestApp(browser, page);
  await useTestApp(phone, page, 'Identify', '19900101-0017');
  await expect(page).toHaveURL(/\/auth\/error\?error=UnknownUser/);
  await expect(page.getByText('Det verkar som att vi inte känner igen dig.', { exact: false })).toBeVisible();
  expect(await (await page.request.get('/api/auth/session')).json()).toEqual({});
  await phone.context().close();
});
