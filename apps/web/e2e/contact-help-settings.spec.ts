import type { CaseDetails, Conversation, DebtorDetailsResponse } from '@fordra/contract';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { gatewayApi, kronor, legacyApi, openPage, reloadPage, signIn, staffRequest } from './support.ts';

/*
 * Contact us and settings are used with `valuta`; only its home and work phones are changed, since
 * the plans journey reads its e-mail and mobile number. Help is only read, with `demo`.
 */

/**
 * A one-page PDF with a stream that holds every byte value, so that any damage on the way shows
 * (the server takes only a PDF that parses).
 */
function pdfWithEveryByte(): Buffer {
  const everyByte = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
  const objects = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>'),
    Buffer.concat([
      Buffer.from(`<< /Length ${everyByte.length} >>\nstream\n`),
      everyByte,
      Buffer.from('\nendstream'),
    ]),
  ];
  const parts = [Buffer.from('%PDF-1.7\n')];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  for (const [index, body] of objects.entries()) {
    const object = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    offsets.push(length);
    parts.push(object);
    length += object.length;
  }
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
  ].join('');
  return Buffer.concat([...parts, Buffer.from(xref)]);
}
const pdfBytes = pdfWithEveryByte();
const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const dropzone = (page: Page) => page.getByTestId('attachment-dropzone');
const fileList = (page: Page) => page.getByRole('list', { name: 'Filer att skicka' });
const fileItem = (page: Page, name: string) => fileList(page).getByRole('listitem').filter({ hasText: name });
const sendButton = (page: Page) => page.getByRole('button', { name: 'Skicka meddelandet' });

/** Drops a file on the dropzone as a browser does: a drop event carrying a DataTransfer made in the page. */
async function dropFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const dataTransfer = await page.evaluateHandle(
    ({ name, mimeType, base64 }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type: mimeType }));
      return transfer;
    },
    { name: file.name, mimeType: file.mimeType, base64: file.buffer.toString('base64') },
  );
  await dropzone(page).dispatchEvent('dragenter', { dataTransfer });
  await dropzone(page).dispatchEvent('dragover', { dataTransfer });
  await dropzone(page).dispatchEvent('drop', { dataTransfer });
}

/** Chooses files with the "choose files" button and the browser's file chooser. */
async function chooseFiles(page: Page, ...files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Välj filer' }).click(),
  ]);
  expect(chooser.isMultiple()).toBe(true);
  await chooser.setFiles(files);
}

/** The value (`<dd>`) beside a label (`<dt>`). */
const detail = (scope: Locator | Page, label: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

test('a message with a dropped and a chosen file arrives intact, and our reply shows to the debtor', async ({
  page,
  browser,
}) => {
  await signIn(page, 'valuta');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sofia');
  await page.getByRole('navigation').getByRole('link', { name: 'Kontakta oss' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakta oss' })).toBeVisible();

  // Customer service: the number to call and the hours.
  await expect(page.getByRole('link', { name: /Ring .?08-123 456 00/ })).toHaveAttribute(
    'href',
    'tel:+46812345600',
  );
  await expect(page.getByText('Måndag–fredag 09:00–16:00').first()).toBeVisible();
  await expect(page.getByText(/^(Öppet nu|Stängt just nu)$/).first()).toBeVisible();

  const { cases } = await legacyApi<{ cases: CaseDetails[] }>(page, 'getCaseDetails');
  const sekCase = cases.find((item) => item.currency === 'SEK');
  if (!sekCase) throw new Error('valuta has a SEK case');
  const subject = `Kvitto för bredbandet ${Date.now()}`;

  await page.getByLabel('Ärende').selectOption(sekCase.caseNumber);
  await page.getByRole('textbox', { name: 'Ämne' }).fill(subject);
  await page
    .getByRole('textbox', { name: 'Meddelande' })
    .fill('Jag har betalat fakturan. Kvittot och en bild bifogas.');
  await expect(page.getByText('54 av 5 000 tecken')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-post' })).toHaveValue('sofia.karlsson@example.se');

  await dropFile(page, { name: 'kvitto juni.pdf', mimeType: 'application/pdf', buffer: pdfBytes });
  await chooseFiles(page, { name: 'skärmbild.png', mimeType: 'image/png', buffer: pngBytes });
  await expect(fileList(page).getByRole('listitem')).toHaveCount(2);
  await expect(fileItem(page, 'kvitto juni.pdf')).toContainText('kB');
  await expect(
    fileItem(page, 'skärmbild.png').getByRole('button', { name: 'Ta bort skärmbild.png' }),
  ).toBeVisible();

  await sendButton(page).click();
  await expect(page.getByRole('heading', { name: 'Tack! Vi har fått ditt meddelande' })).toBeFocused();
  await expect(page.getByText('kvitto juni.pdf, skärmbild.png')).toBeVisible();

  // The conversation list shows the message with both files.
  const conversations = page.getByRole('region', { name: 'Dina meddelanden' });
  // The conversation's item comes before the items of its messages, which hold the subject too.
  const thread = conversations.getByRole('listitem').filter({ hasText: subject }).first();
  await expect(thread).toContainText(`Ärende ${sekCase.caseNumber}`);
  await expect(thread).toContainText('kvitto juni.pdf');
  await expect(thread).toContainText('skärmbild.png');

  // The provider reads the conversation and the files, byte for byte, and replies.
  const staff = await staffRequest(browser);
  const listed = await staff.request.get('/api/extgwapi/api/wip/conversations/getcollectionconversations');
  expect(listed.status()).toBe(200);
  const { conversations: all } = (await listed.json()) as { conversations: Conversation[] };
  const conversation = all.find((item) => item.messages.some((message) => message.subject === subject));
  if (!conversation) throw new Error('the staff see the conversation');
  expect(conversation.caseNumber).toBe(sekCase.caseNumber);
  const sent = conversation.messages.find((message) => message.subject === subject);
  const files = new Map(sent?.attachments.map((file) => [file.fileName, file]));
  for (const [name, bytes, type] of [
    ['kvitto juni.pdf', pdfBytes, 'application/pdf'],
    ['skärmbild.png', pngBytes, 'image/png'],
  ] as const) {
    const file = files.get(name);
    expect(file, name).toBeDefined();
    expect(file?.contentType).toBe(type);
    const download = await staff.request.get(
      `/api/extgwapi/api/wip/conversations/attachments/${file?.attachmentGuid}`,
    );
    expect(download.status()).toBe(200);
    expect(Buffer.compare(await download.body(), bytes), name).toBe(0);
  }
  const reply = `Tack, vi har fått kvittot och går igenom det. (${Date.now()})`;
  const posted = await staff.request.post('/api/extgwapi/api/wip/conversations/postmessage', {
    headers: { 'x-csrf-token': staff.csrfToken },
    data: { threadGuid: conversation.threadGuid, message: reply },
  });
  expect(posted.status()).toBe(200);
  await staff.request.dispose();

  await reloadPage(page);
  const replied = page
    .getByRole('region', { name: 'Dina meddelanden' })
    .getByRole('listitem')
    .filter({ hasText: subject })
    .first();
  await expect(replied.getByText(reply)).toBeVisible();
  await expect(replied).toContainText('Svar från Fordra Inkasso AB');
});

test('each required field says what is missing, a wrong file is refused beside it, and nothing typed is lost', async ({
  page,
}) => {
  await signIn(page, 'valuta');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sofia');
  await openPage(page, '/contact');
  await expect(page.getByText('Obligatoriskt fält', { exact: true })).toHaveCount(2);
  await expect(page.getByText(/^Obligatoriskt fält: e-post eller mobilnummer/)).toBeVisible();

  await page.getByRole('textbox', { name: 'E-post' }).fill('');
  await sendButton(page).click();
  await expect(page.getByText('Skriv ett ämne.')).toBeVisible();
  await expect(page.getByText('Skriv ditt meddelande.')).toBeVisible();
  await expect(
    page.getByText('Ange en e-postadress eller ett mobilnummer, så att vi kan nå dig.'),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Ämne' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Ämne' })).toHaveAttribute('aria-invalid', 'true');

  // Each error goes as its field is put right; wrong contact details get their own messages.
  const subject = `Fel fil ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Ämne' }).fill(subject);
  await expect(page.getByText('Skriv ett ämne.')).toBeHidden();
  await page.getByRole('textbox', { name: 'Meddelande' }).fill('Här kommer en fil.');
  await page.getByRole('textbox', { name: 'E-post' }).fill('sofia@');
  await page.getByRole('textbox', { name: 'Mobilnummer' }).fill('12345');
  await sendButton(page).click();
  await expect(page.getByText(/^E-postadressen ser inte rätt ut/)).toBeVisible();
  await expect(page.getByText(/^Mobilnumret ser inte rätt ut/)).toBeVisible();
  await page.getByRole('textbox', { name: 'E-post' }).fill('sofia.karlsson@example.se');
  await page.getByRole('textbox', { name: 'Mobilnummer' }).fill('');

  // A text file named like a PDF is known by its content and refused next to it, before sending.
  await chooseFiles(page, {
    name: 'kvitto.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('bara text'),
  });
  await expect(fileItem(page, 'kvitto.pdf')).toContainText('Vi kan inte ta emot den här sortens fil.');
  await sendButton(page).click();
  await expect(
    page.getByText('Någon fil kan inte skickas. Ta bort den, eller välj en annan fil.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Välj filer' })).toBeFocused();

  // A file that only begins like a PDF passes the browser's first look; the server reads all of it
  // and refuses it, and the refusal shows beside the file.
  await fileItem(page, 'kvitto.pdf').getByRole('button', { name: 'Ta bort kvitto.pdf' }).click();
  await chooseFiles(page, {
    name: 'faktura.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n<html><body><script>alert(1)</script></body></html>'),
  });
  await expect(fileItem(page, 'faktura.pdf')).not.toContainText('Vi kan inte ta emot');
  await sendButton(page).click();
  await expect(fileItem(page, 'faktura.pdf')).toContainText('Vi kan inte ta emot den här sortens fil.');
  const { conversations } = await gatewayApi<{ conversations: Conversation[] }>(
    page,
    '/debtoraccess/usermessages',
  );
  expect(conversations.some((item) => item.messages.some((message) => message.subject === subject))).toBe(
    false,
  );

  // What was typed is still there, also after going to another page and back.
  await page.getByRole('navigation').getByRole('link', { name: 'Hjälp' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hjälp' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('textbox', { name: 'Ämne' })).toHaveValue(subject);
  await expect(page.getByRole('textbox', { name: 'Meddelande' })).toHaveValue('Här kommer en fil.');

  // A failed send says so and sends the same content again.
  await page.route('**/api/extgwapi/api/debtoraccess/usermessages', (route) =>
    route.request().method() === 'POST' ? route.abort('connectionfailed') : route.fallback(),
  );
  await sendButton(page).click();
  await expect(page.getByText(/^Meddelandet skickades inte. Vi får ingen kontakt./)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Ämne' })).toHaveValue(subject);
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Försök igen' }).click();
  await expect(page.getByRole('heading', { name: 'Tack! Vi har fått ditt meddelande' })).toBeVisible();
  await page.getByRole('button', { name: 'Skriv ett nytt meddelande' }).click();
  await expect(page.getByRole('textbox', { name: 'Ämne' })).toHaveValue('');
});

test('when the cases cannot be fetched, a message can still be written about none, and trying again lists them', async ({
  page,
}) => {
  await signIn(page, 'demo');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lars');
  await page.route('**/api/soap/getCaseDetails', (route) => route.abort('connectionfailed'));
  // Opened from the menu: a page opened anew comes with its cases (first-pages.spec.ts), and asks for none.
  await page.getByRole('navigation').getByRole('link', { name: 'Kontakta oss' }).click();
  const caseChoice = page.getByLabel('Ärende');
  const failed = page.getByText(
    'Vi kunde inte hämta dina ärenden just nu. Du kan skicka meddelandet ändå, eller försöka igen.',
  );
  // The cases are asked for three times before the failure shows.
  await expect(failed).toBeVisible({ timeout: 15_000 });
  await expect(caseChoice.locator('option')).toHaveText(['Inget särskilt ärende']);
  await expect(page.getByRole('textbox', { name: 'Ämne' })).toBeEditable();

  await page.unrouteAll();
  const { cases } = await legacyApi<{ cases: CaseDetails[] }>(page, 'getCaseDetails');
  await page.getByRole('button', { name: 'Försök igen' }).click();
  await expect(caseChoice.locator('option')).toHaveCount(cases.length + 1);
  await expect(failed).toBeHidden();
  await expect(page.getByRole('button', { name: 'Försök igen' })).toBeHidden();
});

test('the help center answers in three groups, and its documents and link open', async ({
  page,
  context,
}) => {
  await signIn(page, 'demo');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lars');
  await page.getByRole('navigation').getByRole('link', { name: 'Hjälp' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hjälp' })).toBeVisible();
  for (const group of ['Frågor om ditt ärende', 'Frågor om betalning', 'Övriga frågor']) {
    await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible();
  }

  // The debt process, step by step, with the statutory collection fee.
  const process = page.getByRole('button', { name: 'Vad händer om jag inte betalar?' });
  await expect(process).toHaveAttribute('aria-expanded', 'false');
  await process.click();
  await expect(process).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(kronor('inkassoavgift på 180 kr'))).toBeVisible();
  await expect(page.getByText(/Det kallas utmätning\./)).toBeVisible();

  // The fees, every one of them.
  await page.getByRole('button', { name: 'Vilka avgifter kan tillkomma?' }).click();
  const fees: [string, string][] = [
    ['Påminnelseavgift', '60 kr'],
    ['Inkassoavgift', '180 kr'],
    ['Ansökan till Kronofogden', '300 kr'],
    ['Ombudsarvode', '380 kr'],
    ['Uppläggningsavgift', '170 kr'],
    ['Aviavgift', '60 kr'],
    ['Påminnelse om delbetalning', '60 kr'],
  ];
  for (const [label, amount] of fees) {
    await expect(
      page.locator('dt', { hasText: new RegExp(`^${label}`) }).locator('xpath=following-sibling::dd[1]'),
    ).toHaveText(kronor(amount));
  }
  await page.getByRole('button', { name: 'När syns min betalning?' }).click();
  await expect(page.getByText(/registreras inom 1–3 bankdagar/)).toBeVisible();

  // The documents open in a new tab and are PDFs.
  for (const name of ['Avgiftslista (PDF)', 'Så betalar du (PDF)']) {
    const link = page.getByRole('link', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) });
    await expect(link).toHaveAttribute('target', '_blank');
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/api\/help\/documents\/[a-z-]+\?lang=sv$/);
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await expect.poll(() => popup.url()).toContain(href ?? '');
    await popup.close();
    const document = await page.request.get(href ?? '');
    expect(document.headers()['content-type']).toBe('application/pdf');
    expect((await document.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }

  // The supervisory authority: an external link, marked as such, in a new tab.
  await context.route('https://www.fi.se/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Finansinspektionen</title>' }),
  );
  const authority = page.getByRole('link', { name: /Finansinspektionen \(fi\.se\).*extern webbplats/ });
  await expect(authority).toHaveAttribute('href', 'https://www.fi.se/');
  await expect(authority).toHaveAttribute('rel', /noopener/);
  const [external] = await Promise.all([page.waitForEvent('popup'), authority.click()]);
  await expect(external).toHaveTitle('Finansinspektionen');
});

test('settings show who the debtor is, and edited contact details show at once and after a reload', async ({
  page,
}) => {
  await signIn(page, 'valuta');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sofia');
  const before = await legacyApi<DebtorDetailsResponse>(page, 'getCurrentDebtorDetails');
  const [debtor] = before.GetDebtorDetailsResult.Debtors.Debtor;
  if (!debtor) throw new Error('valuta is a debtor');
  await page.getByRole('navigation').getByRole('link', { name: 'Inställningar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inställningar' })).toBeVisible();

  const identity = page.getByRole('region', { name: 'Dina uppgifter' });
  await expect(detail(identity, 'Namn')).toHaveText('Sofia Karlsson');
  await expect(detail(identity, 'Personnummer')).toHaveText(debtor.MaskedIdentityNumber);
  await expect(detail(identity, 'Juridisk form')).toHaveText('Privatperson');
  const contact = page.getByRole('region', { name: 'Kontaktuppgifter' });
  await expect(detail(contact, 'E-post')).toHaveText('sofia.karlsson@example.se');
  await expect(detail(contact, 'Mobiltelefon')).toHaveText('Saknas');
  await expect(detail(contact, 'Arbetstelefon')).toHaveText('Saknas');
  await expect(page.getByLabel('Språk i portalen')).toHaveValue('sv');

  await page.getByRole('button', { name: 'Ändra uppgifter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ändra kontaktuppgifter' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'E-post' })).toHaveValue('sofia.karlsson@example.se');
  // Focus stays inside the dialog.
  for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);

  // Wrong numbers are refused beside their fields, by the same rules as the server's.
  await dialog.getByRole('textbox', { name: 'Hemtelefon' }).fill('12');
  await dialog.getByRole('textbox', { name: 'E-post' }).fill('sofia@');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog.getByText(/^Telefonnumret ser inte rätt ut/)).toBeVisible();
  await expect(dialog.getByText(/^E-postadressen ser inte rätt ut/)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'E-post' })).toBeFocused();

  await dialog.getByRole('textbox', { name: 'E-post' }).fill('sofia.karlsson@example.se');
  await dialog.getByRole('textbox', { name: 'Hemtelefon' }).fill('040-654 32 10');
  await dialog.getByRole('textbox', { name: 'Arbetstelefon' }).fill('08-123 456 78');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Kontaktuppgifterna är sparade' })).toBeVisible();
  await expect(detail(contact, 'Hemtelefon')).toHaveText('040-654 32 10');
  await expect(detail(contact, 'Arbetstelefon')).toHaveText('08-123 456 78');
  await expect(detail(contact, 'Mobiltelefon')).toHaveText('Saknas');

  await reloadPage(page);
  await expect(detail(contact, 'Hemtelefon')).toHaveText('040-654 32 10');
  await expect(detail(contact, 'Arbetstelefon')).toHaveText('08-123 456 78');
  await expect(detail(contact, 'E-post')).toHaveText('sofia.karlsson@example.se');
  const after = await legacyApi<DebtorDetailsResponse>(page, 'getCurrentDebtorDetails');
  expect(after.GetDebtorDetailsResult.Debtors.Debtor[0]).toMatchObject({
    Email: 'sofia.karlsson@example.se',
    CellularPhone: null,
    HomePhone: '+46406543210',
    WorkPhone: '+46812345678',
  });
});

test('a company sees its organisation number and legal form', async ({ page }) => {
  await signIn(page, 'foretag');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Bergström Bygg & Montage AB');
  await openPage(page, '/settings');
  const identity = page.getByRole('region', { name: 'Företagets uppgifter' });
  await expect(detail(identity, 'Namn')).toHaveText('Bergström Bygg & Montage AB');
  await expect(detail(identity, 'Organisationsnummer')).toHaveText('559048-XXXX');
  await expect(detail(identity, 'Juridisk form')).toHaveText('Företag');
});
