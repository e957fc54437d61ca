/// <reference lib="dom" />
import type { CaseDetails } from '@fordra/contract';
import { expect, type Page, test } from '@playwright/test';
import { expectNoViolations, settleAnimations, settled } from './axe.ts';
import { signInWith, workScreenshots } from './journey-screenshots.ts';
import { catalogueText, DEMO_PASSWORD, legacyApi, openPage, signIn, staffRequest } from './support.ts';

/*
 * What the back office shows beside a decision (issue 44, items 11 and 13): a thread with its case, its
 * debtor's cases and balances and the subject the debtor gave each message (`foretag` writes about a
 * case of its own, which no other journey's thread is about); the ledger scrolling sideways on a phone
 * with a cue; OCR numbers as the debtor's pages write them; the payment files received and the audit log.
 */

test.describe.configure({ timeout: 120_000 });

const queues = (key: string) => catalogueText('sv', 'staff-queues', key);
const caseText = (key: string) => catalogueText('sv', 'staff-case', key);
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

/** Signs in a member of staff on the sign-in page in whatever language it is shown. */
async function signInAsStaff(page: Page, username = 'handlaggare') {
  await signInWith(page, username, DEMO_PASSWORD);
  await page.waitForURL('/staff');
}

type StaffThread = {
  conversationGuid: string;
  threadGuid: string;
  subject: string;
  caseGuid: string | null;
};

test('a thread links to its case, keeps the subject of each message and shows the debtor’s balances', async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = Date.now();
  const first = `Faktura för bygget (${stamp})`;
  const later = `Ny adress för fakturor (${stamp})`;
  await signIn(page, 'foretag');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Bergström Bygg & Montage AB');
  const { cases } = await legacyApi<{ cases: CaseDetails[] }>(page, 'getCaseDetails');
  const about = cases.find((item) => item.isActive);
  if (!about) throw new Error('foretag has an active case');
  // Two messages about one case: the second joins the first's thread, under a subject of its own.
  const { csrfToken } = await (await page.request.get('/api/auth/csrf')).json();
  for (const [subject, message] of [
    [first, 'Vi vill veta vad fakturan gäller.'],
    [later, 'Skicka fakturorna till Byggvägen 4 i fortsättningen.'],
  ] as const) {
    const sent = await page.request.post('/api/extgwapi/api/debtoraccess/usermessages', {
      headers: { 'x-csrf-token': csrfToken },
      data: { casenumber: about.caseNumber, subject, message, email: 'ekonomi@bergstrom.example.se' },
    });
    expect(sent.status(), await sent.text()).toBe(200);
  }

  const staff = await staffRequest(browser);
  const listed = await staff.request.get('/api/extgwapi/api/wip/conversations/getcollectionconversations');
  const { conversations } = (await listed.json()) as { conversations: StaffThread[] };
  await staff.request.dispose();
  const thread = conversations.find((item) => item.subject === first);
  if (!thread) throw new Error('foretag’s thread is listed');
  expect(thread.caseGuid).toBe(about.caseGuid);
  const threadPath = `/staff/conversations/${thread.conversationGuid}?thread=${thread.threadGuid}`;

  const handler = await (await browser.newContext()).newPage();
  await signInAsStaff(handler);
  await openPage(handler, threadPath);
  await expect(handler.getByRole('heading', { level: 1, name: first })).toBeVisible();
  // The later message's own subject is kept beside its text.
  const messages = handler.getByRole('list', { name: queues('conversation.thread') });
  await expect(messages.getByTestId('message-subject')).toHaveText([later]);
  // The debtor's cases, this one marked, each with what it owes today.
  const debtorCases = handler.getByRole('region', { name: queues('overview.cases') });
  const thisCase = debtorCases.getByTestId('debtor-case').filter({ hasText: about.caseNumber });
  await expect(thisCase.getByText(queues('overview.thisOne'))).toBeVisible();
  await expect(thisCase.getByText(/^Saldo /)).toBeVisible();
  await expect(debtorCases.getByTestId('debtor-case')).toHaveCount(cases.length);
  await expect(handler.getByRole('region', { name: queues('overview.payments') })).toBeVisible();
  await settled(handler);
  await expectNoViolations(handler, 'Conversation with the debtor’s cases');
  // The way to the debtor's every case, and to this one.
  await expect(
    handler.getByRole('link', {
      name: fill(queues('conversation.debtorLink'), { name: 'Bergström Bygg & Montage AB' }),
    }),
  ).toHaveAttribute('href', /\/staff\/search\?q=/);
  await handler
    .getByRole('main')
    .getByRole('link', { name: fill(queues('conversation.case'), { caseNumber: about.caseNumber }) })
    .first()
    .click();
  await expect(handler).toHaveURL(`/staff/cases/${about.caseGuid}`);

  await workScreenshots(browser, baseURL ?? '', 'staff-conversation', async (shot) => {
    await signInAsStaff(shot);
    await openPage(shot, threadPath);
  });
});

test('the ledger scrolls sideways on a phone with a cue, and the page keeps its width', async ({
  page,
  baseURL,
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsStaff(page);
  // The demo's first debtor's case with a payment on it, found as a handler finds it.
  await openPage(page, '/staff/search?q=19121212-1212');
  await page
    .getByRole('region', { name: /^Ärenden/ })
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/staff\/cases\/[0-9a-f-]{36}$/);
  await settled(page);
  const hint = page.getByTestId('scroll-hint');
  await expect(hint).toHaveText(caseText('ledger.scrollHint'));
  const cue = page.getByTestId('scroll-cue');
  await expect(cue).toHaveAttribute('data-more-end', 'true');
  await expect(cue).toHaveAttribute('data-more-start', 'false');
  // The page itself does not scroll sideways: only the ledger's region does.
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: document.documentElement.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.window);
  const region = cue.getByRole('region');
  await region.evaluate((element) => {
    element.scrollLeft = element.scrollWidth;
  });
  await expect(cue).toHaveAttribute('data-more-end', 'false');
  await expect(cue).toHaveAttribute('data-more-start', 'true');
  // At a desktop's width the ledger fits: no hint.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(hint).toHaveCount(0);
  // The OCR number and the bankgiro as the debtor's pages write them.
  await expect(page.getByText(/^\d{4} \d{4}/).first()).toBeVisible();
  await expect(page.getByText(/^\d{3,4}-\d{4}$/).first()).toBeVisible();
  const casePath = new URL(page.url()).pathname;

  await workScreenshots(browser, baseURL ?? '', 'staff-ledger', async (shot) => {
    await signInAsStaff(shot);
    await openPage(shot, casePath);
  });
});

test('the unmatched payments show each reference once, grouped as an OCR number', async ({
  page,
  baseURL,
  browser,
}) => {
  await signInAsStaff(page);
  await openPage(page, '/staff/unmatched-payments');
  await settled(page);
  const table = page.getByRole('table', { name: queues('payments.caption') });
  // The demo's payment with the reference 12345678, unless a journey placed it already.
  const row = table.getByRole('row').filter({ hasText: '1234 5678' });
  if ((await row.count()) > 0) {
    await expect(row.getByText('1234 5678', { exact: true })).toHaveCount(1);
    await expect(row.getByText('12345678')).toHaveCount(0);
  }
  await settleAnimations(page);

  await workScreenshots(browser, baseURL ?? '', 'staff-unmatched', async (shot) => {
    await signInAsStaff(shot);
    await openPage(shot, '/staff/unmatched-payments');
  });
  await workScreenshots(browser, baseURL ?? '', 'staff-payment-files', async (shot) => {
    await signInAsStaff(shot);
    await openPage(shot, '/staff/payment-files');
  });
  await workScreenshots(browser, baseURL ?? '', 'staff-audit-log', async (shot) => {
    await signInAsStaff(shot, 'chef');
    await openPage(shot, '/staff/audit-log');
  });
});

test('a plan decision shows the debtor’s cases and payments (screenshots)', async ({ browser, baseURL }) => {
  const into = process.env.JOURNEY_SCREENSHOTS;
  test.skip(!into, 'only when screenshots are asked for');
  for (const language of ['sv', 'en'] as const) {
    const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
    await context.addCookies([{ name: 'fordra.lang', value: language, url: baseURL ?? '' }]);
    const page = await context.newPage();
    await signInAsStaff(page);
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await openPage(page, '/staff/plans');
      await settled(page);
      const open = page.locator('[data-queue-item]').first();
      if ((await open.count()) === 0) break;
      await open.click();
      await expect(page.getByRole('dialog').getByTestId('debtor-case').first()).toBeVisible();
      await settleAnimations(page);
      await page.screenshot({
        path: `${into}/staff-plan-decision-${language}-${viewport.width}.png`,
        fullPage: true,
      });
      await page.getByRole('dialog').getByTestId('debtor-case').first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${into}/staff-plan-decision-cases-${language}-${viewport.width}.png` });
    }
    await context.close();
  }
});
