/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import type { PaymentInfo } from '@fordra/contract';
import { formatBankgiro, groupForReading, kronorString, swishAppLink } from '@fordra/domain';
import { expect, test } from '@playwright/test';
import { pdfText } from '../../server/src/pdf/pdf-text.ts';
import { decodeQrCanvas, expectSignedInHome, gatewayApi, sek, signIn } from './support.ts';

test.describe('on a computer', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('home shows how to pay each case: amount, bankgiro and OCR, copied without spaces', async ({
    page,
  }) => {
    await signIn(page, 'demo');
    await expectSignedInHome(page, 'Lars');
    await expect(page.getByRole('heading', { level: 2, name: 'Så betalar du' })).toBeVisible();
    const { cases } = await gatewayApi<PaymentInfo>(page, '/debtoraccess/paymentinfo');
    expect(cases).toHaveLength(3);
    for (const info of cases) {
      const card = page.getByRole('region', { name: info.creditorName });
      await expect(card.getByText(`Ärende ${info.caseNumber}`)).toBeVisible();
      await expect(card.getByText(sek(info.amountToPay)).first()).toBeVisible();
      await expect(card.getByText(formatBankgiro(info.bankgiro), { exact: true })).toBeVisible();
      await expect(card.getByText(groupForReading(info.ocrReference), { exact: true }).first()).toBeVisible();
    }

    const [first] = cases;
    if (!first) throw new Error('no case');
    const card = page.getByRole('region', { name: first.creditorName });
    await card.getByRole('button', { name: 'Kopiera OCR-nummer' }).click();
    await expect(page.getByText('Kopierat')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first.ocrReference);

    await card.getByRole('button', { name: 'Kopiera Swishnummer' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(first.swishPayee);
    await card.getByRole('button', { name: 'Kopiera Belopp' }).first().click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe(kronorString(first.amountToPay));
  });

  test('the Swish QR code decodes to exactly the payload of the payment info', async ({ page }) => {
    await signIn(page, 'demo');
    await expectSignedInHome(page, 'Lars');
    const { cases } = await gatewayApi<PaymentInfo>(page, '/debtoraccess/paymentinfo');
    for (const info of cases) {
      // domain.md: C<payee>;<amount 1234,50>;<OCR>;2 (payee and message locked, amount editable).
      expect(info.swishPayload).toBe(
        `C${info.swishPayee};${kronorString(info.amountToPay)};${info.ocrReference};2`,
      );
      expect(info.swishPayload).toMatch(/^C\d+;\d+,\d{2};\d+;2$/);
      const qr = page.getByRole('region', { name: info.creditorName }).getByRole('img', { name: /QR-kod/ });
      await expect(qr).toBeVisible();
      await expect.poll(() => decodeQrCanvas(qr), { timeout: 10_000 }).toBe(info.swishPayload);
    }
    // On a computer there is no button for the Swish app.
    await expect(page.getByRole('link', { name: 'Öppna Swish' })).toHaveCount(0);
  });

  test('a person with invoices only sees them in the total and pays each with its own OCR reference', async ({
    page,
  }) => {
    await signIn(page, 'faktura');
    await expectSignedInHome(page, 'Maria');
    // 895 kr open, 1 249 kr reminded with the 60 kr reminder fee: no case, two invoices.
    await expect(page.getByText(sek(89_500 + 124_900 + 6_000)).first()).toBeVisible();
    await expect(page.getByText('Inklusive obetalda fakturor.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Dina fakturor' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Så betalar du' })).toHaveCount(0);
    const { items } = await gatewayApi<{
      items: { invoiceNumber: string; amountToPay: number; ocrReference: string; bankgiro: string }[];
    }>(page, '/invoices');
    const open = items.filter((invoice) => invoice.amountToPay > 0);
    expect(open).toHaveLength(2);
    const cards = page.getByRole('region', { name: 'Nordljus Energi AB' });
    await expect(cards).toHaveCount(2);
    for (const invoice of open) {
      const card = cards.filter({ hasText: `Faktura ${invoice.invoiceNumber}` });
      await expect(card.getByText(sek(invoice.amountToPay)).first()).toBeVisible();
      await expect(
        card.getByText(groupForReading(invoice.ocrReference), { exact: true }).first(),
      ).toBeVisible();
      await expect(card.getByText(formatBankgiro(invoice.bankgiro), { exact: true })).toBeVisible();
    }
    const reminded = cards.filter({ hasText: 'Faktura NE-24-8102' });
    await expect(reminded.getByText(/förföll/)).toBeVisible();
    await reminded.getByRole('button', { name: 'Kopiera OCR-nummer' }).click();
    const ocr = open.find((invoice) => invoice.invoiceNumber === 'NE-24-8102')?.ocrReference;
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(ocr);

    // The invoice itself, as the PDF the provider sent: its OCR reference and bankgiro in it.
    const downloading = page.waitForEvent('download');
    await reminded.getByRole('link', { name: 'Ladda ned faktura NE-24-8102 som PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Faktura-NE-24-8102.pdf');
    const text = await pdfText(await readFile(await download.path()));
    expect(text).toContain(groupForReading(ocr ?? ''));
    expect(text).toContain('Fakturanummer');
  });

  test('a debtor with one case sees that case and how to pay it', async ({ page }) => {
    await signIn(page, 'ny');
    await expectSignedInHome(page, 'Emma');
    const { cases } = await gatewayApi<PaymentInfo>(page, '/debtoraccess/paymentinfo');
    expect(cases).toHaveLength(1);
    await expect(page.getByText('Betala med Swish eller till bankgiro.', { exact: false })).toBeVisible();
    await expect(page.getByRole('img', { name: /QR-kod/ })).toHaveCount(1);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('home offers a button that opens the Swish app, within the first screenful', async ({ page }) => {
    await signIn(page, 'demo');
    await expectSignedInHome(page, 'Lars');
    const { cases } = await gatewayApi<PaymentInfo>(page, '/debtoraccess/paymentinfo');
    const [first] = cases;
    if (!first?.swishPayee) throw new Error('no Swish case');
    const open = page.getByRole('link', { name: 'Öppna Swish' }).first();
    await expect(open).toHaveAttribute(
      'href',
      swishAppLink({ payee: first.swishPayee, amount: first.amountToPay, message: first.ocrReference }),
    );
    await expect(open).toBeInViewport();
    await expect(page.getByText('Din totala skuld')).toBeInViewport();
    await expect(page.getByRole('img', { name: /QR-kod/ })).toHaveCount(0);
  });
});
