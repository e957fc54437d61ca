import { isValidOcrReference, nextCaseStep, parsePersonalNumber } from '@fordra/domain';
import { asc, count, eq, inArray, isNotNull, like, sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../db/executor.ts';
import {
  accounts,
  caseFees,
  cases,
  debtorAddresses,
  debtors,
  deliveries,
  documents,
  payments,
  processActions,
} from '../db/schema.ts';
import { loadCases, loadPolicies } from '../modules/engine/process-facts.ts';
import { recomputeCase } from '../modules/ledger/ledger-service.ts';
import { loadReferenceRates } from '../modules/ledger/reference-rates.ts';
import { signedIn, startTestApp, type TestApp } from '../test/test-app.ts';
import { FIRST_SCALE_CASE_NUMBER, generateScaleDebtor } from './scale-debtor.ts';
import { scaleCreditors } from './scale-vocabulary.ts';
import { ScaleDataExistsError, type ScaleReport, seedScaleData } from './seed-scale.ts';

const DEBTORS = 30;
let t: TestApp;
let report: ScaleReport;
let scaleDebtorIds: string[];
beforeAll(async () => {
  t = await startTestApp();
  report = await seedScaleData(t.database.db, { debtors: DEBTORS, seed: 7, today: t.today });
  const rows = await t.database.db
    .select({ debtorId: accounts.debtorId })
    .from(accounts)
    .where(like(accounts.username, 'scale%'));
  scaleDebtorIds = rows.map((row) => row.debtorId ?? '');
});
afterAll(() => t.close());

const balanceColumns = {
  id: cases.id,
  status: cases.status,
  remainingPrincipal: cases.remainingPrincipal,
  remainingInterest: cases.remainingInterest,
  remainingFees: cases.remainingFees,
  paidPrincipal: cases.paidPrincipal,
  paidSum: cases.paidSum,
  creditBalance: cases.creditBalance,
  interestAccruedUntil: cases.interestAccruedUntil,
};
const allocationColumns = {
  id: payments.id,
  allocatedFees: payments.allocatedFees,
  allocatedInterest: payments.allocatedInterest,
  allocatedPrincipal: payments.allocatedPrincipal,
  allocatedCredit: payments.allocatedCredit,
};

/** The stored balances of the cases, the allocations of their payments and what is paid of each fee line. */
async function ledgerOf(db: Pick<Executor, 'select'>, caseIds: string[]) {
  return {
    fees: await db
      .select({ id: caseFees.id, paid: caseFees.paid })
      .from(caseFees)
      .where(inArray(caseFees.caseId, caseIds))
      .orderBy(asc(caseFees.id)),
    cases: await db
      .select(balanceColumns)
      .from(cases)
      .where(inArray(cases.id, caseIds))
      .orderBy(asc(cases.id)),
    payments: await db
      .select(allocationColumns)
      .from(payments)
      .where(inArray(payments.caseId, caseIds))
      .orderBy(asc(payments.id)),
  };
}

describe('data for scale', () => {
  it('gives every generated debtor a login, an address and three to seven cases with their history', async () => {
    const db = t.database.db;
    expect(scaleDebtorIds).toHaveLength(DEBTORS);
    expect([report.firstIndex, report.lastIndex]).toEqual([1, DEBTORS]);
    const perDebtor = await db
      .select({ debtorId: cases.debtorId, n: count() })
      .from(cases)
      .where(inArray(cases.debtorId, scaleDebtorIds))
      .groupBy(cases.debtorId);
    expect(perDebtor).toHaveLength(DEBTORS);
    for (const { n } of perDebtor) expect(n).toBeGreaterThanOrEqual(3);
    for (const { n } of perDebtor) expect(n).toBeLessThanOrEqual(7);
    const stored = async (
      table: typeof debtorAddresses | typeof payments | typeof documents | typeof deliveries,
    ) => (await db.select({ n: count() }).from(table).where(inArray(table.debtorId, scaleDebtorIds)))[0]?.n;
    const [fees] = await db
      .select({ n: count() })
      .from(caseFees)
      .innerJoin(cases, eq(cases.id, caseFees.caseId))
      .where(inArray(cases.debtorId, scaleDebtorIds));
    const [steps] = await db
      .select({ n: count() })
      .from(processActions)
      .innerJoin(cases, eq(cases.id, processActions.caseId))
      .where(inArray(cases.debtorId, scaleDebtorIds));
    const reported = Object.fromEntries(report.tables.map((figure) => [figure.table, figure.rows]));
    expect(reported).toEqual({
      debtors: DEBTORS,
      debtor_addresses: await stored(debtorAddresses),
      accounts: DEBTORS,
      cases: perDebtor.reduce((sum, { n }) => sum + n, 0),
      case_fees: fees?.n,
      payments: await stored(payments),
      documents: await stored(documents),
      // Each generated letter was posted on its day: its proof of delivery is there for the process.
      deliveries: await stored(documents),
      process_actions: steps?.n,
    });
    expect(await stored(deliveries)).toBe(await stored(documents));
    expect(reported.debtor_addresses).toBe(DEBTORS);
    for (const table of ['case_fees', 'payments', 'documents', 'process_actions'])
      expect(reported[table]).toBeGreaterThan(0);
    const [withContent] = await db
      .select({ n: count() })
      .from(documents)
      .where(sql`${inArray(documents.debtorId, scaleDebtorIds)} and ${isNotNull(documents.content)}`);
    expect(withContent?.n).toBe(0);
  });

  it('has unique, valid personnummer and OCR references from case numbers above the demo’s', async () => {
    const people = await t.database.db.select().from(debtors).where(inArray(debtors.id, scaleDebtorIds));
    for (const person of people) {
      expect(parsePersonalNumber(person.identityNumber, t.today), person.identityNumber).toEqual({
        ok: true,
        value: person.identityNumber,
      });
    }
    const rows = await t.database.db.select().from(cases).where(inArray(cases.debtorId, scaleDebtorIds));
    for (const row of rows) {
      expect(isValidOcrReference(row.ocrReference), row.ocrReference).toBe(true);
      expect(Number(row.caseNumber)).toBeGreaterThan(FIRST_SCALE_CASE_NUMBER);
    }
    expect(rows.some((row) => row.status === 'Paid')).toBe(true);
    expect(rows.some((row) => row.creditBalance > 0 || row.paidSum > 0)).toBe(true);
  });

  it('leaves the collection process no step overdue, and records the steps its fee lines stand for', async () => {
    const db = t.database.db;
    const policies = await loadPolicies(db);
    const moving = (await loadCases(db, { from: '00000000-0000-0000-0000-000000000000', to: null })).filter(
      (row) => scaleDebtorIds.includes(row.debtorId),
    );
    expect(moving.length).toBeGreaterThan(20);
    for (const row of moving) {
      const policy = policies.get(row.clientId);
      if (!policy) throw new Error(`Client ${row.clientId} has no policy`);
      const step = nextCaseStep(row, policy, t.today);
      // Today's run is over: what falls due next falls due after today.
      if (step) expect(step.dueOn > t.today, `${step.action} due ${step.dueOn}`).toBe(true);
    }
    // A collection demand is recorded as a step of the process with its letter, on its fee's day.
    const demands = await db
      .select({ dueOn: processActions.dueOn, fee: caseFees.date, letter: documents.kind })
      .from(processActions)
      .innerJoin(cases, eq(cases.id, processActions.caseId))
      .innerJoin(
        caseFees,
        sql`${caseFees.caseId} = ${cases.id} and ${caseFees.type} = ${processActions.action}`,
      )
      .leftJoin(documents, eq(documents.id, processActions.documentId))
      .where(
        sql`${inArray(cases.debtorId, scaleDebtorIds)} and ${processActions.action} = 'collectionDemand'`,
      );
    expect(demands.length).toBeGreaterThan(10);
    for (const demand of demands)
      expect(demand).toEqual({ dueOn: demand.fee, fee: demand.fee, letter: 'collectionDemand' });
  });

  it('stores exactly the balances, allocations and paid fee lines that recomputeCase replays', async () => {
    const db = t.database.db;
    // Every generated case (about 150), not only a sample: the replay is cheap at this size.
    const ids = (
      await db.select({ id: cases.id }).from(cases).where(inArray(cases.debtorId, scaleDebtorIds))
    ).map((row) => row.id);
    const stored = await ledgerOf(db, ids);
    let replayed: typeof stored | undefined;
    await db
      .transaction(async (tx) => {
        for (const id of ids) await recomputeCase(tx, id);
        replayed = await ledgerOf(tx, ids);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    expect(replayed?.cases).toHaveLength(ids.length);
    expect(replayed).toEqual(stored);
  });

  it('lets scale1 sign in; its total is the sum of its active cases, its letters have no PDF', async () => {
    const visitor = await signedIn(t.app, 'scale1');
    const caseList: { isActive: boolean; currency: string; remainingAmount: number; caseGuid: string }[] = (
      await visitor.soap('getCaseDetails')
    ).json().cases;
    expect(caseList.length).toBeGreaterThanOrEqual(3);
    const expected = new Map<string, number>();
    for (const c of caseList.filter((one) => one.isActive))
      expected.set(c.currency, (expected.get(c.currency) ?? 0) + c.remainingAmount);
    const summary = (await visitor.soap('getDebtorSummary')).json();
    expect(
      new Map(
        summary.totals.map((total: { currency: string; total: number }) => [total.currency, total.total]),
      ),
    ).toEqual(expected);
    for (const c of caseList) {
      const letters = (await visitor.soap('getHistoryDocument', { caseGuid: c.caseGuid })).json().documents;
      if (!letters.length) continue;
      const download = await visitor.request('GET', `/api/extgwapi/api/Archive/${letters[0].documentGuid}`);
      expect(download.statusCode).toBe(404);
      return;
    }
    throw new Error('scale1 has no letters');
  });

  it('refuses to run again unless appending, and then continues after the last debtor', async () => {
    const db = t.database.db;
    const options = { debtors: 2, seed: 7, today: t.today };
    await expect(seedScaleData(db, options)).rejects.toBeInstanceOf(ScaleDataExistsError);
    const more = await seedScaleData(db, { ...options, append: true });
    expect([more.firstIndex, more.lastIndex]).toEqual([DEBTORS + 1, DEBTORS + 2]);
    const [added] = await db
      .select()
      .from(accounts)
      .where(eq(accounts.username, `scale${DEBTORS + 2}`));
    expect(added?.debtorId).toBeTruthy();
  });

  it('draws the same debtor from the same seed, and another from another seed', async () => {
    const [policy] = (await loadPolicies(t.database.db)).values();
    if (!policy) throw new Error('No client has a policy');
    const context = {
      seed: 7,
      providerBankgiro: t.config.provider.bankgiros[0],
      today: '2026-03-02',
      referenceRates: await loadReferenceRates(t.database.db),
      passwordHash: 'hash',
      creditors: scaleCreditors.map((creditor, i) => ({
        ...creditor,
        id: `creditor-${i}`,
        clientId: `client-${i}`,
        policy,
      })),
    };
    const withoutIds = (index: number, seed: number) =>
      JSON.stringify(generateScaleDebtor(index, { ...context, seed })).replace(
        /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g,
        'id',
      );
    expect(withoutIds(12, 7)).toBe(withoutIds(12, 7));
    expect(withoutIds(12, 7)).not.toBe(withoutIds(12, 8));
  });
});
