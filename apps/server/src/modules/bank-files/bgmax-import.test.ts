/**
 * Payment files in: a BgMax file's payments registered once, matched to cases by OCR reference or kept
 * unmatched, the file kept whole; the same or an overlapping file again registers nothing twice; a
 * malformed file (a bad record or field, counts or sums that do not match) registers nothing; an import
 * cut off between batches is finished by the next.
 */
import { createHash } from 'node:crypto';
import { type BgmaxWriterDeposit, writeBgmax } from '@fordra/domain';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cases, debtors, paymentFiles, payments } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { balanceOn } from '../ledger/balance-as-of.ts';
import { referenceRatesOf } from '../ledger/reference-rates.ts';
import { importBgmax } from './bgmax-import.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The provider's bankgiro numbers, as the server is configured. */
const ours = () => ({ receivingBankgiros: t.config.provider.bankgiros });

/** The one case of Emma Lindberg (`ny`), as stored. */
async function emmasCase() {
  const [row] = await t.database.db
    .select({ case: cases })
    .from(cases)
    .innerJoin(debtors, eq(debtors.id, cases.debtorId))
    .where(eq(debtors.firstName, 'Emma'));
  if (!row) throw new Error('No demo case of Emma Lindberg');
  return row.case;
}

const bgmaxPayments = () =>
  t.database.db.select({ n: count() }).from(payments).where(like(payments.externalId, 'bgmax:%'));

describe('importing a BgMax file', () => {
  let first: BgmaxWriterDeposit;
  let file: Uint8Array;

  it('pays a case by its OCR reference, keeps an unknown reference unmatched and a deduction without one too', async () => {
    const owed = await emmasCase();
    const amount = balanceOn(owed, t.today, await referenceRatesOf(t.database.db)).remainingAmount;
    first = {
      bankgiro: '5012349',
      paymentDate: t.today,
      depositSerial: 1,
      payments: [
        { reference: owed.ocrReference, amount, payerName: 'Emma Lindberg' },
        { reference: '99999999999', amount: 12_300, payerName: 'Nils Okänd' },
        { reference: '', amount: 300, deduction: true },
      ],
    };
    file = writeBgmax([first], t.today);
    const report = await importBgmax(
      t.database.db,
      {
        fileName: 'bgmax-1.txt',
        content: file,
        source: 'test',
      },
      ours(),
    );
    expect(report).toMatchObject({
      status: 'imported',
      payments: 2,
      amount: amount + 12_300,
      deductions: 1,
      deducted: 300,
      matched: 1,
      unmatched: 2,
      duplicates: 0,
      deposits: [{ amount: amount + 12_000, registered: amount + 12_000 }],
    });
    const paid = await emmasCase();
    expect(paid.status).toBe('Paid');
    const [unmatched] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.paymentReference, '99999999999'));
    expect(unmatched).toMatchObject({
      caseId: null,
      amount: 12_300,
      channel: 'bankgiro',
      payer: 'Nils Okänd',
    });
    const [kept] = await t.database.db
      .select()
      .from(paymentFiles)
      .where(eq(paymentFiles.guid, report.fileGuid));
    expect(Buffer.from(kept?.content ?? []).equals(Buffer.from(file))).toBe(true);
    expect(unmatched?.paymentFileSha256).toBe(kept?.sha256);
  });

  it('registers nothing twice: the same file again, or a file overlapping it', async () => {
    const [before] = await bgmaxPayments();
    const again = await importBgmax(
      t.database.db,
      {
        fileName: 'bgmax-1-again.txt',
        content: file,
        source: 'test',
      },
      ours(),
    );
    expect(again).toMatchObject({ status: 'imported', matched: 0, unmatched: 0, duplicates: 3 });
    expect(again.fileGuid).not.toBe('');

    const later: BgmaxWriterDeposit = {
      bankgiro: '5012349',
      paymentDate: t.today,
      depositSerial: 2,
      payments: [{ reference: '88888888888', amount: 4_500 }],
    };
    const overlapping = writeBgmax([first, later], t.today);
    const report = await importBgmax(
      t.database.db,
      {
        fileName: 'bgmax-2.txt',
        content: overlapping,
        source: 'test',
      },
      ours(),
    );
    expect(report).toMatchObject({ status: 'imported', payments: 3, unmatched: 1, duplicates: 3 });
    const [after] = await bgmaxPayments();
    expect((after?.n ?? 0) - (before?.n ?? 0)).toBe(1);
  });

  it('refuses a malformed file whole, with its reason, and keeps it', async () => {
    const [before] = await bgmaxPayments();
    const good = Buffer.from(
      writeBgmax(
        [
          {
            bankgiro: '5012349',
            paymentDate: t.today,
            depositSerial: 3,
            payments: [{ reference: '77777777777', amount: 100 }],
          },
        ],
        t.today,
      ),
    );
    // The end record counts two payments where the file holds one.
    const bad = Buffer.from(good.toString('latin1').replace(/\r\n70000000010/, '\r\n70000000020'), 'latin1');
    const report = await importBgmax(
      t.database.db,
      { fileName: 'bad.txt', content: bad, source: 'test' },
      ours(),
    );
    expect(report).toMatchObject({ status: 'refused', payments: 0, matched: 0, unmatched: 0 });
    expect(report.reason).toMatch(/line 5: The end record counts 2 payments; the file holds 1/);
    const [after] = await bgmaxPayments();
    expect(after?.n).toBe(before?.n);
    const [kept] = await t.database.db
      .select()
      .from(paymentFiles)
      .where(eq(paymentFiles.guid, report.fileGuid));
    expect(kept).toMatchObject({ status: 'refused', fileName: 'bad.txt' });
  });

  it('refuses a file with a bad record, a field that is not a number, or counts and sums that do not match, and registers nothing', async () => {
    const [open] = await t.database.db
      .select()
      .from(cases)
      .where(and(eq(cases.currency, 'SEK'), eq(cases.status, 'Collection')))
      .limit(1);
    if (!open) throw new Error('No open demo case');
    const lines = Buffer.from(
      writeBgmax(
        [
          {
            bankgiro: '5012349',
            paymentDate: t.today,
            depositSerial: 4,
            payments: [
              { reference: open.ocrReference, amount: 5_000 },
              { reference: '77777777777', amount: 100 },
            ],
          },
        ],
        t.today,
      ),
    )
      .toString('latin1')
      .split('\r\n');
    /** The file with columns `from`–`to` (1-based) of line `line` (1-based) written over by `value`. */
    const overwritten = (line: number, from: number, value: string) =>
      Buffer.from(
        lines
          .map((text, index) =>
            index === line - 1 ? text.slice(0, from - 1) + value + text.slice(from - 1 + value.length) : text,
          )
          .join('\r\n'),
        'latin1',
      );
    const refusals = [
      // A record type the manual does not have, in place of the second payment.
      { content: overwritten(4, 1, '99'), reason: /^line 4: Unknown record type "99"/ },
      // The first payment's amount is not digits.
      { content: overwritten(3, 38, '00000000000000050X'), reason: /^line 3: The amount .* is not digits/ },
      // The first payment is 1 öre more than the deposit record's sum.
      {
        content: overwritten(3, 38, '000000000000005001'),
        reason: /^line 5: The deposit is 5100 öre; its payments less its deductions come to 5101/,
      },
      // The deposit record counts three payments.
      {
        content: overwritten(5, 72, '00000003'),
        reason: /^line 5: The deposit counts 3 payments; the file holds 2/,
      },
    ];
    const [before] = await bgmaxPayments();
    for (const [index, { content, reason }] of refusals.entries()) {
      const report = await importBgmax(
        t.database.db,
        {
          fileName: `bad-${index}.txt`,
          content,
          source: 'test',
        },
        ours(),
      );
      expect(report, String(reason)).toMatchObject({
        status: 'refused',
        payments: 0,
        matched: 0,
        unmatched: 0,
      });
      expect(report.reason).toMatch(reason);
    }
    const [after] = await bgmaxPayments();
    expect(after?.n).toBe(before?.n);
    const [unchanged] = await t.database.db.select().from(cases).where(eq(cases.id, open.id));
    expect(unchanged?.paidSum).toBe(open.paidSum);
  });

  it('finishes an import cut off between two batches, registering each payment once and keeping the file once', async () => {
    const list = Array.from({ length: 7 }, (_, index) => ({
      reference: `5555555555${index}`,
      amount: 100 + index,
    }));
    const content = writeBgmax(
      [{ bankgiro: '5012349', paymentDate: t.today, depositSerial: 5, payments: list }],
      t.today,
    );
    const sha256 = createHash('sha256').update(content).digest('hex');
    const file = { fileName: 'cut-off.txt', content, source: 'test' };
    const registered = async () =>
      (
        await t.database.db
          .select({ n: count() })
          .from(payments)
          .where(like(payments.externalId, `bgmax:5012349:${t.today}:00005:%`))
      )[0]?.n;
    const kept = async () =>
      (
        await t.database.db.select({ n: count() }).from(paymentFiles).where(eq(paymentFiles.sha256, sha256))
      )[0]?.n;

    const cutOff = importBgmax(t.database.db, file, {
      ...ours(),
      batchSize: 3,
      onProgress: () => {
        throw new Error('the process stopped');
      },
    });
    await expect(cutOff).rejects.toThrow('the process stopped');
    expect([await registered(), await kept()]).toEqual([3, 0]);

    const rerun = await importBgmax(t.database.db, file, { ...ours(), batchSize: 3 });
    expect(rerun).toMatchObject({ status: 'imported', payments: 7, duplicates: 3, unmatched: 4 });
    expect([await registered(), await kept()]).toEqual([7, 1]);
    const again = await importBgmax(t.database.db, file, ours());
    expect(again).toMatchObject({ duplicates: 7, unmatched: 0, fileGuid: rerun.fileGuid });
    expect([await registered(), await kept()]).toEqual([7, 1]);
  });
});
