import { expect, type Page, test } from '@playwright/test';
import { expectNoViolations, settled } from './axe.ts';
import { catalogueText, gatewayApi, openPage, reloadPage, sek, signIn } from './support.ts';

type Chart = { series: { key: string; points: { x: string; y: number }[] }[] };

const chart = (page: Page, name: string) =>
  gatewayApi<Chart>(page, `/wip/reporting/getchartdata/${name}?months=12&currency=SEK`);
const points = (data: Chart, key: string) => data.series.find((series) => series.key === key)?.points ?? [];
const text = (language: string, key: string) => catalogueText(language, 'creditor-dashboard', key);

/** A key figure's card, found by its label. */
const figure = (page: Page, label: string) => page.getByRole('listitem').filter({ hasText: label });

/** A chart's section, found by its heading. */
const chartSection = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** The dashboard is drawn: its figures are in and every chart has drawn its bars or its gauge. */
async function dashboardRendered(page: Page) {
  await settled(page);
  // A month without payments has a bar of no height, which is not visible: wait for one with height
  // (the first of the twelve months is such a month on some days of the seed's data).
  await expect(page.locator('.MuiBarChart-element:not([height="0"])').first()).toBeVisible();
  await expect(page.locator('.MuiGauge-valueArc')).toBeVisible();
  await settled(page);
}

test('a client user signs in on the sign-in page and lands on the overview, its figures drawn from the data', async ({
  page,
}) => {
  await signIn(page, 'kund');
  await expect(page).toHaveURL(/\/creditor$/);
  await expect(page.getByRole('heading', { level: 1, name: text('sv', 'title') })).toBeVisible();
  await dashboardRendered(page);

  // The figures on screen are those of the data as the page read it: another journey may register a
  // payment or a case meanwhile, so compare again after a reload until both are read at rest.
  let collected: { x: string; y: number }[] = [];
  let attempt = 0;
  await expect(async () => {
    if (attempt++ > 0) {
      await reloadPage(page);
      await dashboardRendered(page);
    }
    collected = points(await chart(page, 'collected-per-month'), 'collected');
    const outstanding = points(await chart(page, 'outstanding-by-stage'), 'outstanding');
    const total = outstanding.reduce((sum, point) => sum + point.y, 0);
    expect(total).toBeGreaterThan(0);
    await expect(figure(page, text('sv', 'figures.collectedThisMonth.label'))).toContainText(
      sek(collected.at(-1)?.y ?? Number.NaN),
      { timeout: 2_000 },
    );
    await expect(figure(page, text('sv', 'figures.outstanding.label'))).toContainText(sek(total), {
      timeout: 2_000,
    });
  }).toPass({ timeout: 45_000 });
  const thisMonth = collected.at(-1);
  if (!thisMonth) throw new Error('The chart has no current month');

  // Each month of the year is a bar; its table says the same in words.
  const section = chartSection(page, text('sv', 'charts.collected-per-month.title'));
  await expect(section.locator('.MuiBarChart-element')).toHaveCount(collected.length);
  await section.getByRole('switch', { name: text('sv', 'showAsTable') }).check();
  await expect(section.locator('.MuiBarChart-element')).toHaveCount(0);
  const month = new Intl.DateTimeFormat('sv-SE', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${thisMonth.x}-01T00:00:00Z`),
  );
  const row = section.getByRole('row', { name: new RegExp(`^${month}`) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(sek(thisMonth.y));

  // The cases waiting on the client: counted by the cases list, and a link to that list filtered.
  const disputed = await gatewayApi<{ total: number }>(page, '/cases?status=Disputed&pageSize=1');
  const waiting = figure(page, text('sv', 'figures.waiting.label'));
  await expect(waiting).toContainText(String(disputed.total));
  await expect(waiting.getByRole('link', { name: text('sv', 'figures.waiting.link') })).toHaveAttribute(
    'href',
    '/creditor/cases?status=Disputed',
  );
});

test('the overview has no accessibility faults in Swedish or English', async ({ page }) => {
  await signIn(page, 'kund');
  await expect(page).toHaveURL(/\/creditor$/);
  await dashboardRendered(page);
  await expectNoViolations(page, 'creditor dashboard (sv)');

  await openPage(page, '/creditor?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'title') })).toBeVisible();
  await dashboardRendered(page);
  await expect(figure(page, text('en', 'figures.outstanding.label'))).toBeVisible();
  await expectNoViolations(page, 'creditor dashboard (en)');

  // The tables shown instead of the charts pass too.
  for (const name of ['collected-per-month', 'outstanding-by-age']) {
    const section = chartSection(page, text('en', `charts.${name}.title`));
    await section.getByRole('switch', { name: text('en', 'showAsTable') }).check();
    await expect(section.getByRole('table')).toBeVisible();
  }
  await expectNoViolations(page, 'creditor dashboard as tables (en)');
});

test('a debtor who opens the overview is sent to their own home, a client user who opens home to the overview', async ({
  browser,
}) => {
  const debtor = await browser.newPage();
  await signIn(debtor, 'demo');
  await expect(debtor).toHaveURL(/\/$/);
  await openPage(debtor, '/creditor');
  await expect(debtor).toHaveURL(/\/$/);
  await expect(debtor.getByRole('heading', { level: 1, name: /^Välkommen/ })).toBeVisible();
  await debtor.close();

  const client = await browser.newPage();
  await signIn(client, 'kund');
  await expect(client).toHaveURL(/\/creditor$/);
  await openPage(client, '/');
  await expect(client).toHaveURL(/\/creditor$/);
  await expect(client.getByRole('heading', { level: 1, name: text('sv', 'title') })).toBeVisible();
  await client.close();
});
