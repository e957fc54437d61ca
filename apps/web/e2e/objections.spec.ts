import type { CaseDetails } from '@fordra/contract';
import { addDays, stockholmDateTime } from '@fordra/domain';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoViolations, settled } from './axe.ts';
import { catalogueText, legacyApi, openPage, reloadPage, signIn } from './support.ts';

/*
 * Objections (issue 39). A debtor disputes a claim with a receipt, in Swedish (`oskar`, his broadband
 * case of the first client) and in Arabic (`amal`, her electricity case); the first client's `kund`
 * finds the Swedish one in "Objections waiting for you" and upholds it with a document, and the debtor
 * reads the answer on the case. `amal` asks for 14 more days on her broadband case.
 */

/** A one-page PDF, as a receipt or a delivery note would be (the server takes only a PDF that parses). */
function onePagePdf(text: string): Buffer {
  const stream = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.7\n';
  const offsets: number[] = [];
  for (const [index, object] of objects.entries()) {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${body.length}\n%%EOF\n`,
  ].join('');
  return Buffer.from(body + xref, 'latin1');
}

const objection = (language: string, key: string) => catalogueText(language, 'objections', key);

/** The debtor's case of `creditor`, as the legacy call lists it. */
async function caseOf(page: Page, creditor: string, description?: string): Promise<CaseDetails> {
  const { cases } = await legacyApi<{ cases: CaseDetails[] }>(page, 'getCaseDetails');
  const found = cases.find(
    (item) =>
      item.creditorName === creditor && item.isActive && (!description || item.description === description),
  );
  if (!found) throw new Error(`no active case of ${creditor}`);
  return found;
}

/** Disputes a case from its page, in `language`: the whole claim, already paid, a text and a receipt. */
async function disputeWithReceipt(page: Page, language: string, item: CaseDetails, receipt: string) {
  const query = language === 'sv' ? '' : `?lang=${language}`;
  await openPage(page, `/cases${query}`);
  // The list offers the dispute beside each open case.
  await page
    .getByRole('link', {
      // A right-to-left text isolates the number it names (U+2068 … U+2069).
      name: new RegExp(`^${objection(language, 'card.dispute')}.*${item.caseNumber}\u2069?$`),
    })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: objection(language, 'dispute.title') }),
  ).toBeVisible();
  await settled(page);
  await expectNoViolations(page, `dispute form (${language})`);

  await page.getByRole('radio', { name: objection(language, 'ground.alreadyPaid') }).check();
  const text = page.getByRole('textbox', { name: objection(language, 'dispute.text') });
  await text.fill(`Betalt ${item.caseNumber} med Swish, kvitto bifogat.`);

  // The draft is kept: a reload brings back what was typed and chosen.
  await reloadPage(page);
  await expect(text).toHaveValue(`Betalt ${item.caseNumber} med Swish, kvitto bifogat.`);
  await expect(page.getByRole('radio', { name: objection(language, 'ground.alreadyPaid') })).toBeChecked();

  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: catalogueText(language, 'contact', 'attachments.choose') }).click(),
  ]);
  await chooser.setFiles({ name: receipt, mimeType: 'application/pdf', buffer: onePagePdf('Kvitto Swish') });
  await expect(
    page.getByRole('list', { name: catalogueText(language, 'contact', 'attachments.listLabel') }),
  ).toContainText(receipt);
  await page.getByRole('button', { name: objection(language, 'dispute.send') }).click();

  // The confirmation says what happens next and by when.
  await expect(page.getByRole('heading', { name: objection(language, 'disputed.title') })).toBeVisible();
  await expect(page.getByText(objection(language, 'disputed.pause'))).toBeVisible();
  await settled(page);
  await expectNoViolations(page, `dispute sent (${language})`);
}

test('a debtor disputes a claim with a receipt; the client upholds it with a document; the debtor reads the answer', async ({
  page,
  browser,
}) => {
  await signIn(page, 'oskar');
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  const item = await caseOf(page, 'Kvarnby Bredband AB');
  await disputeWithReceipt(page, 'sv', item, 'kvitto-swish.pdf');

  // The case: disputed, collection paused, with the dispute and its file.
  await page.getByRole('link', { name: objection('sv', 'disputed.toCase'), exact: true }).click();
  await expect(page.getByText(objection('sv', 'mark.disputed')).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'kvitto-swish.pdf' })).toBeVisible();
  // Home and Cases say so too.
  await openPage(page, '/');
  await expect(page.getByText(objection('sv', 'mark.disputed')).first()).toBeVisible();

  // A read-only user of the client sees the dispute, and no way to answer it or change the case.
  const reader = await clientPage(browser, 'kundlas');
  await openPage(reader, `/creditor/cases/${item.caseGuid}`);
  await expect(reader.getByText(`Betalt ${item.caseNumber} med Swish, kvitto bifogat.`)).toBeVisible();
  await expect(reader.getByRole('button', { name: 'Stå fast vid kravet' })).toHaveCount(0);
  await expect(reader.getByRole('button', { name: 'Pausa' })).toHaveCount(0);
  await reader.context().close();

  const client = await clientPage(browser, 'kund');
  await openPage(client, '/creditor');
  const queue = client.getByRole('region', { name: 'Bestridanden som väntar på dig' });
  await queue.getByRole('link', { name: new RegExp(`Ärende ${item.caseNumber}`) }).click();
  await expect(client.getByRole('heading', { name: 'Bestridande' })).toBeVisible();
  await expect(client.getByText(`Betalt ${item.caseNumber} med Swish, kvitto bifogat.`)).toBeVisible();
  await expect(client.getByRole('link', { name: 'kvitto-swish.pdf' })).toBeVisible();
  await client.getByRole('button', { name: 'Stå fast vid kravet' }).click();
  const dialog = client.getByRole('dialog', { name: 'Stå fast vid kravet' });
  await dialog.getByRole('textbox', { name: 'Motivering' }).fill('Betalningen gällde en annan faktura.');
  await dialog.getByTestId('message-attachments').setInputFiles({
    name: 'faktura-och-avtal.pdf',
    mimeType: 'application/pdf',
    buffer: onePagePdf('Avtal'),
  });
  await dialog.getByRole('button', { name: 'Stå fast vid kravet' }).click();
  await expect(client.getByText('Svaret är skickat. Indrivningen fortsätter.')).toBeVisible();
  await expect(client.getByText('Kravet står kvar').first()).toBeVisible();

  // The debtor reads the answer and its document on the case.
  await openPage(page, `/cases/${item.caseGuid}`);
  await expect(page.getByRole('heading', { name: `Svar från ${item.creditorName}` })).toBeVisible();
  await expect(page.getByText('Betalningen gällde en annan faktura.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'faktura-och-avtal.pdf' })).toBeVisible();
  await expect(page.getByText(objection('sv', 'mark.disputed'))).toHaveCount(0);
});

test('a debtor disputes a claim with a receipt in Arabic, right to left', async ({ page }) => {
  await signIn(page, 'amal');
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  const item = await caseOf(page, 'Nordljus Energi AB');
  await disputeWithReceipt(page, 'ar', item, 'إيصال.pdf');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await openPage(page, `/cases/${item.caseGuid}?lang=ar`);
  await expect(page.getByText(objection('ar', 'mark.disputed')).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'إيصال.pdf' })).toBeVisible();
});

test('a debtor asks for 14 more days and the case shows the new date', async ({ page }) => {
  await signIn(page, 'amal');
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  const item = await caseOf(page, 'Kvarnby Bredband AB');
  // Amal's account reads Arabic, so her portal opens in it: this journey asks in Swedish.
  await openPage(page, `/cases/${item.caseGuid}?lang=sv`);
  await page.getByRole('link', { name: objection('sv', 'card.postpone') }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: objection('sv', 'postpone.title') }),
  ).toBeVisible();
  await settled(page);
  await expectNoViolations(page, 'more time');

  const newDueDate = addDays(stockholmDateTime(new Date()).date, 14);
  const shown = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${newDueDate}T00:00:00Z`),
  );
  await page.getByRole('radio', { name: `14 dagar, till ${shown}` }).check();
  await page.getByRole('button', { name: objection('sv', 'postpone.send') }).click();
  await expect(page.getByRole('heading', { name: `Du har fått anstånd till ${shown}` })).toBeVisible();

  await page.getByRole('link', { name: objection('sv', 'disputed.toCase'), exact: true }).click();
  await expect(page.getByText(`Du har anstånd till ${shown}.`)).toBeVisible();
  const shortDay = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${newDueDate}T00:00:00Z`),
  );
  await expect(page.getByText(`Anstånd till ${shortDay}`).first()).toBeVisible();
});

/** A page signed in as a user of the first client, in a browser context of its own. */
async function clientPage(browser: Browser, username: 'kund' | 'kundlas'): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, username);
  await page.waitForURL((url) => url.pathname.startsWith('/creditor'));
  return page;
}
