import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { addDays, paperDelivery } from '@fordra/domain';
import { eq, inArray } from 'drizzle-orm';
import { getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cases, deliveries, deliveryAttempts, printFiles } from '../../db/schema.ts';
import { pdfText } from '../../pdf/pdf-text.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { issueCaseLetter } from '../letters/case-letters.ts';
import { noChannels } from './channels.ts';
import { deliverDue } from './delivery-worker.ts';
import { writePrintFile } from './print-file.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');
const context = { channels: noChannels, leaseSeconds: 60, batch: 10, concurrency: 2 };

/** Issues a reminder on `count` cases, as the collection process does, and routes them (no mailbox: paper). */
async function issueLetters(count: number, day: string): Promise<string[]> {
  const rows = await t.database.db.select({ id: cases.id }).from(cases).limit(count);
  const ids: string[] = [];
  for (const row of rows) {
    const { documentId } = await t.database.db.transaction((tx) =>
      issueCaseLetter(tx, t.config.provider, { caseId: row.id, kind: 'reminder', issuedOn: day }),
    );
    ids.push(documentId);
  }
  await deliverDue(t.database.db, context, { day, lettersOnly: true });
  return ids;
}

const deliveriesOf = (documentIds: string[]) =>
  t.database.db.select().from(deliveries).where(inArray(deliveries.documentId, documentIds));

/** The manifest's lines as records, and its totals line. */
function parseManifest(text: string) {
  const [header, ...rest] = text.trimEnd().split('\n');
  const total = rest.pop();
  return {
    header,
    files: rest.map((line) => {
      const [file, delivery, pages, bytes, sha] = line.split(',');
      return { file: file ?? '', delivery, pages: Number(pages), bytes: Number(bytes), sha };
    }),
    total: total?.split(',') ?? [],
  };
}

describe('the day’s print file', () => {
  // Days of their own, after the demo letters'.
  let day = '';
  let documentIds: string[] = [];

  it('holds one PDF per queued letter and a manifest whose checksums match the files', async () => {
    day = addDays(t.today, 7);
    documentIds = await issueLetters(3, day);
    for (const row of await deliveriesOf(documentIds))
      expect(row).toMatchObject({ status: 'queued', channel: 'paper' });

    const summary = await writePrintFile(t.database.db, t.config.printDir, day);
    expect(summary).toMatchObject({ day, letters: 3 });
    const folder = path.join(t.config.printDir, day);
    const names = (await readdir(folder)).sort();
    expect(names).toEqual(['000001.pdf', '000002.pdf', '000003.pdf', 'manifest.csv']);

    const manifestText = await readFile(path.join(folder, 'manifest.csv'), 'utf8');
    const manifest = parseManifest(manifestText);
    expect(manifest.header).toBe('file,delivery,pages,bytes,sha256');
    const guids = (await deliveriesOf(documentIds)).map((row) => row.guid).sort();
    expect(manifest.files.map((line) => line.delivery).sort()).toEqual(guids);
    let pages = 0;
    let bytes = 0;
    for (const line of manifest.files) {
      const pdf = await readFile(path.join(folder, line.file));
      expect(line.sha).toBe(sha256(pdf));
      expect(line.bytes).toBe(pdf.length);
      const document = await getDocumentProxy(new Uint8Array(pdf));
      expect(line.pages).toBe(document.numPages);
      await document.destroy();
      expect(await pdfText(pdf)).toContain(t.config.provider.name);
      pages += line.pages;
      bytes += line.bytes;
    }
    expect(manifest.total).toEqual(['total', '3 letters', String(pages), String(bytes), '']);

    const [stored] = await t.database.db.select().from(printFiles).where(eq(printFiles.day, day));
    expect(stored).toMatchObject({
      status: 'written',
      letters: 3,
      pages,
      bytes,
      manifestSha256: sha256(manifestText),
    });
  });

  it('records each letter posted that day, delivered after the postal days', async () => {
    const proof = paperDelivery(day);
    const rows = await deliveriesOf(documentIds);
    for (const row of rows)
      expect(row).toMatchObject({
        status: 'sent',
        channel: 'paper',
        printDay: day,
        postedOn: day,
        sentOn: proof.sentOn,
        deliveredOn: proof.deliveredOn,
      });
    const attempts = await t.database.db
      .select()
      .from(deliveryAttempts)
      .where(
        inArray(
          deliveryAttempts.deliveryId,
          rows.map((row) => row.id),
        ),
      );
    expect(attempts.filter((attempt) => attempt.outcome === 'sent')).toHaveLength(3);
  });

  it('posts nothing twice when written again, and leaves a later letter for the next day', async () => {
    const before = await readFile(path.join(t.config.printDir, day, 'manifest.csv'), 'utf8');
    const later = await issueLetters(1, day);
    expect(await writePrintFile(t.database.db, t.config.printDir, day)).toBeNull();
    expect(await readFile(path.join(t.config.printDir, day, 'manifest.csv'), 'utf8')).toBe(before);
    const [waiting] = await deliveriesOf(later);
    expect(waiting?.status).toBe('queued');

    const next = addDays(day, 1);
    expect(await writePrintFile(t.database.db, t.config.printDir, next)).toMatchObject({ letters: 1 });
    const [posted] = await deliveriesOf(later);
    expect(posted).toMatchObject({ status: 'sent', postedOn: next });
    const attempts = await t.database.db
      .select()
      .from(deliveryAttempts)
      .where(
        inArray(
          deliveryAttempts.deliveryId,
          (await deliveriesOf(documentIds)).map((row) => row.id),
        ),
      );
    expect(attempts.filter((attempt) => attempt.outcome === 'sent')).toHaveLength(3);
  });

  it('is written by two workers at once without either failing, the day’s folder put in place once', async () => {
    for (let round = 0; round < 4; round++) {
      const busyDay = addDays(day, 10 + round);
      const ids = await issueLetters(2, busyDay);
      // A folder of the day left by an earlier database, slow to remove: the window in which the other
      // worker, having lost, removes its own folder (identical to the winner's, letter for letter).
      const old = path.join(t.config.printDir, busyDay);
      await mkdir(old, { recursive: true });
      await Promise.all(
        Array.from({ length: 400 }, (_, index) => writeFile(path.join(old, `${index}.pdf`), '%PDF-')),
      );
      const results = await Promise.all([
        writePrintFile(t.database.db, t.config.printDir, busyDay),
        writePrintFile(t.database.db, t.config.printDir, busyDay),
      ]);
      expect(results.filter((result) => result !== null)).toEqual([
        { day: busyDay, letters: 2, pages: expect.any(Number), bytes: expect.any(Number) },
      ]);
      const manifest = parseManifest(await readFile(path.join(old, 'manifest.csv'), 'utf8'));
      expect(manifest.files).toHaveLength(2);
      expect((await readdir(t.config.printDir)).filter((name) => name.startsWith(`.${busyDay}.`))).toEqual(
        [],
      );
      for (const row of await deliveriesOf(ids))
        expect(row).toMatchObject({ status: 'sent', postedOn: busyDay });
    }
  });

  it('is finished by the next run after a crash between the commit and the folder’s rename', async () => {
    const crashDay = addDays(day, 2);
    const ids = await issueLetters(2, crashDay);
    await writePrintFile(t.database.db, t.config.printDir, crashDay);
    const folder = path.join(t.config.printDir, crashDay);
    const manifest = await readFile(path.join(folder, 'manifest.csv'), 'utf8');
    // As the crash left it: committed, the files still in the work folder under its temporary name.
    await rename(folder, path.join(t.config.printDir, `.${crashDay}.crashed-run`));
    // A run that died before its commit left a folder of its own, which nothing counts as posted.
    await mkdir(path.join(t.config.printDir, `.${crashDay}.died-early`));
    await writeFile(path.join(t.config.printDir, `.${crashDay}.died-early`, '000001.pdf'), '%PDF-');

    expect(await writePrintFile(t.database.db, t.config.printDir, crashDay)).toBeNull();
    expect(await readFile(path.join(folder, 'manifest.csv'), 'utf8')).toBe(manifest);
    expect((await readdir(t.config.printDir)).filter((name) => name.startsWith('.'))).toEqual([]);
    for (const row of await deliveriesOf(ids))
      expect(row).toMatchObject({ status: 'sent', postedOn: crashDay });
  });
});
