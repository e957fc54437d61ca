/**
 * Payment files in: a BgMax file's payments registered once, matched to cases by OCR reference or kept
 * unmatched, the file kept whole; the same or an overlapping file again registers nothing twice; a
 * malformed file registers nothing; the inbox imports what is put in it and files it away.
 */
import { mkdtemp, readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BgmaxWriterDeposit, writeBgmax } from '@fordra/domain';
import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cases, debtors, paymentFiles, payments } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { balanceOn } from '../ledger/ledger-service.ts';
import { referenceRatesOf } from '../ledger/reference-rates.ts';
import { importBgmax } from './bgmax-import.ts';
import { importInbox } from './bgmax-inbox.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

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

  it('pays a case by its OCR reference, keeps an unknown reference unmatched and counts a deduction', async () => {
    const owed = await emmasCase();
    const amount = balanceOn(owed, t.today, await referenceRatesOf(t.database.db)).remainingAmount;
    first = {
      bankgiro: '5012349',
      paymentDate: t.today,
      depositSerial: 1,
      payments: [
        { reference: owed.ocrReference, amount, payerName: 'Emma Lindberg' },
        { reference: '99999999999', amount: 12_300 },
        { reference: '', amount: 300, deduction: true },
      ],
    };
    file = writeBgmax([first], t.today);
    const report = await importBgmax(t.database.db, {
      fileName: 'bgmax-1.txt',
      content: file,
      source: 'test',
    });
    expect(report).toMatchObject({
      status: 'imported',
      payments: 2,
      amount: amount + 12_300,
      deductions: 1,
      matched: 1,
      unmatched: 1,
      duplicates: 0,
    });
    const paid = await emmasCase();
    expect(paid.status).toBe('Paid');
    const [unmatched] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.paymentReference, '99999999999'));
    expect(unmatched).toMatchObject({ caseId: null, amount: 12_300, channel: 'bankgiro' });
    const [kept] = await t.database.db
      .select()
      .from(paymentFiles)
      .where(eq(paymentFiles.guid, report.fileGuid));
    expect(Buffer.from(kept?.content ?? []).equals(Buffer.from(file))).toBe(true);
  });

  it('registers nothing twice: the same file again, or a file overlapping it', async () => {
    const [before] = await bgmaxPayments();
    const again = await importBgmax(t.database.db, {
      fileName: 'bgmax-1-again.txt',
      content: file,
      source: 'test',
    });
    expect(again).toMatchObject({ status: 'imported', matched: 0, unmatched: 0, duplicates: 2 });
    expect(again.fileGuid).not.toBe('');

    const later: BgmaxWriterDeposit = {
      bankgiro: '5012349',
      paymentDate: t.today,
      depositSerial: 2,
      payments: [{ reference: '88888888888', amount: 4_500 }],
    };
    const overlapping = writeBgmax([first, later], t.today);
    const report = await importBgmax(t.database.db, {
      fileName: 'bgmax-2.txt',
      content: overlapping,
      source: 'test',
    });
    expect(report).toMatchObject({ status: 'imported', payments: 3, unmatched: 1, duplicates: 2 });
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
    const report = await importBgmax(t.database.db, { fileName: 'bad.txt', content: bad, source: 'test' });
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
});

describe('the inbox', () => {
  it('imports each settled file, files it under imported/ or refused/ with its report, and leaves a fresh one', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'fordra-inbox-'));
    const deposit = (serial: number, reference: string) =>
      writeBgmax(
        [
          {
            bankgiro: '5012349',
            paymentDate: t.today,
            depositSerial: serial,
            payments: [{ reference, amount: 700 }],
          },
        ],
        t.today,
      );
    await writeFile(path.join(dir, 'a.txt'), deposit(10, '66666666666'));
    await writeFile(path.join(dir, 'b.txt'), 'not a payment file');
    await writeFile(path.join(dir, 'c.txt'), deposit(11, '55555555555'));
    await writeFile(path.join(dir, '.d.txt'), deposit(12, '44444444444'));
    const now = Date.now();
    const old = new Date(now - 60_000);
    await Promise.all(['a.txt', 'b.txt'].map((name) => utimes(path.join(dir, name), old, old)));

    const done = await importInbox(t.database.db, dir, now);
    expect(done.map(({ name, report }) => [name, report.status])).toEqual([
      ['a.txt', 'imported'],
      ['b.txt', 'refused'],
    ]);
    expect((await readdir(dir)).sort()).toEqual(['.d.txt', 'c.txt', 'imported', 'refused']);
    expect((await readdir(path.join(dir, 'imported'))).sort()).toEqual(['a.txt', 'a.txt.json']);
    const report = JSON.parse(await readFile(path.join(dir, 'refused', 'b.txt.json'), 'utf8'));
    expect(report).toMatchObject({ status: 'refused', reason: expect.stringMatching(/^line 1: /) });
  });
});
