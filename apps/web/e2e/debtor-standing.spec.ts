/// <reference lib="dom" />
import { mkdirSync } from 'node:fs';
import type { CaseDetails, PaymentInfo } from '@fordra/contract';
import { groupForReading, kronorString, stockholmDateTime } from '@fordra/domain';
import { expect, type Page, test } from '@playwright/test';
import {
  catalogueText,
  DEMO_PASSWORD,
  decodeQrCanvas,
  gatewayApi,
  legacyApi,
  openPage,
  sek,
  signIn,
  staffRequest,
  untilUsable,
} from './support.ts';

/*
 * Where a debtor stands when the answer is not "pay this case now" (issue 44, items 1–6): a plan's
 * next instalment, a disputed or paused case, the account's language, invoices only, replies from us,
 * and the smaller things. `plan`, `tvist`, `faktura` and `amal` are only read; `demo` gets a reply and
 * `oskar` a payment registered by hand, which no other journey reads.
 */

const menu = (page: Page) => page.getByRole('navigation', { name: 'Huvudmeny' });

/** Waits for Home after sign-in: the portal's first page loads its code, slowly on a busy machine. */
async function expectHome(page: Page, name: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
  await untilUsable(page);
}

test('in a plan, Home, the case and the plan ask for the next instalment with its own OCR reference', async ({
  page,
}) => {
  await signIn(page, 'plan');
  await expectHome(page, 'Välkommen, Erik');
  const info = await gatewayApi<PaymentInfo>(page, '/debtoraccess/paymentinfo');
  const [instalment] = info.instalments;
  if (!instalment) throw new Error('the plan has an instalment to pay');
  // The instalment's own reference (instalment_reference_seq), not one of its cases'.
  const caseReferences = info.cases.map((item) => item.ocrReference);
  expect(caseReferences).not.toContain(instalment.ocrReference);
  const ocr = groupForReading(instalment.ocrReference);
  const title = `Avbetalning ${instalment.sequence} av ${instalment.months}`;

  const homeCard = page.getByRole('region', { name: title });
  await expect(homeCard.getByText(sek(instalment.amountToPay)).first()).toBeVisible();
  await expect(homeCard.getByText(ocr, { exact: true }).first()).toBeVisible();
  await expect(homeCard.getByText(/Du får betala mer än avbetalningen/)).toBeVisible();
  // Swish is filled in for the instalment, with its OCR reference as the message.
  const qr = homeCard.locator('canvas');
  await expect.poll(() => decodeQrCanvas(qr)).toContain(instalment.ocrReference);
  expect(await decodeQrCanvas(qr)).toContain(kronorString(instalment.amountToPay));
  // The cases in the plan are not asked for in full.
  for (const planCase of instalment.cases) {
    await expect(page.getByRole('region', { name: planCase.creditorName })).toHaveCount(0);
  }

  const [planCase] = instalment.cases;
  if (!planCase) throw new Error('the plan has cases');
  await openPage(page, `/cases/${planCase.caseGuid}`);
  const caseCard = page.getByRole('region', { name: 'Din nästa avbetalning' });
  await expect(caseCard.getByText(ocr, { exact: true }).first()).toBeVisible();
  await expect(caseCard.getByText(sek(instalment.amountToPay)).first()).toBeVisible();
  await expect(page.getByText(/Ärendet ingår i din avbetalningsplan/)).toBeVisible();

  await openPage(page, '/plans');
  const planCard = page.getByRole('region', { name: title });
  await expect(planCard.getByText(ocr, { exact: true }).first()).toBeVisible();
  await expect(planCard.getByText('Bankgironummer')).toBeVisible();
});

test('a disputed case says since when and what comes next, and asks for no payment; a paused one says until when', async ({
  page,
}) => {
  await signIn(page, 'tvist');
  await expectHome(page, 'Välkommen, Henrik');
  const { cases } = await legacyApi<{ cases: CaseDetails[] }>(page, 'getCaseDetails');
  const disputed = cases.find((item) => item.status === 'Disputed');
  const paused = cases.find((item) => item.pause !== null);
  if (!disputed || !paused) throw new Error('tvist has a disputed and a paused case');
  // Home asks for the paused case, not the disputed one, and says why.
  await expect(page.getByRole('region', { name: disputed.creditorName })).toHaveCount(0);
  await expect(
    page.getByRole('link', { name: new RegExp(`Ärende ${disputed.caseNumber} .* är bestritt`) }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: paused.creditorName })).toBeVisible();

  await page.getByRole('link', { name: new RegExp(`Ärende ${disputed.caseNumber} .* är bestritt`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: disputed.creditorName })).toBeVisible();
  await expect(page.getByText(/^Ärendet är bestritt sedan \d/)).toBeVisible();
  await expect(page.getByText(/inga nya påminnelser.*utreder saken med/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Betala ärendet' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Visa betalningsuppgifterna ändå' }).click();
  await expect(page.getByRole('region', { name: 'Betala ärendet' })).toBeVisible();

  await openPage(page, `/cases/${paused.caseGuid}`);
  await expect(page.getByText(/^Ärendet är pausat från .+ till .+/)).toBeVisible();
  await expect(page.getByText(/fortsätter ärendet där det var/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Betala ärendet' })).toBeVisible();
});

test('the language the account keeps is the portal’s after sign-in, on another device too', async ({
  browser,
}) => {
  // amal's letters are in Arabic: a browser that never saw her opens her portal in Arabic.
  const device = await browser.newContext();
  const page = await device.newPage();
  await signIn(page, 'amal');
  // The name is a bidi isolate in the Arabic text.
  const greeting = catalogueText('ar', 'home', 'welcome').split('{{name}}')[0] ?? '';
  await expectHome(page, new RegExp(`^${greeting}.*Amal`));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The next page comes from the server, in the same language.
  await openPage(page, '/cases');
  await expect(
    page.getByRole('heading', { level: 1, name: catalogueText('ar', 'cases', 'title') }),
  ).toBeVisible();
  await device.close();
});

test('invoices only: Cases lists the invoices with their payments, Payments their payments, the menu only what applies', async ({
  page,
}) => {
  await signIn(page, 'faktura');
  await expectHome(page, 'Välkommen, Maria');
  await expect(menu(page).getByRole('link', { name: 'Ärendedetaljer' })).toHaveCount(0);
  await expect(menu(page).getByRole('link', { name: 'Betalningsplaner' })).toHaveCount(0);
  await expect(menu(page).getByRole('link', { name: 'Skapa betalningsplan' })).toHaveCount(0);

  await menu(page).getByRole('link', { name: 'Ärenden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ärenden' })).toBeVisible();
  await expect(page.getByText('Dina obetalda fakturor står längre ned på sidan.')).toBeVisible();
  const invoices = page.getByRole('region', { name: 'Fakturor' });
  const paid = invoices.getByRole('listitem').filter({ hasText: 'NE-24-7544' });
  await expect(paid.getByText('Betald', { exact: true })).toBeVisible();
  await expect(paid.getByText(new RegExp(`${sek(45_000).source} betalt`))).toBeVisible();
  await expect(
    invoices.getByRole('listitem').filter({ hasText: 'NE-24-8811' }).getByText('Obetald'),
  ).toBeVisible();

  await menu(page).getByRole('link', { name: 'Betalningar' }).click();
  const payments = page.getByRole('region', { name: 'Betalningar av fakturor' });
  await expect(payments.getByText(/Faktura NE-24-7544, betald/)).toBeVisible();
  await expect(payments.getByText(sek(45_000))).toBeVisible();
});

test('a reply from us is counted in the menu and told on Home until the conversation is read', async ({
  page,
  browser,
}) => {
  // A question of demo's own, so that the seeded one still waits for the handler's journey.
  const subject = `Fråga om delbetalning (${Date.now()})`;
  await signIn(page, 'demo');
  await expectHome(page, 'Välkommen, Lars');
  const { csrfToken } = await (await page.request.get('/api/auth/csrf')).json();
  const sent = await page.request.post('/api/extgwapi/api/debtoraccess/usermessages', {
    headers: { 'x-csrf-token': csrfToken },
    data: {
      subject,
      message: 'Kan jag dela upp betalningen?',
      email: 'lars.andersson@example.se',
      attachments: [],
    },
  });
  expect(sent.status(), await sent.text()).toBeLessThan(300);
  const staff = await staffRequest(browser);
  const listed = await staff.request.get('/api/extgwapi/api/wip/conversations/getcollectionconversations');
  const { conversations } = (await listed.json()) as {
    conversations: { threadGuid: string; subject: string; debtor: { name: string } }[];
  };
  const thread = conversations.find((item) => item.subject === subject);
  if (!thread) throw new Error('demo has a conversation');
  const reply = `Ja, det går bra att dela upp det. (${Date.now()})`;
  const posted = await staff.request.post('/api/extgwapi/api/wip/conversations/postmessage', {
    headers: { 'x-csrf-token': staff.csrfToken },
    data: { threadGuid: thread.threadGuid, message: reply },
  });
  expect(posted.status()).toBe(200);
  await staff.request.dispose();

  await page.goto('/');
  await expectHome(page, 'Välkommen, Lars');
  await expect(
    page.getByText('Vi har svarat på ditt meddelande, och du har inte läst svaret än.'),
  ).toBeVisible();
  await expect(menu(page).getByLabel('Olästa svar: 1')).toBeVisible();

  await page.getByRole('link', { name: 'Läs svaret' }).click();
  const answered = page.getByRole('listitem').filter({ hasText: reply }).last();
  await expect(answered).toContainText('Nytt');
  await expect(menu(page).getByLabel('Olästa svar: 1')).toHaveCount(0);

  await menu(page).getByRole('link', { name: 'Start' }).click();
  await expectHome(page, 'Välkommen, Lars');
  await expect(page.getByText('Vi har svarat på ditt meddelande')).toHaveCount(0);
  // Read is kept by the server: a new sign-in does not bring it back.
  await openPage(page, '/contact');
  await expect(page.getByText(reply)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: reply }).last()).not.toContainText('Nytt');
});

test('smaller: case cards link to their case, Case details says which it chose, phones as written, payments by hand', async ({
  page,
  browser,
}) => {
  await signIn(page, 'demo');
  await expectHome(page, 'Välkommen, Lars');
  await untilUsable(page);
  await page
    .getByRole('region', { name: 'Kvarnby Bredband AB' })
    .getByRole('link', { name: 'Kvarnby Bredband AB' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kvarnby Bredband AB' })).toBeVisible();

  await menu(page).getByRole('link', { name: 'Ärendedetaljer' }).click();
  await expect(
    page.getByText('Du har flera aktuella ärenden. Här visas det som har väntat längst på betalning.'),
  ).toBeVisible();

  await menu(page).getByRole('link', { name: 'Inställningar' }).click();
  // As written in the contact details and in the SMS notifications' card, never in E.164.
  const contact = page.getByRole('region', { name: 'Kontaktuppgifter' });
  await expect(contact.getByText('070-123 45 67', { exact: true })).toBeVisible();
  const sms = page.getByRole('region', { name: 'Aviseringar' }).getByRole('region', { name: 'Sms' });
  await expect(sms.getByText('070-123 45 67', { exact: true })).toBeVisible();
  await expect(page.getByText('+46701234567')).toHaveCount(0);

  // A payment a handler registers by hand carried no OCR number: it is not shown as one.
  const other = await browser.newContext();
  const oskar = await other.newPage();
  await signIn(oskar, 'oskar');
  await expectHome(oskar, 'Välkommen, Oskar');
  const { cases } = await legacyApi<{ cases: CaseDetails[] }>(oskar, 'getCaseDetails');
  const target = cases.find((item) => item.creditorName === 'Kvarnby Bredband AB');
  if (!target) throw new Error('oskar has a Kvarnby case');
  const staff = await staffRequest(browser);
  const registered = await staff.request.post(`/api/staff/cases/${target.caseGuid}/payments`, {
    headers: { 'x-csrf-token': staff.csrfToken },
    data: {
      amount: 10_000,
      paymentDate: stockholmDateTime(new Date()).date,
      reference: '7350',
      reason: 'Kontant betalning i receptionen',
    },
  });
  expect(registered.status()).toBeLessThan(300);
  await staff.request.dispose();
  await openPage(oskar, '/payments');
  const row = oskar.getByRole('row').filter({ hasText: sek(10_000) });
  await expect(row.getByText('Registrerad av oss')).toBeVisible();
  await expect(row.getByText('7350')).toHaveCount(0);
  await other.close();
});

/*
 * Screens of each item at phone and desktop widths in Swedish and Arabic, for a person to look at:
 * `SHOTS_DIR=/path E2E_PORT=… npx playwright test … -g screens`.
 */
const shotsDir = process.env.SHOTS_DIR;
const shots: { name: string; user: string; path: (page: Page) => Promise<string>; focus?: RegExp }[] = [
  { name: '1-plan-home', user: 'plan', path: async () => '/', focus: /^(Avbetalning|القسط) .?3/ },
  { name: '1-plan-plans', user: 'plan', path: async () => '/plans', focus: /^(Avbetalning|القسط) .?3/ },
  {
    name: '1-plan-case',
    user: 'plan',
    path: async (page) =>
      `/cases/${(await gatewayApi<PaymentInfo>(page, '/debtoraccess/paymentinfo')).instalments[0]?.cases[0]?.caseGuid}`,
    focus: /^(Din nästa avbetalning|قسطك التالي)$/,
  },
  {
    name: '2-disputed-case',
    user: 'tvist',
    path: async (page) =>
      `/cases/${(await legacyApi<{ cases: CaseDetails[] }>(page, 'getCaseDetails')).cases.find((c) => c.status === 'Disputed')?.caseGuid}`,
  },
  {
    name: '2-paused-case',
    user: 'tvist',
    path: async (page) =>
      `/cases/${(await legacyApi<{ cases: CaseDetails[] }>(page, 'getCaseDetails')).cases.find((c) => c.pause)?.caseGuid}`,
  },
  { name: '2-tvist-home', user: 'tvist', path: async () => '/', focus: /^(Så betalar du|طريقة الدفع)$/ },
  { name: '3-amal-home', user: 'amal', path: async () => '/' },
  { name: '4-faktura-cases', user: 'faktura', path: async () => '/cases', focus: /^(Fakturor|الفواتير)$/ },
  { name: '4-faktura-payments', user: 'faktura', path: async () => '/payments' },
  { name: '5-demo-home', user: 'demo', path: async () => '/' },
  {
    name: '5-demo-contact',
    user: 'demo',
    path: async () => '/contact',
    focus: /^(Dina meddelanden|رسائلك)$/,
  },
  { name: '6-demo-current-case', user: 'demo', path: async () => '/cases/current' },
  {
    name: '6-demo-settings',
    user: 'demo',
    path: async () => '/settings',
    focus: /^(Kontaktuppgifter|بيانات الاتصال)$/,
  },
  { name: '6-oskar-payments', user: 'oskar', path: async () => '/payments' },
];

test('screens of each item, at 390 and 1440 px, in Swedish and Arabic', async ({ browser }) => {
  test.skip(!shotsDir, 'SHOTS_DIR names where the screens go');
  test.setTimeout(1_200_000);
  const dir = shotsDir ?? '';
  mkdirSync(dir, { recursive: true });
  // A reply from us that demo has not read, for Home and the menu to tell.
  const staff = await staffRequest(browser);
  const { conversations } = (await (
    await staff.request.get('/api/extgwapi/api/wip/conversations/getcollectionconversations')
  ).json()) as { conversations: { threadGuid: string; subject: string }[] };
  const thread = conversations.find((item) => item.subject === 'Fråga om inkassoavgiften');
  for (const language of ['sv', 'ar']) {
    for (const width of [390, 1440]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await context.addCookies([
        { name: 'fordra.lang', value: language, url: test.info().project.use.baseURL ?? '' },
      ]);
      for (const user of [...new Set(shots.map((shot) => shot.user))]) {
        const page = await context.newPage();
        await page.goto('/auth/signin');
        await page.locator('input[name="username"]').fill(user);
        await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
        await page.locator('button[type="submit"]').click();
        await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
        for (const shot of shots.filter((item) => item.user === user)) {
          if (shot.name === '5-demo-home' && thread) {
            await staff.request.post('/api/extgwapi/api/wip/conversations/postmessage', {
              headers: { 'x-csrf-token': staff.csrfToken },
              data: { threadGuid: thread.threadGuid, message: 'Ja, det går bra att dela upp det.' },
            });
          }
          await openPage(page, await shot.path(page));
          await page.waitForLoadState('networkidle');
          // On a phone the part the item is about, in one screenful; on a computer the whole page.
          const phone = width < 600;
          if (phone && shot.focus) await page.getByText(shot.focus).first().scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${dir}/${shot.name}-${language}-${width}.png`, fullPage: !phone });
        }
        await page.close();
        await context.clearCookies();
        await context.addCookies([
          { name: 'fordra.lang', value: language, url: test.info().project.use.baseURL ?? '' },
        ]);
      }
      await context.close();
    }
  }
  await staff.request.dispose();
});
