import type { DebtorSummaryResponse, PaymentInfo, PaymentPlanDetails, QueueCounts } from '@fordra/contract';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoViolations, settleAnimations, settled } from './axe.ts';
import {
  expectSignedInHome,
  gatewayApi,
  kronor,
  legacyApi,
  openPage,
  reloadPage,
  sek,
  signIn,
} from './support.ts';

/*
 * The back office's queues, worked by `handlaggare`. Each test takes data no other spec touches:
 * `oskar`'s waiting plan proposal, `demo`'s seeded thread "Fråga om inkassoavgiften", and the seeded
 * unmatched payment with the reference 12345678; the landing test only reads.
 */

// A 1×1 PNG, the smallest picture the server takes as one.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function signInAsHandler(page: Page) {
  await signIn(page, 'handlaggare');
  await page.waitForURL('/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Hej Karin Holm, handläggare' })).toBeVisible();
}

/** A debtor in a browser context of their own, beside the handler's. */
async function debtorPage(browser: Browser, username: string, firstName: string) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, username);
  await expectSignedInHome(page, firstName);
  return page;
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Huvudmeny' });

// Each journey signs in one or two people and walks several pages: more than the default on a busy machine.
test.describe.configure({ timeout: 120_000 });

test('a handler lands on the queues: each queue’s count as the server counts it, the oldest wait, and a way in', async ({
  page,
}) => {
  await signInAsHandler(page);
  const queue = (name: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  const names: [keyof QueueCounts, string][] = [
    ['plans', 'Planförslag'],
    ['conversations', 'Meddelanden'],
    ['unmatchedPayments', 'Omatchade betalningar'],
    ['cases', 'Ärenden att hantera'],
    ['paymentFiles', 'Avvisade betalfiler'],
  ];
  // Another spec may add to a queue between the page's reading and the test's: read both again until they agree.
  await expect
    .poll(
      async () => {
        const counts = (await (await page.request.get('/api/staff/queues')).json()) as QueueCounts;
        await reloadPage(page);
        await expect(queue('Planförslag').getByText(/väntar$/)).toBeVisible({ timeout: 20_000 });
        const shown = await Promise.all(
          names.map(
            async ([, name]) =>
              (await queue(name)
                .getByText(/väntar$/)
                .textContent()) ?? '',
          ),
        );
        return names.every(([key], index) => shown[index] === `${counts[key]} väntar`);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await expect(
    queue('Planförslag').getByText(/^Den äldsta har väntat \d+ (minut|minuter|timme|timmar|dag|dagar)\./),
  ).toBeVisible();
  await expect(menu(page).getByRole('link', { name: /Planförslag/ })).toBeVisible();
  await settled(page);
  await expectNoViolations(page, 'Queues');

  // Keyboard: j moves to the first waiting thread, Enter opens it, and the thread names its debtor.
  await queue('Meddelanden').getByRole('link', { name: 'Visa listan Meddelanden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meddelanden' })).toBeVisible();
  await expect(page.getByText('Tangentbord: j/k flyttar mellan raderna, Enter öppnar.')).toBeVisible();
  await settled(page);
  await expectNoViolations(page, 'Conversations queue');
  await page.keyboard.press('j');
  const first = page.locator('[data-queue-item]').first();
  await expect(first).toBeFocused();
  const subject = (await first.textContent()) ?? '';
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Gäldenären', exact: true })).toBeVisible();

  // The cases waiting for a step, by step; each links to its case.
  await menu(page)
    .getByRole('link', { name: /Ärenden att hantera/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ärenden att hantera' })).toBeVisible();
  await page.getByRole('tab', { name: 'Bestridd' }).click();
  await expect(page).toHaveURL(/step=Disputed/);
  await settled(page);
  // Henrik Sjögren's disputed case, not his paused one.
  const disputed = page.getByRole('row').filter({ hasText: 'Henrik Sjögren' });
  await expect(disputed).toHaveCount(1);
  await expect(disputed).toContainText('Bestridd');
  await settled(page);
  await expectNoViolations(page, 'Cases to handle');
  const caseNumber = (await disputed.locator('[data-queue-item]').textContent()) ?? '';
  expect(caseNumber).toMatch(/^\d+$/);

  // Search: an identity number finds the debtor; a case number finds the case, which opens at its page.
  await menu(page).getByRole('link', { name: 'Sök' }).click();
  const box = page.getByRole('searchbox', { name: 'Sök' });
  await box.fill('19790708-5018');
  await page.getByRole('button', { name: 'Sök' }).click();
  await expect(page).toHaveURL(/q=19790708-5018/);
  const debtors = page.getByRole('region', { name: /^Gäldenärer/ });
  await expect(debtors.getByText('Henrik Sjögren')).toBeVisible();
  await expect(debtors.getByText('2 ärenden')).toBeVisible();
  await settled(page);
  await expectNoViolations(page, 'Search');
  await box.fill(caseNumber);
  await box.press('Enter');
  const cases = page.getByRole('region', { name: /^Ärenden/ });
  await expect(cases.getByRole('listitem')).toHaveCount(1);
  await cases.getByRole('link', { name: caseNumber }).click();
  await expect(page).toHaveURL(/\/staff\/cases\/[0-9a-f-]{36}$/);
});

test('a handler decides a waiting plan proposal, and the debtor sees the plan accepted', async ({
  page,
  browser,
}) => {
  await signInAsHandler(page);
  await menu(page)
    .getByRole('link', { name: /Planförslag/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Planförslag' })).toBeVisible();
  await settled(page);
  await expectNoViolations(page, 'Plan proposals');

  await page.getByRole('button', { name: 'Besluta om planförslaget från Oskar Lind' }).click();
  const dialog = page.getByRole('dialog', { name: 'Planförslag från Oskar Lind' });
  await expect(dialog.getByText('18 månader', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Fler månader än borgenären godkänner automatiskt')).toBeVisible();
  await expect(dialog.getByText('Effektiv ränta')).toBeVisible();
  // The debtor's cases with what each owes, those of the proposal marked, and their latest payments.
  const debtorCases = dialog.getByRole('region', { name: 'Gäldenärens ärenden' });
  await expect(debtorCases.getByTestId('debtor-case').first()).toBeVisible();
  await expect(debtorCases.getByText('(i förslaget)').first()).toBeVisible();
  await expect(debtorCases.getByText(/^Saldo /).first()).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Senaste betalningar' })).toBeVisible();
  await settleAnimations(page);
  await expectNoViolations(page, 'Plan decision');

  // Nothing is decided without a choice and a reason.
  await dialog.getByRole('button', { name: 'Godkänn planen' }).click();
  await expect(dialog.getByText('Välj godkänn eller avslå.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Godkänn' }).check();
  await dialog.getByRole('button', { name: 'Godkänn planen' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Motivering' })).toBeFocused();
  await dialog.getByRole('textbox', { name: 'Motivering' }).fill('Stabil inkomst, 18 månader är rimligt.');
  await dialog.getByRole('button', { name: 'Godkänn planen' }).click();
  await expect(page.getByRole('dialog', { name: 'Planförslag från Oskar Lind' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Besluta om planförslaget från Oskar Lind' })).toHaveCount(0);

  const oskar = await debtorPage(browser, 'oskar', 'Oskar');
  const { plans } = await legacyApi<PaymentPlanDetails>(oskar, 'getPaymentplanDetails');
  expect(plans.map((plan) => plan.status)).toContain('Active');
  await openPage(oskar, '/plans');
  const card = oskar.getByRole('article', { name: 'Plan på 18 månader' });
  await expect(card.getByText('Aktiv', { exact: true })).toBeVisible({ timeout: 15_000 });
});

test('a handler answers a debtor’s message with a file, and the debtor reads the answer', async ({
  page,
  browser,
}) => {
  const subject = 'Fråga om inkassoavgiften';
  const answer = `Hej Lars! Det går bra att dela upp betalningen. (${Date.now()})`;
  await signInAsHandler(page);
  await menu(page)
    .getByRole('link', { name: /Meddelanden/ })
    .click();
  await page.getByRole('link', { name: subject }).click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();

  // Who the debtor is, and the thread so far.
  const debtor = page.getByRole('region', { name: 'Gäldenären', exact: true });
  await expect(debtor.getByText('Lars Andersson', { exact: true })).toBeVisible();
  await expect(debtor.getByText('19121212-1212')).toBeVisible();
  await expect(debtor.getByText('lars.andersson@example.se')).toBeVisible();
  const thread = page.getByRole('list', { name: 'Meddelanden i samtalet' });
  await expect(thread.getByText(/Kan jag få betala resten i två omgångar/)).toBeVisible();
  await expect(page.getByText('Tangentbord: n går till nästa i kön.')).toBeVisible();
  await settled(page);
  await expectNoViolations(page, 'Conversation');

  await page.getByRole('textbox', { name: 'Ditt svar' }).fill(answer);
  await page
    .getByTestId('message-attachments')
    .setInputFiles({ name: 'avbetalning.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: 'Skicka svar' }).click();
  await expect(page.getByText('Ditt svar är skickat.')).toBeVisible();
  await expect(thread.getByText(answer)).toBeVisible();
  await expect(thread.getByRole('link', { name: 'avbetalning.png' })).toBeVisible();

  // The thread has left the queue.
  await page.getByRole('link', { name: 'Alla meddelanden som väntar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meddelanden' })).toBeVisible();
  await expect(page.getByRole('link', { name: subject })).toHaveCount(0);

  const demo = await debtorPage(browser, 'demo', 'Lars');
  await openPage(demo, '/contact');
  await expect(demo.getByText(answer)).toBeVisible();
  await expect(demo.getByText('avbetalning.png')).toBeVisible();
});

test('a handler places an unmatched payment on a debtor’s case, and the debtor’s total drops by its amount', async ({
  page,
  browser,
}) => {
  const amount = 25_000;
  const demo = await debtorPage(browser, 'demo', 'Lars');
  const { cases } = await gatewayApi<PaymentInfo>(demo, '/debtoraccess/paymentinfo');
  const target = cases.find((info) => info.currency === 'SEK' && info.amountToPay > amount);
  if (!target) throw new Error('demo has no SEK case owing more than the payment');
  const sekTotal = async () =>
    (await legacyApi<DebtorSummaryResponse>(demo, 'getDebtorSummary')).totals.find(
      (total) => total.currency === 'SEK',
    )?.total ?? 0;
  const before = await sekTotal();

  await signInAsHandler(page);
  await menu(page)
    .getByRole('link', { name: /Omatchade betalningar/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Omatchade betalningar' })).toBeVisible();
  await settled(page);
  await expectNoViolations(page, 'Unmatched payments');
  const place = page.getByRole('button', { name: 'Placera på ett ärende: 250,00 kr, referens 1234 5678' });
  await place.click();
  const dialog = page.getByRole('dialog', { name: 'Placera betalningen på ett ärende' });
  await dialog.getByRole('searchbox', { name: 'Sök ärende' }).fill(target.caseNumber);
  const choice = dialog.getByRole('radio', { name: new RegExp(`^${target.caseNumber},`) });
  await expect(choice).toBeVisible();
  await settleAnimations(page);
  await expectNoViolations(page, 'Place a payment');
  await choice.check();
  await dialog
    .getByRole('textbox', { name: 'Motivering' })
    .fill('Betalaren skrev fel OCR-nummer; beloppet stämmer med ärendet.');
  await dialog.getByRole('button', { name: 'Placera betalningen' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText(kronor(`250,00 kr är placerad på ärende ${target.caseNumber}.`))).toBeVisible();
  await expect(place).toHaveCount(0);

  // The payment counts from the day it was paid, 12 days ago: the interest of those days on what it
  // paid off is no longer owed either, a few öre beside its amount.
  await expect
    .poll(
      async () => {
        const drop = before - (await sekTotal());
        return drop >= amount && drop < amount + amount / 100;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  await reloadPage(demo);
  await expect(demo.getByText(sek(await sekTotal())).first()).toBeVisible();
});
