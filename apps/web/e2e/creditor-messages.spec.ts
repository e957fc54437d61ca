import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoViolations, settled } from './axe.ts';
import { workScreenshots } from './journey-screenshots.ts';
import { DEMO_PASSWORD, gatewayApi, openPage, signIn, signInInAnyLanguage } from './support.ts';

// A 1×1 PNG, the smallest picture the server takes as one.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const subject = 'Kunden har betalat direkt till oss';

async function signInAsClient(page: Page, username: string) {
  await signIn(page, username);
  await page.waitForURL('/creditor');
}

const thread = (page: Page) => page.getByRole('list', { name: 'Meddelanden i samtalet' });

/** The provider's staff member, signed in through the session protocol in a browser context of their own. */
async function staffRequest(browser: Browser): Promise<{ request: APIRequestContext; csrfToken: string }> {
  const { request } = await browser.newContext();
  const csrf = async () => (await (await request.get('/api/auth/csrf')).json()).csrfToken as string;
  const credentials = { username: 'handlaggare', password: DEMO_PASSWORD, json: 'true' };
  const signedIn = await request.post('/api/auth/callback/credentials', {
    form: { csrfToken: await csrf(), callbackUrl: '/', ...credentials },
  });
  expect(signedIn.status()).toBe(200);
  // The token is bound to the session, so the signed-in session has a new one.
  return { request, csrfToken: await csrf() };
}

test.describe
  .serial('a client’s conversations with the provider', () => {
    let conversationPath = '';

    test('kund starts a conversation about a case with a file, sees it listed, reads the answer and replies', async ({
      page,
      browser,
    }) => {
      await signInAsClient(page, 'kund');
      const [demoCase] = (await gatewayApi<{ items: { caseNumber: string }[] }>(page, '/cases?pageSize=1'))
        .items;
      if (!demoCase) throw new Error('The demo client has no case');

      await page
        .getByRole('navigation', { name: 'Huvudmeny' })
        .getByRole('link', { name: 'Meddelanden' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Meddelanden' })).toBeVisible();
      await settled(page);
      await expectNoViolations(page, 'Messages');

      await page.getByRole('button', { name: 'Nytt meddelande' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nytt meddelande' });
      // Nothing is sent before the form is whole: each missing field says what it needs.
      await dialog.getByRole('button', { name: 'Skicka' }).click();
      await expect(dialog.getByText('Välj vilket ärende meddelandet gäller.')).toBeVisible();
      await expect(dialog.getByText('Skriv ett ämne.')).toBeVisible();

      await dialog.getByRole('combobox', { name: /^Ärende/ }).fill(demoCase.caseNumber);
      await page.getByRole('option', { name: new RegExp(`^${demoCase.caseNumber}`) }).click();
      await dialog.getByRole('textbox', { name: /^Ämne/ }).fill(subject);
      await dialog
        .getByRole('textbox', { name: /^Meddelande/ })
        .fill('Kunden betalade 500 kr.\nKvittot är bifogat.');
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        dialog.getByRole('button', { name: 'Bifoga filer' }).click(),
      ]);
      await chooser.setFiles({ name: 'kvitto.png', mimeType: 'image/png', buffer: png });
      await expect(dialog.getByRole('list', { name: 'Bifogade filer' })).toContainText('kvitto.png');
      await dialog.getByRole('button', { name: 'Skicka' }).click();

      // The new thread's page opens, with the message as written and its file.
      await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
      conversationPath = new URL(page.url()).pathname;
      expect(conversationPath).toMatch(/^\/creditor\/messages\/[0-9a-f-]{36}$/);
      await expect(thread(page).getByRole('listitem').first()).toContainText('Du');
      await expect(thread(page)).toContainText('Kunden betalade 500 kr.');
      await expect(page.getByRole('link', { name: `Ärende ${demoCase.caseNumber}` })).toBeVisible();

      // The provider answers; in the list the thread comes first, unread, in words.
      const staff = await staffRequest(browser);
      const [row] = (
        await gatewayApi<{ items: { conversationGuid: string; threadGuid: string }[] }>(
          page,
          '/wip/conversations/getcollectionconversations?pageSize=100',
        )
      ).items.filter((item) => conversationPath.endsWith(item.conversationGuid));
      if (!row) throw new Error('The new thread is not listed');
      const answered = await staff.request.post('/api/extgwapi/api/wip/conversations/postmessage', {
        headers: { 'x-csrf-token': staff.csrfToken },
        data: { threadGuid: row.threadGuid, message: 'Tack! Vi registrerar betalningen i ärendet.' },
      });
      expect(answered.status()).toBe(200);

      await page.getByRole('link', { name: 'Alla meddelanden' }).click();
      const table = page.getByRole('table', { name: 'Meddelanden om era ärenden och om annat' });
      const firstRow = table.getByRole('row').nth(1);
      await expect(firstRow).toContainText(subject);
      await expect(firstRow).toContainText('Nytt svar, oläst');
      await firstRow.getByRole('link', { name: subject }).click();

      // Opened, the answer is read; the thread shows both messages in order.
      await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
      await expect(page.getByText('Läst', { exact: true })).toBeVisible();
      const messages = thread(page)
        .getByRole('listitem')
        .filter({ has: page.locator('time') });
      await expect(messages).toHaveCount(2);
      await expect(messages.nth(1)).toContainText('Fordra Inkasso AB');

      // A reply that fails keeps its text and says so; trying again sends it.
      const reply = page.getByRole('textbox', { name: /^Ditt svar/ });
      await reply.fill('Bra, då väntar vi.');
      await page.route('**/wip/conversations/postmessagewithattachments', (route) => route.abort(), {
        times: 1,
      });
      await page.getByRole('button', { name: 'Skicka svar' }).click();
      await expect(page.getByRole('alert')).toContainText('Meddelandet kunde inte skickas.');
      await expect(reply).toHaveValue('Bra, då väntar vi.');
      await page.getByRole('button', { name: 'Försök igen' }).click();
      await expect(page.getByText('Ditt svar är skickat.')).toBeVisible();
      await expect(reply).toHaveValue('');
      await expect(messages).toHaveCount(3);
      await expect(messages.nth(2)).toContainText('Bra, då väntar vi.');

      // The file downloads as it was sent.
      const download = page.getByRole('link', { name: 'kvitto.png' });
      const href = await download.getAttribute('href');
      const response = await page.request.get(href ?? '');
      expect(response.status()).toBe(200);
      expect(Buffer.from(await response.body()).equals(png)).toBe(true);

      await settled(page);
      await expectNoViolations(page, 'Conversation');
    });

    test('kundlas reads the conversation but is offered no way to write', async ({ page }) => {
      await signInAsClient(page, 'kundlas');
      await openPage(page, '/creditor/messages');
      await expect(page.getByRole('heading', { level: 1, name: 'Meddelanden' })).toBeVisible();
      await expect(
        page.getByRole('table', { name: 'Meddelanden om era ärenden och om annat' }),
      ).toContainText(subject);
      await expect(page.getByRole('button', { name: 'Nytt meddelande' })).toHaveCount(0);
      await expect(page.getByText(/Du har läsbehörighet/)).toBeVisible();

      await openPage(page, conversationPath);
      await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
      await expect(thread(page)).toContainText('Bra, då väntar vi.');
      await expect(thread(page)).toContainText('En kollega på Norrsken Kredithantering AB');
      await expect(page.getByRole('textbox', { name: /^Ditt svar/ })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Skicka svar' })).toHaveCount(0);
    });

    test('kund2 finds no conversation of another client at its address, and a way back', async ({ page }) => {
      await signInAsClient(page, 'kund2');
      await openPage(page, conversationPath);
      await expect(page.getByRole('heading', { level: 1, name: 'Samtalet finns inte' })).toBeVisible();
      await expect(page.getByText(subject)).toHaveCount(0);
      await settled(page);
      await expectNoViolations(page, 'Conversation not found');
      await page.getByRole('link', { name: 'Alla meddelanden' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Meddelanden' })).toBeVisible();
    });
  });

test('kund2 writes to the provider about no case; a handler answers from the queue and kund2 reads it', async ({
  page,
  browser,
  baseURL,
}) => {
  const about = `Vårt avtal från januari (${Date.now()})`;
  await signInAsClient(page, 'kund2');
  await openPage(page, '/creditor/messages');
  await page.getByRole('button', { name: 'Nytt meddelande' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nytt meddelande' });
  const aboutGroup = dialog.getByRole('radiogroup', { name: 'Vad gäller meddelandet?' });
  await expect(aboutGroup.getByRole('radio', { name: 'Ett av era ärenden' })).toBeChecked();
  await aboutGroup.getByRole('radio', { name: /^Något annat/ }).check();
  // No case to choose, and none asked for.
  await expect(dialog.getByRole('combobox', { name: /^Ärende/ })).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Ämne' }).fill(about);
  await dialog.getByRole('textbox', { name: 'Meddelande' }).fill('Kan vi gå igenom avgifterna i avtalet?');
  await expectNoViolations(page, 'New message about no case');
  await dialog.getByRole('button', { name: 'Skicka' }).click();
  await expect(page.getByRole('heading', { level: 1, name: about })).toBeVisible();
  const clientThreadPath = new URL(page.url()).pathname;
  await openPage(page, '/creditor/messages');
  const row = page
    .getByRole('table', { name: 'Meddelanden om era ärenden och om annat' })
    .getByRole('row')
    .filter({ hasText: about });
  await expect(row).toContainText('Inget ärende');
  await expect(row).toContainText('Väntar på vårt svar');

  // The handler finds it in the queue, from the client and about no debtor, and answers it.
  const handler = await browser.newContext({
    baseURL: baseURL ?? '',
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
  });
  try {
    const staffPage = await handler.newPage();
    await signIn(staffPage, 'handlaggare');
    await staffPage.waitForURL('/staff');
    await openPage(staffPage, '/staff/conversations');
    const waiting = staffPage.getByRole('row').filter({ hasText: about });
    await expect(waiting).toContainText('Uppdragsgivare');
    await expect(waiting).toContainText('Ingen gäldenär');
    await waiting.getByRole('link', { name: about }).click();
    await expect(staffPage.getByRole('heading', { level: 1, name: about })).toBeVisible();
    const client = staffPage.getByRole('region', { name: 'Uppdragsgivare' });
    await expect(client).toContainText('Uppdragsgivaren skriver om något som inte gäller ett ärende.');
    await settled(staffPage);
    await expectNoViolations(staffPage, 'A client’s thread about no case, for staff');
    const staffThreadPath = new URL(staffPage.url()).pathname + new URL(staffPage.url()).search;
    await staffPage.getByRole('textbox', { name: 'Ditt svar' }).fill('Gärna, vi ringer er på måndag.');
    await staffPage.getByRole('button', { name: 'Skicka svar' }).click();
    await expect(staffPage.getByText('Ditt svar är skickat.')).toBeVisible();
    await workScreenshots(browser, baseURL ?? '', 'staff-client-thread', async (shot) => {
      await signInInAnyLanguage(shot, 'handlaggare');
      await openPage(shot, staffThreadPath);
    });
  } finally {
    await handler.close();
  }

  await openPage(page, clientThreadPath);
  await expect(thread(page)).toContainText('Gärna, vi ringer er på måndag.');
  await workScreenshots(browser, baseURL ?? '', 'client-thread-without-case', async (shot) => {
    await signInInAnyLanguage(shot, 'kund2');
    await openPage(shot, '/creditor/messages');
    await shot.getByRole('button', { name: /^(Nytt meddelande|New message)$/ }).click();
    await shot.getByRole('radio', { name: /^(Något annat|Something else)/ }).check();
  });
});
