/**
 * A payment file uploaded in the back office: Bankgirot's sample file registers what the bank paid in,
 * each deposit's total (TK15) beside the sum registered, its deduction (TK21) a negative payment; a file
 * to a bankgiro that is not the provider's is refused whole, with a reason the screen translates.
 */
import { readFile } from 'node:fs/promises';
import { writeBgmax } from '@fordra/domain';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentFiles, payments } from '../../db/schema.ts';
import { signedIn, startTestApp, type TestApp, type Visitor } from '../../test/test-app.ts';

let t: TestApp;
let staff: Visitor;
beforeAll(async () => {
  // Bankgirot's sample file is to bankgiro 991-2346: one of ours here, beside the demo's.
  t = await startTestApp({ PROVIDER_BANKGIROS: '501-2349,991-2346' });
  staff = await signedIn(t.app, 'handlaggare');
}, 180_000);
afterAll(() => t.close());

const upload = (content: Uint8Array, fileName: string) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), fileName);
  return staff.request('POST', '/api/staff/payment-files', {
    multipart: form,
    headers: { 'x-csrf-token': staff.csrfToken },
  });
};

describe('a payment file uploaded', () => {
  it('registers Bankgirot’s sample file as the bank paid it in: each deposit’s total beside the sum registered, the deduction a negative payment', async () => {
    const sample = await readFile(
      new URL('../../../../../packages/domain/test-data/bgmax/bankgirot-sample-bgmax.txt', import.meta.url),
    );
    const answer = await upload(sample, 'bankgirot-sample-bgmax.txt');
    expect(answer.statusCode, answer.body).toBe(200);
    const report = answer.json();
    // Payments 10 400,00 kr, one deduction of 500,00 kr: deposits of 1 900,00 and 8 000,00 kr.
    expect(report).toMatchObject({ payments: 6, amount: 1_040_000, deductions: 1, deducted: 50_000 });
    expect(report.deposits).toEqual([
      {
        bankgiro: '9912346',
        paymentDate: '2004-05-25',
        depositSerial: '00074',
        amount: 190_000,
        registered: 190_000,
      },
      {
        bankgiro: '9912346',
        paymentDate: '2004-05-25',
        depositSerial: '00075',
        amount: 800_000,
        registered: 800_000,
      },
    ]);
    const [kept] = await t.database.db
      .select({ sha256: paymentFiles.sha256 })
      .from(paymentFiles)
      .where(eq(paymentFiles.guid, report.fileGuid));
    const registered = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.paymentFileSha256, kept?.sha256 ?? ''));
    expect(registered.reduce((sum, payment) => sum + payment.amount, 0)).toBe(990_000);
    // The deduction: its reference matches nothing here, so it stays unmatched, and visible.
    const deduction = registered.find((payment) => payment.amount < 0);
    expect(deduction).toMatchObject({
      amount: -50_000,
      paymentReference: '89853',
      caseId: null,
      invoiceId: null,
      allocatedCredit: 0,
    });
  });

  it('refuses a file to a bankgiro that is not the provider’s whole, with a translated reason, and registers nothing', async () => {
    const foreign = writeBgmax(
      [
        {
          bankgiro: '50501055',
          paymentDate: t.today,
          depositSerial: 1,
          payments: [{ reference: '12121212121', amount: 10_000 }],
        },
      ],
      t.today,
    );
    const answer = await upload(foreign, 'not-ours.txt');
    expect(answer.statusCode).toBe(422);
    expect(answer.json().error).toEqual({
      code: 'PaymentFileWrongBankgiro',
      message:
        'The payment file was refused: The file is to bankgiro 5050-1055, which is not one of ours (501-2349, 991-2346).',
    });
    // The screen shows the code's text in the reader's language (Swedish the master).
    const svErrors = JSON.parse(
      await readFile(new URL('../../../../web/src/i18n/locales/sv/errors.json', import.meta.url), 'utf8'),
    );
    expect(svErrors.PaymentFileWrongBankgiro).toMatch(/bankgironummer som inte är vårt/);
    const written = await t.database.db
      .select()
      .from(payments)
      .where(like(payments.externalId, 'bgmax:50501055:%'));
    expect(written).toEqual([]);
    const [kept] = await t.database.db
      .select()
      .from(paymentFiles)
      .where(eq(paymentFiles.fileName, 'not-ours.txt'));
    expect(kept).toMatchObject({ status: 'refused', reason: expect.stringMatching(/5050-1055/) });
  });
});
