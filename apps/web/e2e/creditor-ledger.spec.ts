import type { InvoiceFinancialDetails, InvoiceItem } from '@fordra/contract';
import { expect, type Page, test } from '@playwright/test';
import { expectNoViolations, settled } from './axe.ts';
import { chooseOption, gatewayApi, openPage, sek, signIn } from './support.ts';

type Page_<Item> = { items: Item[]; total: number };

/** The client's invoice with this number, as the gateway gives it to the signed-in user. */
async function invoiceNumbered(page: Page, invoiceNumber: string): Promise<InvoiceItem> {
  const found = await gatewayApi<Page_<InvoiceItem>>(page, `/v1/Invoices?q=${invoiceNumber}`);
  const invoice = found.items.find((item) => item.invoiceNumber === invoiceNumber);
  if (!invoice) throw new Error(`No invoice ${invoiceNumber}`);
  return invoice;
}

async function signInAsClient(page: Page, username: string) {
  await signIn(page, username);
  await page.waitForURL('/creditor');
}

test('a client finds an invoice of its ledger, opens it and its customer', async ({ page }) => {
  await signInAsClient(page, 'kund');
  const menu = page.getByRole('navigation', { name: 'Huvudmeny' });
  await menu.getByRole('link', { name: 'Fakturor' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fakturor' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Fakturor' });
  await expect(table.getByRole('link', { name: 'NE-24-8811' })).toBeVisible();
  await settled(page);
  await expectNoViolations(page, 'Invoices');

  // The search runs when the user stops typing, and is kept in the address.
  await page.getByRole('searchbox', { name: /Fakturanummer/ }).fill('NE-24-8102');
  await expect(page).toHaveURL(/[?&]q=NE-24-8102/);
  await expect(table.getByRole('link', { name: 'NE-24-8811' })).toHaveCount(0);
  const row = table.getByRole('row').filter({ hasText: 'NE-24-8102' });
  await expect(row).toContainText('Maria Sandberg');
  await expect(row).toContainText('Påminnelse skickad');
  await row.getByRole('link', { name: 'NE-24-8102' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Faktura NE-24-8102' })).toBeVisible();
  const invoice = await invoiceNumbered(page, 'NE-24-8102');
  const figures = await gatewayApi<InvoiceFinancialDetails>(
    page,
    `/v1/Invoices/${invoice.invoiceGuid}/FinancialDetails`,
  );
  expect(figures.remaining).toBe(figures.amount + figures.fees + figures.interest - figures.paid);

  // The figures, whose parts add up to what is left.
  const amounts = page.getByRole('region', { name: 'Belopp' });
  await expect(amounts.getByRole('definition').filter({ hasText: sek(figures.amount) })).toHaveCount(1);
  await expect(amounts).toContainText('Avgifter');
  await expect(amounts.getByText(sek(figures.fees))).toBeVisible();
  await expect(amounts.getByText(sek(figures.remaining))).toBeVisible();

  // What happened: the invoice sent, then its reminder.
  const events = page.getByRole('table', { name: 'Händelser' });
  await expect(events.getByRole('row')).toHaveCount(3);
  await expect(events.getByRole('row').nth(1)).toContainText('Fakturan skickades');
  await expect(events.getByRole('row').nth(1)).toContainText(sek(figures.amount));
  await expect(events.getByRole('row').nth(2)).toContainText('Påminnelse');

  // How the customer pays it.
  await expect(page.getByRole('region', { name: 'Så betalar kunden' })).toContainText('501-2349');

  // The invoice's PDF, downloaded in the user's session.
  const download = page
    .getByRole('region', { name: 'Dokument' })
    .getByRole('link', { name: /Ladda ned Faktura/ });
  const href = await download.getAttribute('href');
  expect(href).not.toBeNull();
  const pdf = await page.request.get(href ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await settled(page);
  await expectNoViolations(page, 'Invoice');

  // The customers: the list, a customer and their invoices.
  await menu.getByRole('link', { name: 'Kunder' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kunder' })).toBeVisible();
  const customers = page.getByRole('table', { name: 'Kunder' });
  await expect(customers.getByRole('row')).toHaveCount(4);
  await settled(page);
  await expectNoViolations(page, 'Customers');
  await customers.getByRole('link', { name: 'Maria Sandberg' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Maria Sandberg' })).toBeVisible();
  await expect(page.getByText('19910726-4625')).toBeVisible();
  const own = page.getByRole('table', { name: 'Kundens fakturor' });
  for (const number of ['NE-24-8811', 'NE-24-8102', 'NE-24-7544']) {
    await expect(own.getByRole('link', { name: number })).toBeVisible();
  }
  await expect(own.getByRole('row')).toHaveCount(4);
  await settled(page);
  await expectNoViolations(page, 'Customer');

  await own.getByRole('link', { name: 'NE-24-7544' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Faktura NE-24-7544' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Händelser' })).toContainText('Betalning');
});

test('an invoice handed over to collection leads to its case, and the customer lists the case', async ({
  page,
}) => {
  await signInAsClient(page, 'kund');
  const invoice = await invoiceNumbered(page, 'KB-24-1420');
  expect(invoice.caseGuid).not.toBeNull();
  await openPage(page, '/creditor/invoices');
  // The status filter, kept in the address like the search.
  await chooseOption(page, page.getByRole('combobox', { name: 'Status' }), 'Till inkasso');
  await expect(page).toHaveURL(/[?&]status=HandedOver/);
  const table = page.getByRole('table', { name: 'Fakturor' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name: 'KB-24-1420' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Faktura KB-24-1420' })).toBeVisible();
  // Nothing is paid to a handed-over invoice any more: it is paid through its case.
  await expect(page.getByRole('region', { name: 'Så betalar kunden' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Visa ärendet' })).toHaveAttribute(
    'href',
    `/creditor/cases/${invoice.caseGuid}`,
  );
  // What moved to the case is named, so the parts still add up to nothing left.
  await expect(page.getByRole('region', { name: 'Belopp' })).toContainText('Överlämnat till inkasso');

  await page.getByRole('link', { name: invoice.customer.name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: invoice.customer.name })).toBeVisible();
  const cases = page.getByRole('region', { name: 'Inkassoärenden' });
  await expect(cases.getByRole('link', { name: /^Ärende / })).toHaveAttribute(
    'href',
    `/creditor/cases/${invoice.caseGuid}`,
  );
});

test('another client’s invoice or customer is not found, with a way back', async ({ page }) => {
  await signInAsClient(page, 'kund');
  const invoice = await invoiceNumbered(page, 'NE-24-8811');

  // The same browser, now signed in as the other client's user.
  await page.context().clearCookies();
  await signInAsClient(page, 'kund2');
  await openPage(page, `/creditor/invoices/${invoice.invoiceGuid}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Fakturan finns inte' })).toBeVisible();
  await expect(page.getByText('NE-24-8811')).toHaveCount(0);
  await settled(page);
  await expectNoViolations(page, 'Invoice not found');
  await page.getByRole('link', { name: 'Till fakturorna' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fakturor' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Fakturor' }).getByRole('link', { name: 'SF-1204-12' }),
  ).toBeVisible();

  await openPage(page, `/creditor/customers/${invoice.customer.customerGuid}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kunden finns inte' })).toBeVisible();
});
