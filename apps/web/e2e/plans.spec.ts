import type { PaymentPlanDetails, PlanCandidate } from '@fordra/contract';
import { type Currency, type InstalmentPlanQuote, quoteInstalmentPlan } from '@fordra/domain';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectSignedInHome, kronor, openPage, reloadPage, signIn } from './support.ts';

/*
 * Plans are made with `valuta` (its SEK case, accepted at once) and `foretag` (18 months, waiting for
 * a decision); `demo` and `plan` are only read, so the other specs' debtors stay as they are.
 */

/** A legacy call in the page's session, for the figures a test checks the screen against. */
async function soap<T>(page: Page, operation: string, body: Record<string, unknown> = {}): Promise<T> {
  const { csrfToken } = await (await page.request.get('/api/auth/csrf')).json();
  const response = await page.request.post(`/api/soap/${operation}`, {
    headers: { 'x-csrf-token': csrfToken },
    data: body,
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

const planDetails = (page: Page) => soap<PaymentPlanDetails>(page, 'getPaymentplanDetails');

/** Minor units as the Swedish portal writes them (`1 250,00 kr`), with plain spaces. */
function moneyText(minor: number, currency: Currency = 'SEK'): string {
  return new Intl.NumberFormat('sv-SE', { style: 'currency', currency })
    .format(minor / 100)
    .replace(/\s/g, ' ');
}

/** Minor units as the Swedish portal writes them, any space matching. */
const money = (minor: number, currency: Currency = 'SEK'): RegExp => kronor(moneyText(minor, currency));

/** An effective rate in tenths of a percent as the Swedish portal writes it (`13,0 %`). */
function rate(tenths: number): RegExp {
  return kronor(`${(tenths / 10).toFixed(1).replace('.', ',')} %`);
}

/** The quote the calculator must show: the domain's, over the chosen candidates. */
function quote(details: PaymentPlanDetails, chosen: PlanCandidate[], months: number): InstalmentPlanQuote {
  return quoteInstalmentPlan({
    cases: chosen.map(({ principal, interest, fees, annualRateBasisPoints }) => ({
      principal,
      interest,
      fees,
      annualRateBasisPoints,
    })),
    currency: chosen[0]?.currency ?? 'SEK',
    months,
    firstDueDate: details.firstDueDate,
  });
}

const caseBox = (page: Page, name: string | RegExp) => page.getByRole('checkbox', { name });
const monthsField = (page: Page) => page.getByRole('textbox', { name: 'Antal månader' });
const summary = (page: Page) => page.getByRole('complementary', { name: 'Din plan' });
const next = (page: Page) => page.getByRole('button', { name: 'Fortsätt' });
const send = (page: Page) => page.getByRole('button', { name: 'Godkänn villkoren och skicka ansökan' });

/** The value (`<dd>`) beside the label (`<dt>`) that starts with `label`, in a list of figures. */
function figure(scope: Locator, label: string): Locator {
  return scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}`) })
    .locator('xpath=following-sibling::dd[1]');
}

async function expectFigures(page: Page, figures: InstalmentPlanQuote) {
  const card = summary(page);
  await expect(figure(card, 'Kapitalbelopp')).toHaveText(money(figures.principal));
  await expect(figure(card, 'Ränta')).toHaveText(money(figures.interest));
  await expect(figure(card, 'Avgifter')).toHaveText(money(figures.fees));
  await expect(figure(card, 'Totalt att betala')).toHaveText(money(figures.total));
  await expect(figure(card, 'Antal månader')).toHaveText(String(figures.months));
  await expect(figure(card, 'Per månad')).toHaveText(money(figures.perMonth));
  await expect(figure(card, 'Effektiv ränta')).toHaveText(rate(figures.effectiveRateTenths));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a proposal goes from case choice to success, is accepted at once and has its first notice', async ({
  page,
}) => {
  await signIn(page, 'valuta');
  await expectSignedInHome(page, 'Sofia');
  await page
    .getByRole('navigation', { name: 'Huvudmeny' })
    .getByRole('link', { name: 'Skapa betalningsplan' })
    .click();
  await expect(page).toHaveURL('/plans/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Skapa betalningsplan' })).toBeVisible();

  const details = await planDetails(page);
  expect(details.plans).toHaveLength(0);
  const sekCase = details.candidates.find((c) => c.currency === 'SEK') as PlanCandidate;

  // Step 1: choosing the SEK case rules out the EUR case, and says why.
  await caseBox(page, /^Kvarnby Bredband AB/).check();
  await expect(caseBox(page, /^Saaristo Rahoitus Oy/)).toBeDisabled();
  await expect(
    page.getByText('Är i EUR. En plan kan bara ha ärenden i samma valuta, och du har valt ärenden i SEK.'),
  ).toBeVisible();
  await next(page).click();

  // Step 2: three months.
  await monthsField(page).fill('3');
  await monthsField(page).press('Tab');
  const figures = quote(details, [sekCase], 3);
  await expectFigures(page, figures);
  await next(page).click();

  // Step 3: the terms carry this plan's figures and the plan's costs.
  await expect(
    page.getByText(
      kronor(`Du betalar skulden med 3 delbetalningar på ${moneyText(figures.perMonth)} i månaden`),
    ),
  ).toBeVisible();
  await expect(page.getByText(kronor('Uppläggningsavgift: 170,00 kr, en gång.'))).toBeVisible();
  await expect(page.getByText(kronor('Aviavgift: 60,00 kr för varje avi'))).toBeVisible();
  await expect(page.getByText(kronor('Vi kan skicka en påminnelse. Den kostar 60,00 kr.'))).toBeVisible();
  await next(page).click();

  // Step 4: contact details from the debtor; a double click still makes one proposal.
  await expect(page.getByRole('textbox', { name: 'E-post' })).toHaveValue('sofia.karlsson@example.se');
  await expect(page.getByRole('textbox', { name: 'Mobilnummer' })).toHaveValue('');
  await send(page).dblclick();

  // Step 5.
  await expect(page.getByRole('heading', { name: 'Din betalningsplan är godkänd' })).toBeVisible();
  await expect(
    page.getByText('Din plan är godkänd. Den första avin finns bland dokumenten i ditt ärende.'),
  ).toBeVisible();
  const after = await planDetails(page);
  expect(after.plans).toHaveLength(1);
  const [plan] = after.plans;
  expect(plan).toMatchObject({
    status: 'Active',
    months: 3,
    total: figures.total,
    monthlyAmount: figures.perMonth,
  });

  // The new plan is on the active tab with its instalments.
  await page.getByRole('link', { name: 'Till dina betalningsplaner' }).click();
  await expect(page).toHaveURL('/plans');
  await expect(page.getByRole('tab', { name: 'Aktiva (1)' })).toHaveAttribute('aria-selected', 'true');
  const card = page.getByRole('article', { name: 'Plan på 3 månader' });
  await expect(card.getByText('Aktiv', { exact: true })).toBeVisible();
  await expect(card.getByText(`Kvarnby Bredband AB, ärende ${sekCase.caseNumber}`)).toBeVisible();
  await expect(card.getByText(money(figures.total)).first()).toBeVisible();
  await expect(card.getByText(rate(figures.effectiveRateTenths))).toBeVisible();
  const instalments = card.getByRole('table', { name: 'Delbetalningar' });
  await expect(instalments.getByRole('row')).toHaveCount(4);
  await expect(instalments.getByRole('row').nth(1)).toContainText('Aviserad');
  await expect(instalments.getByRole('row').nth(2)).toContainText('Kommande');

  // Its first notice is a PDF among the case's documents.
  const { documents } = await soap<{ documents: { documentGuid: string; kind: string; title: string }[] }>(
    page,
    'getHistoryDocument',
    { caseGuid: sekCase.caseGuid },
  );
  const notice = documents.find((document) => document.kind === 'instalmentNotice');
  expect(notice?.title).toContain('1/3');
  const pdf = await page.request.get(`/api/extgwapi/api/Archive/${notice?.documentGuid}`);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test("the calculator's figures follow the months and the monthly amount; a reload keeps the choice", async ({
  page,
}) => {
  await signIn(page, 'demo');
  await expectSignedInHome(page, 'Lars');
  await openPage(page, '/plans');
  await expect(page.getByText('Du har ingen aktiv betalningsplan.')).toBeVisible();
  await page.getByRole('tabpanel').getByRole('link', { name: 'Skapa betalningsplan' }).click();
  await expect(page).toHaveURL('/plans/new');

  const details = await planDetails(page);
  const chosen = details.candidates.filter((c) => c.ineligible === null).slice(0, 2);
  expect(chosen).toHaveLength(2);
  for (const candidate of chosen)
    await caseBox(page, new RegExp(`${escapeRegExp(candidate.description)}$`)).check();
  await expect(page.getByText(/^2 ärenden valda/)).toBeVisible();
  await next(page).click();

  // Half a year to begin with, then three months, then what twelve months cost a month.
  await expect(monthsField(page)).toHaveValue('6');
  await expectFigures(page, quote(details, chosen, 6));
  await monthsField(page).fill('3');
  await expectFigures(page, quote(details, chosen, 3));
  expect(quote(details, chosen, 3).perMonth).toBeGreaterThan(quote(details, chosen, 6).perMonth);
  const twelve = quote(details, chosen, 12);
  await page.getByRole('textbox', { name: 'Belopp per månad' }).fill(String(twelve.perMonth / 100));
  await expect(monthsField(page)).toHaveValue('12');
  await expectFigures(page, twelve);

  // Outside the bounds: explained, and the plan stays as it was.
  await monthsField(page).fill('30');
  await monthsField(page).press('Tab');
  await expect(page.getByText('Planen kan vara högst 24 månader.')).toBeVisible();
  await expectFigures(page, twelve);
  await page.getByRole('textbox', { name: 'Belopp per månad' }).fill('150');
  await page.getByRole('textbox', { name: 'Belopp per månad' }).press('Tab');
  await expect(page.getByText(kronor('Det lägsta beloppet per månad är 200,00 kr.'))).toBeVisible();

  // A reload keeps the cases and the months; back keeps the choice.
  await reloadPage(page);
  await expect(monthsField(page)).toHaveValue('12');
  await expectFigures(page, twelve);
  await page.getByRole('button', { name: 'Tillbaka' }).click();
  for (const candidate of chosen) {
    await expect(caseBox(page, new RegExp(`${escapeRegExp(candidate.description)}$`))).toBeChecked();
  }
});

test('a plan too long to approve at once waits for a decision; the same cases sent again are refused at the case step', async ({
  page,
  context,
}) => {
  await signIn(page, 'foretag');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Bergström Bygg & Montage AB');

  /** Goes through the wizard to the apply step: the first case over 18 months. */
  async function proposeEighteenMonths(tab: Page) {
    await openPage(tab, '/plans/new');
    await caseBox(tab, /Virke och byggskivor/).check();
    await next(tab).click();
    await monthsField(tab).fill('18');
    await monthsField(tab).press('Tab');
    await expect(figure(summary(tab), 'Antal månader')).toHaveText('18');
    await next(tab).click();
    await expect(tab.getByText(/Du betalar skulden med 18 delbetalningar/)).toBeVisible();
    await next(tab).click();
    await expect(tab.getByRole('textbox', { name: 'Mobilnummer' })).toHaveValue('073-011 22 33');
  }

  await proposeEighteenMonths(page);
  const second = await context.newPage();
  await proposeEighteenMonths(second);
  await send(second).click();
  await expect(second.getByRole('heading', { name: 'Vi har tagit emot din ansökan' })).toBeVisible();
  await expect(
    second.getByText(
      'Vi har tagit emot din ansökan. Vi bekräftar planen och skickar den första avin, eller kontaktar dig om något behöver ändras.',
    ),
  ).toBeVisible();

  // The first tab sends the same case: refused, and shown at the case step with the case now blocked.
  await send(page).click();
  await expect(
    page.getByText(
      'Ett av ärendena ingår redan i en betalningsplan eller i ett förslag som väntar på beslut. Välj ärendena igen.',
    ),
  ).toBeVisible();
  await expect(caseBox(page, /Virke och byggskivor/)).toBeDisabled();
  await expect(page.getByText('Ingår i ett förslag som väntar på vårt beslut.')).toBeVisible();

  await second.getByRole('link', { name: 'Till dina betalningsplaner' }).click();
  const card = second.getByRole('article', { name: 'Plan på 18 månader' });
  await expect(card.getByText('Väntar på beslut', { exact: true })).toBeVisible();
  await expect(card.getByText(/Vi har tagit emot förslaget/)).toBeVisible();
  const rows = card.getByRole('table', { name: 'Delbetalningar' }).getByRole('row');
  await expect(rows).toHaveCount(19);
  await expect(rows.nth(18)).toContainText('Förslag');
  const { plans } = await planDetails(page);
  expect(plans.map((plan) => plan.status)).toEqual(['Proposal']);
});

test('the plans show on two tabs with their cases, summary and instalments', async ({ page }) => {
  await signIn(page, 'plan');
  await expectSignedInHome(page, 'Erik');
  await page
    .getByRole('navigation', { name: 'Huvudmeny' })
    .getByRole('link', { name: 'Betalningsplaner' })
    .click();
  await expect(page).toHaveURL('/plans');
  const { plans, candidates } = await planDetails(page);
  const active = plans.find((plan) => plan.status === 'Active');
  const completed = plans.find((plan) => plan.status === 'Completed');
  if (!active || !completed) throw new Error('The demo debtor `plan` has an active and a completed plan');

  const card = page.getByRole('article', { name: 'Plan på 10 månader' });
  await expect(card.getByText('Aktiv', { exact: true })).toBeVisible();
  for (const item of active.cases) {
    await expect(card.getByText(`${item.creditorName}, ärende ${item.caseNumber}`)).toBeVisible();
  }
  await expect(card.getByText(money(active.total)).first()).toBeVisible();
  await expect(figure(card, 'Antal delbetalningar')).toHaveText('10');
  await expect(figure(card, 'Återstående delbetalningar')).toHaveText(String(active.remainingInstalments));
  await expect(card.getByText(rate(active.effectiveRateTenths))).toBeVisible();
  const rows = card.getByRole('table', { name: 'Delbetalningar' }).getByRole('row');
  await expect(rows).toHaveCount(11);
  await expect(rows.nth(1)).toContainText('Betald');
  await expect(rows.nth(3)).toContainText('Aviserad');

  await page.getByRole('tab', { name: 'Avslutade (1)' }).click();
  await expect(page).toHaveURL('/plans?tab=completed');
  const done = page.getByRole('article', { name: 'Plan på 4 månader' });
  await expect(done.getByText('Slutbetald', { exact: true })).toBeVisible();
  await done.getByRole('button', { name: 'Visa delbetalningarna (4)' }).click();
  await expect(done.getByRole('table', { name: 'Delbetalningar' }).getByText('Betald')).toHaveCount(4);

  // Every case is in the active plan, so a new plan can take none of them, and says why.
  await openPage(page, '/plans/new');
  await expect(page.getByText('Du har inga ärenden som kan ingå i en ny betalningsplan.')).toBeVisible();
  for (const candidate of candidates) {
    await expect(caseBox(page, new RegExp(escapeRegExp(candidate.description)))).toBeDisabled();
  }
  await expect(page.getByText('Ingår redan i en betalningsplan.')).toHaveCount(candidates.length);
  await expect(next(page)).toBeDisabled();
});
