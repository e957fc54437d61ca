/// <reference lib="dom" />
import { writeBgmax } from '@fordra/domain';
import { expect, type Page, test } from '@playwright/test';
import { settled } from './axe.ts';
import { catalogueText, gatewayApi, openPage, signIn } from './support.ts';

const text = (key: string) => catalogueText('sv', 'creditor-admin', key);
const receiverPort = Number(process.env.E2E_PORT ?? 3100) + 446;

type CaseItem = {
  caseGuid: string;
  ocrReference: string;
  currency: string;
  isActive: boolean;
  remainingAmount: number;
};

async function signInAs(page: Page, username: string, home: string) {
  await signIn(page, username);
  await page.waitForURL(home);
}

test('a client’s admin adds an endpoint and sees a BgMax payment delivered to it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, 'kund', '/creditor');
  await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Webhooks' }).click();
  await expect(page).toHaveURL('/creditor/webhooks');
  await settled(page);

  const url = `http://localhost:${receiverPort}/journey-${Date.now()}`;
  await page
    .getByRole('button', { name: text('webhooks.add') })
    .first()
    .click();
  await page.getByRole('textbox', { name: text('webhooks.url') }).fill(url);
  await page
    .getByRole('button', { name: text('webhooks.add') })
    .last()
    .click();
  // The secret is shown once.
  await expect(page.getByText(text('webhooks.secretOnce'))).toBeVisible();
  await expect(page.getByRole('textbox', { name: text('webhooks.title') })).toHaveValue(/^whsec_/);

  // A payment to one of the client's open cases comes in Bankgirot's file, uploaded by a handler.
  const cases = await gatewayApi<{ items: CaseItem[] }>(page, '/cases?statusGroup=collection&pageSize=50');
  const target = cases.items.find(
    (item) => item.isActive && item.currency === 'SEK' && item.remainingAmount > 5_000,
  );
  if (!target) throw new Error('The client has no open case in SEK');
  const today = new Date().toISOString().slice(0, 10);
  const amount = 1_000 + (Date.now() % 1_000);
  const file = writeBgmax(
    [
      {
        bankgiro: '5012349',
        paymentDate: today,
        depositSerial: 1,
        payments: [{ reference: target.ocrReference, amount, payerName: 'Webhook Journey' }],
      },
    ],
    today,
  );
  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await signInAs(staffPage, 'handlaggare', '/staff');
  await openPage(staffPage, '/staff/payment-files');
  await settled(staffPage);
  const uploaded = staffPage.waitForResponse(
    (response) =>
      response.url().endsWith('/api/staff/payment-files') && response.request().method() === 'POST',
  );
  await staffPage
    .locator('input[type="file"]')
    .setInputFiles({ name: `webhooks-${Date.now()}.txt`, mimeType: 'text/plain', buffer: Buffer.from(file) });
  expect((await uploaded).status()).toBe(200);
  await staff.close();

  // The endpoint's log shows payment.registered delivered, within seconds.
  const log = page.getByRole('region', { name: url }).getByRole('table');
  await expect(log.getByRole('row', { name: /payment\.registered/ })).toContainText(
    text('webhooks.status.succeeded'),
    {
      timeout: 20_000,
    },
  );
});
