/**
 * What a late payment undoes, through the real paths: a case handed over (its collection demand), the
 * collection process's application to Kronofogden, then a BgMax file whose payment is dated before the
 * step. A payment that settled the debt in full by the step's day undoes the step (its fee credited by a
 * line of its own, its letter withdrawn, the case Paid); a partial one undoes nothing. Credit held on a
 * case pays a fee charged later.
 */
import { addBankDays, addDays, onOrAfterBankDay, writeBgmax } from '@fordra/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, caseFees, cases, documents, processActions } from '../../db/schema.ts';
import { handOverCase } from '../../test/handed-over-case.ts';
import { deadlineOfLetterPostedNextRun } from '../../test/posted-letters.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { importBgmax } from '../bank-files/bgmax-import.ts';
import { getHistoryDocuments } from '../cases/case-service.ts';
import { runBusinessDays } from '../engine/business-days.ts';
import { staffCaseView } from '../staff/case-view.ts';
import { balanceOn } from './balance-as-of.ts';
import { chargeFee, recomputeCase } from './ledger-service.ts';
import { referenceRatesOf } from './reference-rates.ts';

let t: TestApp;
let serial = 0;
/** The day a case handed over today has its collection demand: the next bank day on a weekend. */
let demandOn: string;
beforeAll(async () => {
  t = await startTestApp();
  demandOn = onOrAfterBankDay(t.today);
});
afterAll(() => t.close());

async function caseRow(id: string) {
  const [row] = await t.database.db.select().from(cases).where(eq(cases.id, id));
  if (!row) throw new Error('No case');
  return row;
}

/** What the case owed on ISO day `day`, less `without` (minor units): a step's fee that day did not yet stand. */
async function owedOn(id: string, day: string, without: number) {
  return balanceOn(await caseRow(id), day, await referenceRatesOf(t.database.db)).remainingAmount - without;
}

/** Imports a BgMax file paying `amount` to the case `id` dated `paymentDate`, as the bank sends it days later. */
async function payByBankgiro(id: string, paymentDate: string, amount: number) {
  serial += 1;
  const { ocrReference } = await caseRow(id);
  const content = writeBgmax(
    [
      {
        bankgiro: '5012349',
        paymentDate,
        depositSerial: serial,
        payments: [{ reference: ocrReference, amount, payerName: 'Maja Holm' }],
      },
    ],
    t.today,
  );
  const report = await importBgmax(
    t.database.db,
    {
      fileName: `late-${serial}.txt`,
      content,
      source: 'test',
    },
    { receivingBankgiros: t.config.provider.bankgiros },
  );
  expect(report).toMatchObject({ status: 'imported', matched: 1 });
}

const feeLines = (id: string) =>
  t.database.db
    .select()
    .from(caseFees)
    .where(eq(caseFees.caseId, id))
    .orderBy(asc(caseFees.date), asc(caseFees.createdAt));

async function stepOf(id: string, action: string) {
  const [step] = await t.database.db
    .select()
    .from(processActions)
    .where(and(eq(processActions.caseId, id), eq(processActions.action, action)));
  if (!step) throw new Error(`No step ${action}`);
  const [letter] = step.documentId
    ? await t.database.db.select().from(documents).where(eq(documents.id, step.documentId))
    : [];
  return { step, letter };
}

describe('a payment that arrives late', () => {
  it('undoes a collection demand it made unnecessary: its fee credited, its letter withdrawn, the case Paid', async () => {
    const { id, guid } = await handOverCase(t, 'LATE-DEMAND');
    const paidOn = addDays(demandOn, -1);
    await payByBankgiro(id, paidOn, await owedOn(id, paidOn, 18_000));

    const lines = await feeLines(id);
    expect(lines.map((line) => [line.type, line.date, line.amount, line.paid])).toEqual([
      ['collectionDemand', demandOn, 18_000, 0],
      ['collectionDemand', demandOn, -18_000, 0],
    ]);
    expect(lines[1]?.creditsFeeId).toBe(lines[0]?.id);
    const after = await caseRow(id);
    expect(after).toMatchObject({ status: 'Paid', remainingPrincipal: 0, remainingInterest: 0 });
    expect(after).toMatchObject({ remainingFees: 0, creditBalance: 0 });
    const { step, letter } = await stepOf(id, 'collectionDemand');
    expect(step.undoneAt).not.toBeNull();
    expect(letter?.withdrawnAt).not.toBeNull();
    // The debtor's letters list and the handler's case page both show the letter withdrawn.
    const listed = await getHistoryDocuments(t.database.db, after.debtorId, guid);
    expect(listed.find((doc) => doc.kind === 'collectionDemand')?.withdrawnAt).toBeTruthy();
    const view = await staffCaseView(t.database.db, guid, t.today);
    expect(view.documents.find((doc) => doc.kind === 'collectionDemand')?.withdrawnAt).toBeTruthy();
    expect(view.timeline.some((entry) => entry.action === 'process.stepUndone')).toBe(true);
    expect(view.ledger.at(-1)?.balance).toBe(0);

    // Replayed again, the case undoes nothing more.
    await t.database.db.transaction((tx) => recomputeCase(tx, id));
    expect(await feeLines(id)).toEqual(lines);
    const undone = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'process.stepUndone'), eq(auditLog.entityId, after.caseNumber)));
    expect(undone).toHaveLength(1);
  });

  describe('after the application to Kronofogden', () => {
    let settled: string;
    let partly: string;
    let belowMinimum: string;
    let applyOn: string;

    beforeAll(async () => {
      settled = (await handOverCase(t, 'LATE-KFM-1')).id;
      partly = (await handOverCase(t, 'LATE-KFM-2')).id;
      belowMinimum = (await handOverCase(t, 'LATE-KFM-3')).id;
      applyOn = addBankDays(deadlineOfLetterPostedNextRun('collectionDemand', demandOn, t.today), 3);
      const run = { worker: 'late', config: t.config };
      await runBusinessDays(t.database.db, run, addBankDays(applyOn, -1));
      await runBusinessDays(t.database.db, run, applyOn);
      expect((await caseRow(settled)).status).toBe('Legal');
      expect((await caseRow(partly)).status).toBe('Legal');
      expect((await caseRow(belowMinimum)).status).toBe('Legal');
    });

    it('undoes the application a payment dated the bank day before made unnecessary: its fee credited, the case Paid', async () => {
      const paidOn = addBankDays(applyOn, -1);
      // The application's fees (300 kr to Kronofogden, 380 kr agent fee) did not yet stand that day.
      await payByBankgiro(settled, paidOn, await owedOn(settled, paidOn, 68_000));

      const lines = await feeLines(settled);
      // The two credit lines are written in one statement: their order between them is not fixed.
      const byAmount = (line: { amount: number }) => -line.amount;
      expect(
        lines
          .slice()
          .sort((x, y) => (x.date === y.date ? byAmount(x) - byAmount(y) : x.date < y.date ? -1 : 1))
          .map((line) => [line.type, line.amount, line.paid]),
      ).toEqual([
        ['collectionDemand', 18_000, 18_000],
        ['agentFee', 38_000, 0],
        ['enforcementApplication', 30_000, 0],
        ['enforcementApplication', -30_000, 0],
        ['agentFee', -38_000, 0],
      ]);
      expect(await caseRow(settled)).toMatchObject({
        status: 'Paid',
        remainingPrincipal: 0,
        remainingInterest: 0,
        remainingFees: 0,
        creditBalance: 0,
      });
      const application = await stepOf(settled, 'enforcementApplication');
      expect(application.step.undoneAt).not.toBeNull();
      expect(application.letter?.withdrawnAt).not.toBeNull();
      // The collection demand was needed: the debt was not settled on its day.
      const demand = await stepOf(settled, 'collectionDemand');
      expect(demand.step.undoneAt).toBeNull();
      expect(demand.letter?.withdrawnAt).toBeNull();
      const audited = await t.database.db
        .select({ details: auditLog.details })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, 'process.stepUndone'),
            eq(auditLog.entityId, (await caseRow(settled)).caseNumber),
          ),
        );
      expect(audited.map((entry) => entry.details)).toEqual([
        { step: 'enforcementApplication', takenOn: applyOn, credited: 68_000, letterWithdrawn: true },
      ]);
    });

    it('undoes nothing for a partial payment dated before the application that left the minimum owed', async () => {
      const paidOn = addBankDays(applyOn, -1);
      // 300 kr left, the demo client's least balance for Kronofogden: the application was lawful.
      await payByBankgiro(partly, paidOn, (await owedOn(partly, paidOn, 68_000)) - 30_000);

      const lines = await feeLines(partly);
      expect(lines.map((line) => [line.type, line.amount])).toEqual([
        ['collectionDemand', 18_000],
        ['enforcementApplication', 30_000],
        ['agentFee', 38_000],
      ]);
      const after = await caseRow(partly);
      expect(after.status).toBe('Legal');
      expect(after.remainingFees).toBe(68_000);
      const application = await stepOf(partly, 'enforcementApplication');
      expect(application.step.undoneAt).toBeNull();
      expect(application.letter?.withdrawnAt).toBeNull();
    });

    it('undoes the application a payment dated before it left below the minimum, and withdraws it', async () => {
      const paidOn = addBankDays(applyOn, -1);
      // 299,99 kr left that day, under the demo client's minimum of 300 kr: no application should be made.
      await payByBankgiro(belowMinimum, paidOn, (await owedOn(belowMinimum, paidOn, 68_000)) - 29_999);

      const lines = await feeLines(belowMinimum);
      expect(lines.filter((line) => line.amount < 0).map((line) => [line.type, line.amount])).toEqual(
        expect.arrayContaining([
          ['enforcementApplication', -30_000],
          ['agentFee', -38_000],
        ]),
      );
      const after = await caseRow(belowMinimum);
      expect(after).toMatchObject({ status: 'Collection', service: 'Inkasso', remainingFees: 0 });
      expect((await stepOf(belowMinimum, 'enforcementApplication')).step.undoneAt).not.toBeNull();

      // The next day's file to Kronofogden withdraws the application, which then waits for confirmation.
      await runBusinessDays(t.database.db, { worker: 'late', config: t.config }, addBankDays(applyOn, 1));
      const withdrawal = await stepOf(belowMinimum, 'enforcementWithdrawal');
      expect(withdrawal.step.takenOn).toBe(addBankDays(applyOn, 1));
      // The case below the minimum takes no new application.
      const applications = await t.database.db
        .select()
        .from(processActions)
        .where(
          and(eq(processActions.caseId, belowMinimum), eq(processActions.action, 'enforcementApplication')),
        );
      expect(applications).toHaveLength(1);
    });
  });

  it('sets credit held on a case against a fee charged later: no open fee beside credit', async () => {
    const { id } = await handOverCase(t, 'LATE-CREDIT');
    // Paid the day after the demand, so the demand stands, with 100 kr too much.
    const paidOn = addDays(demandOn, 1);
    await payByBankgiro(id, paidOn, (await owedOn(id, paidOn, 0)) + 10_000);
    expect(await caseRow(id)).toMatchObject({ status: 'Paid', creditBalance: 10_000 });

    await chargeFee(t.database.db, {
      caseId: id,
      type: 'enforcementFee',
      date: addDays(t.today, 2),
      amount: 6_000,
      currency: 'SEK',
    });
    expect(await caseRow(id)).toMatchObject({ status: 'Paid', remainingFees: 0, creditBalance: 4_000 });
    const lines = await feeLines(id);
    expect(lines.map((line) => [line.type, line.paid])).toEqual([
      ['collectionDemand', 18_000],
      ['enforcementFee', 6_000],
    ]);
  });
});
