/**
 * Letters leave the building (docs/delivery.md), on the real database: a letter's delivery is recorded in
 * its transaction, the business day posts it in the day's print file, its deadline counts from that day, and
 * no application to Kronofogden follows a demand whose letter has no proof of delivery.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { addBankDays, deadlineFromDelivery, onOrAfterBankDay, paperDelivery } from '@fordra/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markReturned, sendAgain } from '../../db/repositories/deliveries.ts';
import {
  cases,
  deliveries,
  deliveryAttempts,
  documents,
  printFiles,
  processActions,
} from '../../db/schema.ts';
import { handOverCase } from '../../test/handed-over-case.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { type EngineRun, runBusinessDays } from '../engine/business-days.ts';
import { issueCaseLetter } from '../letters/case-letters.ts';
import { printDirectory } from './print-file.ts';

let t: TestApp;
let run: EngineRun;
beforeAll(async () => {
  t = await startTestApp();
  run = { worker: 'delivery', config: t.config };
});
afterAll(() => t.close());

const demandOf = async (caseId: string) => {
  const [row] = await t.database.db
    .select({ delivery: deliveries, documentId: documents.id })
    .from(deliveries)
    .innerJoin(documents, eq(documents.id, deliveries.documentId))
    .where(and(eq(deliveries.caseId, caseId), eq(documents.kind, 'collectionDemand')))
    .orderBy(deliveries.id);
  if (!row) throw new Error('the demand has no delivery');
  return row;
};

const stepsOf = async (caseId: string) =>
  (
    await t.database.db
      .select({ action: processActions.action })
      .from(processActions)
      .where(eq(processActions.caseId, caseId))
  ).map((step) => step.action);

describe('letter delivery', () => {
  it('records a letter’s delivery in the transaction that stores it, and none when it rolls back', async () => {
    const { id } = await handOverCase(t, 'DLV-OUTBOX');
    const { delivery } = await demandOf(id);
    expect(delivery).toMatchObject({ purpose: 'letter', status: 'pending', channel: null });
    const before = (await t.database.db.select({ id: deliveries.id }).from(deliveries)).length;
    await expect(
      t.database.db.transaction(async (tx) => {
        await issueCaseLetter(tx, t.config.provider, {
          caseId: id,
          kind: 'secondNotice',
          issuedOn: onOrAfterBankDay(t.today),
          rendering: 'afterCommit',
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await t.database.db.select({ id: deliveries.id }).from(deliveries)).length).toBe(before);
  });

  it('posts the day’s letters in one print file whose manifest counts and checks every PDF', async () => {
    const { id } = await handOverCase(t, 'DLV-PAPER');
    const day = addBankDays(t.today, 1);
    await runBusinessDays(t.database.db, run, day);
    const { delivery } = await demandOf(id);
    // No digital mailbox in tests: paper, posted on the first business day, delivered two bank days later.
    expect(delivery).toMatchObject({
      channel: 'paper',
      status: 'sent',
      postedOn: day,
      ...paperDelivery(day),
    });
    const [file] = await t.database.db.select().from(printFiles).where(eq(printFiles.day, day));
    expect(file).toMatchObject({ status: 'written' });
    const folder = printDirectory(t.config.printDir, day);
    const manifest = await readFile(path.join(folder, 'manifest.csv'), 'utf8');
    expect(createHash('sha256').update(manifest).digest('hex')).toBe(file?.manifestSha256);
    const lines = manifest.trim().split('\n');
    const letters = lines.slice(1, -1).map((line) => line.split(','));
    expect(letters.length).toBe(file?.letters);
    expect(letters.map((line) => line[1])).toContain(delivery.guid);
    for (const [name, , , bytes, sha] of letters) {
      const pdf = await readFile(path.join(folder, name ?? ''));
      expect(pdf.length).toBe(Number(bytes));
      expect(createHash('sha256').update(pdf).digest('hex')).toBe(sha);
    }
    expect(lines.at(-1)).toMatch(new RegExp(`^total,${letters.length} letters,`));
    expect((await readdir(folder)).filter((name) => name.endsWith('.pdf')).length).toBe(letters.length);
    // Run again: nothing is posted twice.
    await runBusinessDays(t.database.db, run, day);
    const attempts = await t.database.db
      .select()
      .from(deliveryAttempts)
      .where(eq(deliveryAttempts.deliveryId, delivery.id));
    expect(attempts.map((attempt) => attempt.outcome)).toEqual(['queued', 'sent']);
  });

  it('takes no step on a demand returned by the post until it is sent again, then counts from the new posting', async () => {
    const { id } = await handOverCase(t, 'DLV-RETURNED');
    const [demand] = await t.database.db
      .select({ takenOn: processActions.takenOn })
      .from(processActions)
      .where(and(eq(processActions.caseId, id), eq(processActions.action, 'collectionDemand')));
    const issuedOn = demand?.takenOn ?? '';
    const deadlineIfPostedOn = (postedOn: string) =>
      deadlineFromDelivery('collectionDemand', {
        action: 'collectionDemand',
        dueOn: issuedOn,
        takenOn: issuedOn,
        delivery: paperDelivery(postedOn),
      }) ?? '';
    // The first business day not yet run posts it (the test before ran the one after today).
    const postedOn = addBankDays(t.today, 2);
    await runBusinessDays(t.database.db, run, postedOn);
    const { delivery } = await demandOf(id);
    expect(delivery).toMatchObject({ status: 'sent', postedOn });
    expect(await markReturned(t.database.db, delivery.id, 'Unknown at the address')).toBe(true);
    const wouldApplyOn = addBankDays(deadlineIfPostedOn(postedOn), 3);
    await runBusinessDays(t.database.db, run, addBankDays(wouldApplyOn, 5));
    expect(await stepsOf(id)).not.toContain('enforcementApplication');
    const [held] = await t.database.db.select({ status: cases.status }).from(cases).where(eq(cases.id, id));
    expect(held?.status).toBe('Collection');

    // Sent again (the address corrected): posted with the next day's file, and the deadline runs from there.
    expect(await sendAgain(t.database.db, delivery.id)).toBe(true);
    const resentOn = addBankDays(wouldApplyOn, 6);
    const applyOn = addBankDays(deadlineIfPostedOn(resentOn), 3);
    await runBusinessDays(t.database.db, run, addBankDays(applyOn, -1));
    expect(await stepsOf(id)).not.toContain('enforcementApplication');
    await runBusinessDays(t.database.db, run, applyOn);
    expect(await stepsOf(id)).toContain('enforcementApplication');
  }, 180_000);
});
