/// <reference lib="dom" />
import { writeBgmax } from '@fordra/domain';
import { expect, type Page, test } from '@playwright/test';
import { settled } from './axe.ts';
import { workScreenshots } from './journey-screenshots.ts';
import { catalogueText, gatewayApi, openPage, signIn, signInInAnyLanguage } from './support.ts';

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

test('a client’s admin adds an endpoint, sees a BgMax payment delivered, sends it again and changes the endpoint', async ({
  page,
  browser,
  baseURL,
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
  const endpoint = page.getByRole('region', { name: url });
  const log = endpoint.getByRole('table');
  await expect(log.getByRole('row', { name: /payment\.registered/ })).toContainText(
    text('webhooks.status.succeeded'),
    {
      timeout: 20_000,
    },
  );

  // The admin sends that event again: a second delivery of it, with the same webhook-id.
  const delivered = log.getByRole('row', { name: /payment\.registered/ });
  await delivered.first().getByRole('button', { name: 'Skicka payment.registered igen' }).click();
  await expect(page.getByText('1 händelse är köad.')).toBeVisible();
  // Read through the gateway, not by counting rows: another journey's payment to the client may arrive
  // meanwhile. Each event reaches an endpoint once, so only the one sent again has two deliveries.
  const { items: endpoints } = await gatewayApi<{ items: { url: string; endpointGuid: string }[] }>(
    page,
    '/v1/WebhookEndpoints',
  );
  const endpointGuid = endpoints.find((item) => item.url === url)?.endpointGuid;
  if (!endpointGuid) throw new Error('The endpoint is not listed');
  await expect
    .poll(
      async () => {
        const { items } = await gatewayApi<{ items: { eventId: string; status: string }[] }>(
          page,
          `/v1/WebhookEndpoints/${endpointGuid}/Deliveries?pageSize=100`,
        );
        const succeeded = items.filter((item) => item.status === 'succeeded').map((item) => item.eventId);
        return succeeded.some((eventId, at) => succeeded.indexOf(eventId) !== at);
      },
      { timeout: 20_000 },
    )
    .toBe(true);

  // Only payments from now on, then the endpoint off: its settings say so.
  await endpoint.getByRole('button', { name: text('webhooks.edit') }).click();
  const dialog = page.getByRole('dialog', { name: text('webhooks.editTitle') });
  await dialog.getByRole('radio', { name: text('webhooks.events.chosen') }).check();
  await dialog.getByRole('button', { name: text('webhooks.save') }).click();
  await expect(dialog.getByText(text('webhooks.events.noneChosen'))).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'payment.registered', exact: true }).check();
  await dialog.getByRole('switch', { name: text('webhooks.enabledSwitch') }).uncheck();
  await dialog.getByRole('button', { name: text('webhooks.save') }).click();
  await expect(dialog).toBeHidden();
  await expect(endpoint.getByRole('paragraph').filter({ hasText: /^payment\.registered$/ })).toBeVisible();
  await expect(endpoint.getByText(text('webhooks.disabledReason.byUser'))).toBeVisible();
  const saved = await gatewayApi<{ items: { url: string; enabled: boolean; eventTypes: string[] }[] }>(
    page,
    '/v1/WebhookEndpoints',
  );
  expect(saved.items.find((item) => item.url === url)).toMatchObject({
    enabled: false,
    eventTypes: ['payment.registered'],
  });

  await workScreenshots(browser, baseURL ?? '', 'client-webhooks', async (shot) => {
    await signInInAnyLanguage(shot, 'kund');
    await openPage(shot, '/creditor/webhooks');
  });

  // And removed, after a question.
  await endpoint.getByRole('button', { name: text('webhooks.delete') }).click();
  const confirm = page.getByRole('dialog', { name: text('webhooks.deleteTitle') });
  await confirm.getByRole('button', { name: text('webhooks.delete') }).click();
  await expect(endpoint).toHaveCount(0);
});
