import { readFileSync } from 'node:fs';
import { addDays, stockholmDateTime } from '@fordra/domain';
import { expect, type Page, test } from '@playwright/test';
import { expectNoViolations, settled } from './axe.ts';
import { gatewayApi, openPage, signIn } from './support.ts';

type CaseList = {
  total: number;
  items: { caseGuid: string; caseNumber: string; ocrReference: string; clientReference: string | null }[];
};

const today = stockholmDateTime(new Date()).date;
const NORDLJUS = 'Nordljus Energi AB (556614-3201)';

async function signInAsCreditor(page: Page, username: string) {
  await signIn(page, username);
  await page.waitForURL('/creditor');
}

/** A CSV file as Swedish Excel saves it: semicolons, decimal commas, a byte order mark, CRLF. */
function casesCsv(rows: string[][]): Buffer {
  const header = [
    'reference',
    'creditor',
    'identity_number',
    'first_name',
    'last_name',
    'street',
    'postal_code',
    'city',
    'amount',
    'invoice_number',
    'invoice_date',
    'due_date',
    'description',
  ];
  return Buffer.from(`\uFEFF${[header, ...rows].map((row) => row.join(';')).join('\r\n')}\r\n`, 'utf8');
}

test('a client registers a case with the registered address filled in, and finds it by its OCR reference', async ({
  page,
}) => {
  await signInAsCreditor(page, 'kund');
  await openPage(page, '/creditor/cases/new');
  await settled(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Registrera ärende' })).toBeVisible();
  await expectNoViolations(page, 'register a case (sv)');

  // Maja Holm is in the population register but not yet a debtor.
  await page.getByLabel('Personnummer').fill('197903112857');
  await page.getByRole('button', { name: 'Hämta adress' }).click();
  await expect(page.getByText(/Namn och adress är hämtade från folkbokföringen/)).toBeVisible();
  await expect(page.getByLabel('Personnummer')).toHaveValue('19790311-2857');
  await expect(page.getByLabel('Förnamn')).toHaveValue('Maja');
  await expect(page.getByLabel('Efternamn')).toHaveValue('Holm');
  await expect(page.getByLabel('Gatuadress')).toHaveValue('Kungsgatan 4');
  await expect(page.getByLabel('Postnummer')).toHaveValue('111 43');
  await expect(page.getByLabel(/^Ort/)).toHaveValue('Stockholm');

  await page.getByLabel('Borgenär').selectOption({ label: NORDLJUS });
  await page.getByLabel('Belopp att driva in').fill('1 234,50');
  await page.getByLabel('Fakturanummer').fill('70412');
  await page.getByLabel('Fakturadatum').fill(addDays(today, -60));
  // A due date that has not passed is refused at its field, and what was typed stays.
  await page.getByLabel('Förfallodag').fill(today);
  await page.getByLabel('Vad fakturan gäller').fill('El oktober');
  await page.getByRole('textbox', { name: /^Referens/ }).fill('E2E-FORM-1');
  await page.getByRole('button', { name: 'Registrera ärendet' }).click();
  await expect(page.getByText('Förfallodagen ska ha passerat och komma efter fakturadatumet.')).toBeVisible();
  await expect(page.getByLabel('Förnamn')).toHaveValue('Maja');
  await expect(page.getByLabel('Belopp att driva in')).toHaveValue('1 234,50');

  await page.getByLabel('Förfallodag').fill(addDays(today, -30));
  await page.getByRole('button', { name: 'Registrera ärendet' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ärendet är registrerat' })).toBeVisible();
  const ocr = ((await page.getByRole('definition').nth(1).textContent()) ?? '').replace(/\s/g, '');
  expect(ocr).toMatch(/^\d+$/);
  await expect(page.getByRole('definition').nth(2)).toHaveText('501-2349');
  await settled(page);
  await expectNoViolations(page, 'case registered (sv)');

  const found = await gatewayApi<CaseList>(page, `/cases?q=${ocr}`);
  expect(found.total).toBe(1);
  expect(found.items[0]).toMatchObject({ ocrReference: ocr, clientReference: 'E2E-FORM-1' });
  await expect(page.getByRole('link', { name: 'Visa ärendet' })).toHaveAttribute(
    'href',
    `/creditor/cases/${found.items[0]?.caseGuid}`,
  );

  // Sending the same reference again registers nothing new: it answers the first case.
  await page.getByRole('link', { name: 'Registrera ett ärende till' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Registrera ärende' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Referens/ })).toHaveValue('');

  // The cases list finds it by its OCR reference too.
  const registered = found.items[0];
  await openPage(page, `/creditor/cases?q=${ocr}`);
  await settled(page);
  const listed = page.getByRole('main').locator(`a[href="/creditor/cases/${registered?.caseGuid}"]`);
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(registered?.caseNumber ?? 'no case');
});

test('a client imports cases from a CSV file, sees the bad row refused with its reason, and an upload again registers nothing twice', async ({
  page,
}) => {
  await signInAsCreditor(page, 'kund');
  await openPage(page, '/creditor/cases/import');
  await settled(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Importera ärenden' })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'reminder_fee_date' })).toBeVisible();
  await expectNoViolations(page, 'import cases (sv)');

  // The template: the header row of every column and one example row, in UTF-8 with a byte order mark.
  const [template] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Ladda ned mallen' }).click(),
  ]);
  expect(template.suggestedFilename()).toBe('arenden-mall.csv');
  const templateText = readFileSync((await template.path()) ?? '', 'utf8');
  expect(templateText.startsWith('\uFEFFreference;creditor;debtor_type;identity_number;')).toBe(true);
  expect(templateText.trimEnd().split('\r\n')).toHaveLength(2);

  const invoiceDate = addDays(today, -45);
  const dueDate = addDays(today, -15);
  const file = {
    name: 'arenden.csv',
    mimeType: 'text/csv',
    buffer: casesCsv([
      [
        'E2E-CSV-1',
        '556614-3201',
        '19850412-2006',
        'Åsa',
        'Öberg',
        'Storgatan 1',
        '411 01',
        'Göteborg',
        '2 500,00',
        'A-1',
        invoiceDate,
        dueDate,
        'Bredband',
      ],
      [
        'E2E-CSV-2',
        '556614-3201',
        '19920118-2004',
        'Per',
        'Lind',
        'Ågatan 7',
        '753 20',
        'Uppsala',
        '799.90',
        'A-2',
        invoiceDate,
        dueDate,
        'Bredband',
      ],
      // Not yet due: the server refuses it.
      [
        'E2E-CSV-3',
        '556614-3201',
        '19770903-2002',
        'Eva',
        'Ek',
        'Torget 2',
        '222 22',
        'Lund',
        '100',
        'A-3',
        invoiceDate,
        today,
        'Bredband',
      ],
    ]),
  };
  const rowOf = (reference: string) => page.getByRole('row').filter({ hasText: reference });

  await page.locator('input[type="file"]').setInputFiles(file);
  await expect(page.getByText('3 av 3 rader kan registreras.')).toBeVisible();
  await page.getByRole('button', { name: 'Registrera 3 ärenden' }).click();
  await expect(page.getByText('Importen är klar.')).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Rader i filen' })
      .getByText('2 registrerade · 0 redan registrerade · 1 inte registrerat'),
  ).toBeVisible();
  await expect(rowOf('E2E-CSV-1')).toContainText('Registrerat');
  await expect(rowOf('E2E-CSV-2')).toContainText('Registrerat');
  await expect(rowOf('E2E-CSV-3')).toContainText(
    'Inte registrerat' + 'due_date: Förfallodagen ska ha passerat och komma efter fakturadatumet.',
  );
  await expect(rowOf('E2E-CSV-3').getByRole('rowheader')).toHaveText('E2E-CSV-3');
  await settled(page);
  await expectNoViolations(page, 'import report (sv)');

  const first = await gatewayApi<CaseList>(page, '/cases?q=E2E-CSV-1');
  expect(first.total).toBe(1);
  await expect(rowOf('E2E-CSV-1').getByRole('link')).toHaveAttribute(
    'href',
    `/creditor/cases/${first.items[0]?.caseGuid}`,
  );

  await page.locator('input[type="file"]').setInputFiles(file);
  await expect(page.getByText('3 av 3 rader kan registreras.')).toBeVisible();
  await page.getByRole('button', { name: 'Registrera 3 ärenden' }).click();
  await expect(page.getByText('Importen är klar.')).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Rader i filen' })
      .getByText('0 registrerade · 2 redan registrerade · 1 inte registrerat'),
  ).toBeVisible();
  await expect(rowOf('E2E-CSV-1')).toContainText('Redan registrerat tidigare');
  await expect(rowOf('E2E-CSV-2')).toContainText('Redan registrerat tidigare');
  expect((await gatewayApi<CaseList>(page, '/cases?q=E2E-CSV-1')).total).toBe(1);
  expect((await gatewayApi<CaseList>(page, '/cases?q=E2E-CSV-2')).total).toBe(1);
  expect((await gatewayApi<CaseList>(page, '/cases?q=E2E-CSV-3')).total).toBe(0);
});

test('a read-only user sees no form, and the server refuses a registration from them', async ({ page }) => {
  await signInAsCreditor(page, 'kundlas');
  for (const path of ['/creditor/cases/new', '/creditor/cases/import']) {
    await openPage(page, path);
    await settled(page);
    await expect(page.getByText('Du har läsbehörighet.', { exact: false })).toBeVisible();
    await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('button', { name: /Registrera|Välj CSV-fil/ })).toHaveCount(
      0,
    );
  }
  await expectNoViolations(page, 'import cases, read-only (sv)');

  const { csrfToken } = await (await page.request.get('/api/auth/csrf')).json();
  const refused = await page.request.post('/api/extgwapi/api/wip/registration/registercollectioncase', {
    headers: { 'x-csrf-token': csrfToken },
    data: {
      clientReference: 'E2E-READONLY',
      debtor: {
        kind: 'person',
        identityNumber: '19790311-2857',
        firstName: 'Maja',
        lastName: 'Holm',
        address: { street: 'Kungsgatan 4', postalCode: '111 43', city: 'Stockholm' },
      },
      claim: {
        principal: 10_000,
        currency: 'SEK',
        invoiceNumber: 'R-1',
        invoiceDate: addDays(today, -40),
        dueDate: addDays(today, -10),
        description: 'El',
      },
    },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.code).toBe('ReadOnlyAccess');
});
