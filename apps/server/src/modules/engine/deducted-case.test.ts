/**
 * A deduction on a paid case, through the real bank file import and business-day run: a case a BgMax
 * payment paid in full that a later file partly deducts owes again, so it is back in collection
 * (domain `statusAfterReplay`), and the process sends a fresh second notice before anything else,
 * never Kronofogden on the old demand's deadline (`nextCaseStep`).
 */
import { addBankDays, onOrAfterBankDay, paymentDeadline, writeBgmax } from '@fordra/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cases, documents, processActions } from '../../db/schema.ts';
import { handOverCase } from '../../test/handed-over-case.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { importBgmax } from '../bank-files/bgmax-import.ts';
import { balanceOn } from '../ledger/balance-as-of.ts';
import { referenceRatesOf } from '../ledger/reference-rates.ts';
import { type EngineRun, runBusinessDays } from './business-days.ts';

let t: TestApp;
let run: EngineRun;
beforeAll(async () => {
  t = await startTestApp();
  run = { worker: 'deducted', config: { ...t.config, engine: { ...t.config.engine, chunkCount: 1 } } };
});
afterAll(() => t.close());

let serial = 300;
/** Imports a file of one deposit dated `paymentDate` to the provider's bankgiro. */
async function importDeposit(
  paymentDate: string,
  list: { reference: string; amount: number; deduction?: boolean }[],
) {
  serial += 1;
  const content = writeBgmax(
    [{ bankgiro: '5012349', paymentDate, depositSerial: serial, payments: list }],
    paymentDate,
  );
  return importBgmax(
    t.database.db,
    { fileName: `deducted-${serial}.txt`, content, source: 'test' },
    { receivingBankgiros: t.config.provider.bankgiros },
  );
}

async function caseRow(caseId: string) {
  const [row] = await t.database.db.select().from(cases).where(eq(cases.id, caseId));
  if (!row) throw new Error('No such case');
  return row;
}

const stepsOf = async (caseId: string) =>
  (
    await t.database.db
      .select({ action: processActions.action, takenOn: processActions.takenOn })
      .from(processActions)
      .where(and(eq(processActions.caseId, caseId), eq(processActions.subjectKind, 'case')))
      .orderBy(asc(processActions.takenOn), asc(processActions.createdAt))
  ).map((step) => [step.action, step.takenOn]);

describe('a deduction on a case a payment made Paid', () => {
  it('puts it back in collection owing the deducted amount, with a fresh notice before Kronofogden', async () => {
    const { id } = await handOverCase(t, 'DEDUCTED-1');
    const handedOver = await caseRow(id);
    // A case registered on a weekend has its demand dated the next bank day.
    const demandOn = onOrAfterBankDay(handedOver.registrationDate);
    // Paid in full the bank day after the demand (a payment of its own day would have made it unnecessary).
    const paidOn = addBankDays(demandOn, 1);
    const owed = balanceOn(handedOver, paidOn, await referenceRatesOf(t.database.db)).remainingAmount;
    await importDeposit(paidOn, [{ reference: handedOver.ocrReference, amount: owed }]);
    expect(await caseRow(id)).toMatchObject({ status: 'Paid' });

    // Long after the demand's deadline, a later file deducts 500 kr of the payment (the deposit holds
    // another payer's payment too: a deposit is never negative).
    const deductedOn = addBankDays(paymentDeadline('collectionDemand', demandOn), 10);
    const report = await importDeposit(deductedOn, [
      { reference: '99999999999', amount: 60_000 },
      { reference: handedOver.ocrReference, amount: 50_000, deduction: true },
    ]);
    expect(report).toMatchObject({ status: 'imported', deductions: 1, deducted: 50_000, unmatched: 1 });
    const reopened = await caseRow(id);
    expect(reopened).toMatchObject({ status: 'Collection', service: 'Inkasso', closedAt: null });
    expect(reopened.remainingPrincipal + reopened.remainingInterest + reopened.remainingFees).toBe(50_000);

    // The process's next step is a second notice with a new deadline, not the application to Kronofogden.
    await runBusinessDays(t.database.db, run, deductedOn);
    expect(await stepsOf(id)).toEqual([
      ['collectionDemand', demandOn],
      ['secondNotice', deductedOn],
    ]);
    const letters = await t.database.db
      .select({ kind: documents.kind })
      .from(documents)
      .where(and(eq(documents.caseId, id), eq(documents.kind, 'secondNotice')));
    expect(letters).toEqual([{ kind: 'secondNotice' }]);

    // Kronofogden only three bank days after the notice's own deadline.
    const applyOn = addBankDays(paymentDeadline('secondNotice', deductedOn), 3);
    await runBusinessDays(t.database.db, run, addBankDays(applyOn, -1));
    expect(await caseRow(id)).toMatchObject({ status: 'Collection' });
    await runBusinessDays(t.database.db, run, applyOn);
    expect(await caseRow(id)).toMatchObject({ status: 'Legal', service: 'Juridisk hantering' });
    expect((await stepsOf(id)).filter(([action]) => action === 'enforcementApplication')).toEqual([
      ['enforcementApplication', applyOn],
    ]);
  });
});
