/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoViolations, settleAnimations, settled } from './axe.ts';
import { catalogueText, chooseOption, openPage, sek, signIn } from './support.ts';

const sample = new URL(
  '../../../packages/domain/test-data/bgmax/bankgirot-sample-bgmax.txt',
  import.meta.url,
);
/** A client no other journey changes; its policy is set back at the end of the journey that changes it. */
const clientName = 'Sjöbris Fastigheter AB';

const text = (key: string) => catalogueText('sv', 'staff-admin', key);
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

type ImportReport = {
  payments: number;
  amount: number;
  matched: number;
  invoices: number;
  unmatched: number;
  duplicates: number;
  deductions: number;
  deducted: number;
  deposits: { amount: number; registered: number }[];
};

async function signInAsStaff(page: Page, username: string) {
  await signIn(page, username);
  await page.waitForURL('/staff');
}

/** The value beside a label in a label-and-value list. */
function detailValue(scope: Locator, label: string): Locator {
  const exact = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  return scope.locator('dt', { hasText: exact }).locator('xpath=following-sibling::dd[1]');
}

/** Chooses a file in the page's file picker and waits for the server's answer to the upload. */
async function upload(page: Page, file: { name: string; buffer: Buffer }) {
  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/staff/payment-files') && response.request().method() === 'POST',
  );
  await page.locator('input[type="file"]').setInputFiles({ ...file, mimeType: 'text/plain' });
  return answer;
}

async function openClient(page: Page) {
  await openPage(page, '/staff/clients');
  await settled(page);
  await expect(page.getByRole('table', { name: text('clients.caption') })).toBeVisible();
  await expectNoViolations(page, 'clients');
  await page.getByRole('searchbox', { name: text('clients.search') }).fill('Sjöbris');
  // The search is in the address once the list has it.
  await expect(page).toHaveURL(/[?&]q=Sj/);
  await settled(page);
  await page.getByRole('link', { name: clientName }).click();
  await expect(page.getByRole('heading', { level: 1, name: clientName })).toBeVisible();
  await settled(page);
}

test.describe('the back office’s payment files', () => {
  test('a handler uploads Bankgirot’s sample file, sees what it registered, then its duplicates; a damaged file is refused with its reason', async ({
    page,
  }) => {
    // Three uploads and three looks by axe, beside the other worker on two cores.
    test.setTimeout(90_000);
    await signInAsStaff(page, 'handlaggare');
    await openPage(page, '/staff/payment-files');
    await settled(page);
    await expectNoViolations(page, 'payment files');

    const first = await upload(page, { name: 'bankgirot-sample-bgmax.txt', buffer: readFileSync(sample) });
    expect(first.status()).toBe(200);
    const report = (await first.json()) as ImportReport;
    expect(report).toMatchObject({ payments: 6, deductions: 1, deducted: 50_000 });
    // Each deposit's total in the file (1 900,00 and 8 000,00 kr) is what was registered.
    expect(report.deposits.map((deposit) => [deposit.amount, deposit.registered])).toEqual([
      [190_000, 190_000],
      [800_000, 800_000],
    ]);
    const result = page.getByRole('region', {
      name: fill(text('files.result.title'), { file: 'bankgirot-sample-bgmax.txt' }),
    });
    await expect(result).toBeVisible();
    await expect(detailValue(result, text('files.result.payments'))).toHaveText('6');
    await expect(detailValue(result, text('files.result.deductions'))).toHaveText('1');
    await expect(detailValue(result, text('files.result.deducted'))).toHaveText(sek(50_000));
    await expect(result.getByText(text('files.result.depositsDisagree'))).toHaveCount(0);
    await expect(detailValue(result, text('files.result.matched'))).toHaveText(String(report.matched));
    await expect(detailValue(result, text('files.result.invoices'))).toHaveText(String(report.invoices));
    await expect(detailValue(result, text('files.result.duplicates'))).toHaveText(String(report.duplicates));
    await expect(detailValue(result, text('files.result.amount'))).toHaveText(sek(report.amount));
    if (report.unmatched > 0) {
      await expect(result.getByRole('link', { name: text('files.result.toUnmatched') })).toHaveAttribute(
        'href',
        '/staff/unmatched-payments',
      );
    }
    await settleAnimations(page);
    await expectNoViolations(page, 'payment files, imported');

    // The same file again registers nothing twice: every payment it placed is a duplicate now.
    const again = await upload(page, { name: 'bankgirot-sample-bgmax.txt', buffer: readFileSync(sample) });
    const second = (await again.json()) as ImportReport;
    expect(second.duplicates).toBeGreaterThan(0);
    expect(second).toMatchObject({ payments: 6, matched: 0, invoices: 0, unmatched: 0 });
    await expect(detailValue(result, text('files.result.duplicates'))).toHaveText(String(second.duplicates));
    await expect(result.getByText(text('files.result.duplicatesHint'))).toBeVisible();

    // A damaged file: refused whole, its reason shown, and kept in the list of refused files.
    const damagedName = `skadad-${Date.now()}.txt`;
    const refused = await upload(page, {
      name: damagedName,
      buffer: Buffer.from('01BGMAX               0120040525\r\n'),
    });
    expect(refused.status()).toBe(422);
    const refusal = page.getByRole('alert').filter({
      has: page.getByRole('heading', { name: fill(text('files.refused.title'), { file: damagedName }) }),
    });
    await expect(refusal).toBeVisible();
    await expect(refusal.getByText(/line \d+/)).toBeVisible();
    // The reason in the reader's language, the parser's English beneath it.
    await expect(refusal.getByText(text('files.refusal.Unreadable'))).toBeVisible();
    await expect(refusal.getByText(text('files.refused.nothing'))).toBeVisible();
    // Every file received is listed, the newest first: the damaged one refused with its reason in
    // Swedish, the sample imported once with what it registered.
    const files = page.getByRole('table', { name: text('files.list.caption') });
    const damaged = files.getByRole('row', { name: new RegExp(damagedName) });
    await expect(damaged.getByText(text('files.list.refused'), { exact: true })).toBeVisible();
    await expect(damaged.getByText(/^Filen går inte att läsa som en BgMax-fil/)).toBeVisible();
    const imported = files.getByRole('row', { name: /bankgirot-sample-bgmax\.txt/ });
    await expect(imported).toHaveCount(1);
    await expect(imported.getByText(text('files.list.imported'), { exact: true })).toBeVisible();
    await expect(imported.getByText(sek(report.amount - report.deducted))).toBeVisible();
    // Only the refused, as the address keeps it.
    await chooseOption(
      page,
      page.getByRole('combobox', { name: text('files.list.show') }),
      text('files.list.onlyRefused'),
    );
    await expect(page).toHaveURL(/status=refused/);
    await expect(files.getByRole('row', { name: /bankgirot-sample-bgmax\.txt/ })).toHaveCount(0);
    await expect(damaged).toBeVisible();
    await expect(page.getByRole('button', { name: text('files.choose') })).toBeEnabled();
    await settled(page);
    await expectNoViolations(page, 'payment files, refused');
  });
});

test.describe('the back office’s clients and staff', () => {
  test('a handler reads a client’s policy without a way to change it, and is told only administrators manage staff', async ({
    page,
  }) => {
    await signInAsStaff(page, 'handlaggare');
    await openClient(page);
    await expect(page.getByText(text('client.readOnly'))).toBeVisible();
    await expect(detailValue(page.locator('main'), text('policy.afterDemand'))).toBeVisible();
    await expect(page.getByRole('button', { name: text('client.edit') })).toHaveCount(0);
    await expectNoViolations(page, 'client, read-only');

    await openPage(page, '/staff/accounts');
    await settled(page);
    await expect(page.getByText(text('accounts.adminOnly'))).toBeVisible();
    await expectNoViolations(page, 'staff accounts, handler');
  });

  test('an admin changes a client’s policy with a reason', async ({ page }) => {
    // Two saves and a refused form, beside the other worker on two cores.
    test.setTimeout(90_000);
    await signInAsStaff(page, 'chef');
    await openClient(page);
    const policy = page.getByRole('region', { name: text('client.policy') });
    const label = text('policy.planMissedInstalmentsToTerminate');
    const before = (await detailValue(policy, label).textContent()) ?? '';
    const changed = before === '2' ? '3' : '2';

    const change = async (value: string, reason: string) => {
      await policy.getByRole('button', { name: text('client.edit') }).click();
      await policy.getByRole('textbox', { name: label }).fill(value);
      await policy.getByRole('button', { name: text('policy.save') }).click();
      // No reason: the form says so at the field and sends nothing.
      await expect(policy.getByText(catalogueText('sv', 'errors', 'ReasonRequired'))).toBeVisible();
      await policy.getByRole('textbox', { name: text('policy.reason') }).fill(reason);
      await policy.getByRole('button', { name: text('policy.save') }).click();
      await expect(page.getByText(fill(text('client.saved'), { client: clientName }))).toBeVisible();
      await expect(detailValue(policy, label)).toHaveText(value);
    };

    await policy.getByRole('button', { name: text('client.edit') }).click();
    await policy.getByRole('textbox', { name: text('policy.reminderAfterDays') }).fill('91');
    await policy.getByRole('button', { name: text('policy.save') }).click();
    await expect(policy.getByText(fill(text('problem.OutOfRange'), { min: 0, max: 90 }))).toBeVisible();
    await settleAnimations(page);
    await expectNoViolations(page, 'client, policy form');
    await policy.getByRole('button', { name: text('cancel') }).click();

    await change(changed, 'Avtalat med kunden per telefon');
    // Set back, so that the client's cases follow the policy they had.
    await change(before, 'Återställt efter kontroll');

    // Both changes are in the audit log, with the old and new values, found by the action and who acted.
    await page
      .getByRole('navigation', { name: 'Huvudmeny' })
      .getByRole('link', { name: catalogueText('sv', 'staff', 'nav.auditLog') })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: text('audit.title') })).toBeVisible();
    await page.getByRole('textbox', { name: text('audit.action') }).fill('client.policy');
    await page.getByRole('textbox', { name: text('audit.action') }).press('Enter');
    await page.getByRole('searchbox', { name: text('audit.actorSearch') }).fill('Maria');
    await expect(page).toHaveURL(/action=client\.policy.*q=Maria|q=Maria.*action=client\.policy/);
    const log = page.getByRole('table', { name: text('audit.caption') });
    const entry = log.getByRole('row').filter({ hasText: 'Avtalat med kunden per telefon' });
    await expect(entry.getByText(`planMissedInstalmentsToTerminate: ${before} → ${changed}`)).toBeVisible();
    await expect(entry.getByText('Maria Berg, administratör')).toBeVisible();
    await expect(
      log
        .getByRole('row')
        .filter({ hasText: 'Återställt efter kontroll' })
        .getByText(`${changed} → ${before}`),
    ).toBeVisible();
    await settled(page);
    await expectNoViolations(page, 'audit log');
  });

  test('an admin adds a member of staff, and cannot change their own account', async ({ page }) => {
    await signInAsStaff(page, 'chef');
    await openPage(page, '/staff/accounts');
    await settled(page);
    const accounts = page.getByRole('table', { name: text('accounts.caption') });
    await expect(
      accounts.getByRole('row', { name: /Maria Berg/ }).getByText(text('accounts.selfNoActions')),
    ).toBeVisible();
    await expectNoViolations(page, 'staff accounts');

    const username = `e2e.${Date.now()}`;
    const name = `Nils Nyanställd ${Date.now()}`;
    await page.getByRole('button', { name: text('accounts.add.open') }).click();
    const dialog = page.getByRole('dialog', { name: text('accounts.add.title') });
    await settleAnimations(page);
    await expectNoViolations(page, 'staff accounts, add dialog');
    await dialog.getByRole('textbox', { name: text('accounts.add.username'), exact: true }).fill(username);
    await dialog.getByRole('textbox', { name: text('accounts.add.displayName'), exact: true }).fill(name);
    await dialog.getByLabel(text('accounts.add.password')).fill('kort');
    await dialog.getByRole('button', { name: text('accounts.add.submit') }).click();
    await expect(dialog.getByText(catalogueText('sv', 'errors', 'PasswordTooShort'))).toBeVisible();
    await dialog.getByLabel(text('accounts.add.password')).fill('ett-långt-första-lösenord');
    await dialog.getByRole('button', { name: text('accounts.add.submit') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(fill(text('accounts.added'), { name }))).toBeVisible();
    const row = accounts.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();

    // Disabling asks first, then says so in the row.
    await row.getByRole('button', { name: fill(text('accounts.actionsFor'), { name }) }).click();
    await page.getByRole('menuitem', { name: text('accounts.actions.disable') }).click();
    const confirm = page.getByRole('dialog', { name: fill(text('accounts.disableDialog.title'), { name }) });
    await confirm.getByRole('button', { name: text('accounts.disableDialog.submit') }).click();
    await expect(confirm).toBeHidden();
    await expect(row.getByText(text('accounts.status.disabled'))).toBeVisible();
  });
});
