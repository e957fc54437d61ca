/**
 * The inbox: it imports what is put in it and files it away with its report; a file it cannot take (too
 * large) is moved to `refused/` with the reason and the files after it are imported; a file named like
 * one of its folders is renamed, reported, and does not stop the import.
 */
import { mkdtemp, readdir, readFile, truncate, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BGMAX_MAX_BYTES, writeBgmax } from '@fordra/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { importInbox } from './bgmax-inbox.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ours = () => ({ receivingBankgiros: t.config.provider.bankgiros });

/** A file of one payment of 7 kr to `reference`, in deposit `serial`. */
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

/** Makes the files `names` in `dir` a minute old, settled. */
async function settle(dir: string, names: string[]) {
  const old = new Date(Date.now() - 60_000);
  await Promise.all(names.map((name) => utimes(path.join(dir, name), old, old)));
}

const registered = (reference: string) =>
  t.database.db.select().from(payments).where(eq(payments.paymentReference, reference));

describe('the inbox', () => {
  it('imports each settled file, files it under imported/ or refused/ with its report, and leaves a fresh one', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'fordra-inbox-'));
    await writeFile(path.join(dir, 'a.txt'), deposit(10, '66666666666'));
    await writeFile(path.join(dir, 'b.txt'), 'not a payment file');
    await writeFile(path.join(dir, 'c.txt'), deposit(11, '55555555555'));
    await writeFile(path.join(dir, '.d.txt'), deposit(12, '44444444444'));
    await settle(dir, ['a.txt', 'b.txt']);

    const { done } = await importInbox(t.database.db, dir, Date.now(), ours());
    expect(done.map(({ name, report }) => [name, report.status])).toEqual([
      ['a.txt', 'imported'],
      ['b.txt', 'refused'],
    ]);
    expect((await readdir(dir)).sort()).toEqual(['.d.txt', 'c.txt', 'imported', 'refused']);
    expect((await readdir(path.join(dir, 'imported'))).sort()).toEqual(['a.txt', 'a.txt.json']);
    const report = JSON.parse(await readFile(path.join(dir, 'refused', 'b.txt.json'), 'utf8'));
    expect(report).toMatchObject({ status: 'refused', reason: expect.stringMatching(/^line 1: /) });
  });

  it('moves a file too large to refused/ unread, with the reason, and imports the file after it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'fordra-inbox-'));
    // A sparse file: larger than any payment file taken, without writing its bytes.
    await writeFile(path.join(dir, 'a-huge.txt'), '');
    await truncate(path.join(dir, 'a-huge.txt'), BGMAX_MAX_BYTES + 1);
    await writeFile(path.join(dir, 'b-next.txt'), deposit(20, '33333333333'));
    await settle(dir, ['a-huge.txt', 'b-next.txt']);

    const { done } = await importInbox(t.database.db, dir, Date.now(), ours());
    expect(done.map(({ name, report }) => [name, report.status])).toEqual([
      ['a-huge.txt', 'refused'],
      ['b-next.txt', 'imported'],
    ]);
    expect((await readdir(path.join(dir, 'refused'))).sort()).toEqual(['a-huge.txt', 'a-huge.txt.json']);
    const report = JSON.parse(await readFile(path.join(dir, 'refused', 'a-huge.txt.json'), 'utf8'));
    expect(report.reason).toBe('The file is 33 MiB; a payment file is at most 32 MiB');
    expect(await registered('33333333333')).toHaveLength(1);
    // The next look has nothing left to take.
    expect((await importInbox(t.database.db, dir, Date.now(), ours())).done).toEqual([]);
  });

  it('renames a file named like its imported/ or refused/ folder, says so, and keeps importing', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'fordra-inbox-'));
    await writeFile(path.join(dir, 'imported'), deposit(30, '22222222222'));
    await writeFile(path.join(dir, 'refused'), 'not a payment file');
    await writeFile(path.join(dir, 'z.txt'), deposit(31, '11111111111'));
    await settle(dir, ['imported', 'refused', 'z.txt']);

    const { done, notices } = await importInbox(t.database.db, dir, Date.now(), ours());
    expect(notices.map(({ name, notice }) => [name, notice])).toEqual([
      [
        'imported',
        'a file had the name of the imported/ folder; it was renamed imported.file and is imported as such',
      ],
      [
        'refused',
        'a file had the name of the refused/ folder; it was renamed refused.file and is imported as such',
      ],
    ]);
    expect(done.map(({ name, report }) => [name, report.status])).toEqual([
      ['imported.file', 'imported'],
      ['refused.file', 'refused'],
      ['z.txt', 'imported'],
    ]);
    expect((await readdir(path.join(dir, 'imported'))).sort()).toEqual([
      'imported.file',
      'imported.file.json',
      'z.txt',
      'z.txt.json',
    ]);
    expect(await registered('22222222222')).toHaveLength(1);
    expect(await registered('11111111111')).toHaveLength(1);
  });
});
