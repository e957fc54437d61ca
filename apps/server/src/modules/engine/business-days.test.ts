/**
 * The collection process over business days, on the real database: a case handed over is demanded,
 * then applied for at Kronofogden when it stays unpaid; a plan whose instalments go unpaid is
 * reminded and terminated; running a day again, or by two workers at once, changes nothing.
 */
import { addBankDays, addDays, onOrAfterBankDay } from '@fordra/domain';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  caseFees,
  cases,
  documents,
  engineDays,
  instalments,
  paymentPlanCases,
  paymentPlans,
  processActions,
} from '../../db/schema.ts';
import { handOverCase } from '../../test/handed-over-case.ts';
import { proposal } from '../../test/plan-proposal.ts';
import { deadlineOfLetterPostedNextRun } from '../../test/posted-letters.ts';
import { signedIn, startTestApp, type TestApp } from '../../test/test-app.ts';
import { type EngineRun, runBusinessDays } from './business-days.ts';

let t: TestApp;
let run: (worker: string) => EngineRun;
beforeAll(async () => {
  t = await startTestApp();
  run = (worker) => ({ worker, config: { ...t.config, engine: { ...t.config.engine, chunkCount: 4 } } });
});
afterAll(() => t.close());

const registerCase = async (reference: string) => (await handOverCase(t, reference)).id;

/** Everything the process writes for a set of cases, in an order that does not depend on who wrote it. */
async function ledgerOf(caseIds: string[]) {
  const db = t.database.db;
  return {
    cases: await db
      .select({
        id: cases.id,
        status: cases.status,
        fees: cases.remainingFees,
        principal: cases.remainingPrincipal,
      })
      .from(cases)
      .where(inArray(cases.id, caseIds))
      .orderBy(asc(cases.id)),
    fees: await db
      .select({ caseId: caseFees.caseId, type: caseFees.type, date: caseFees.date, amount: caseFees.amount })
      .from(caseFees)
      .where(inArray(caseFees.caseId, caseIds))
      .orderBy(asc(caseFees.caseId), asc(caseFees.date), asc(caseFees.type)),
    steps: await db
      .select({
        caseId: processActions.caseId,
        subjectKind: processActions.subjectKind,
        action: processActions.action,
        dueOn: processActions.dueOn,
        takenOn: processActions.takenOn,
      })
      .from(processActions)
      .where(inArray(processActions.caseId, caseIds))
      .orderBy(asc(processActions.caseId), asc(processActions.takenOn), asc(processActions.action)),
    letters: await db
      .select({ caseId: documents.caseId, kind: documents.kind, n: count() })
      .from(documents)
      .where(inArray(documents.caseId, caseIds))
      .groupBy(documents.caseId, documents.kind)
      .orderBy(asc(documents.caseId), asc(documents.kind)),
  };
}

describe('business days', () => {
  it('applies to Kronofogden for a case whose collection demand went unpaid, once however often the days run', async () => {
    const caseId = await registerCase('ENG-1');
    // A case registered on a weekend has its demand dated the next bank day.
    const demandOn = onOrAfterBankDay(t.today);
    const demandDeadline = deadlineOfLetterPostedNextRun('collectionDemand', demandOn, t.today);
    const applyOn = addBankDays(demandDeadline, 3);

    // The day before the application nothing happens to the case.
    await runBusinessDays(t.database.db, run('a'), addBankDays(applyOn, -1));
    let [row] = await t.database.db.select().from(cases).where(eq(cases.id, caseId));
    expect(row?.status).toBe('Collection');

    const days: string[] = [];
    await runBusinessDays(t.database.db, { ...run('a'), onDay: (day) => days.push(day) }, applyOn);
    expect(days).toEqual([applyOn]);
    [row] = await t.database.db.select().from(cases).where(eq(cases.id, caseId));
    expect(row?.status).toBe('Legal');
    expect(row?.service).toBe('Juridisk hantering');
    const before = await ledgerOf([caseId]);
    expect(before.fees).toEqual([
      { caseId, type: 'collectionDemand', date: demandOn, amount: 18_000 },
      { caseId, type: 'agentFee', date: applyOn, amount: 38_000 },
      { caseId, type: 'enforcementApplication', date: applyOn, amount: 30_000 },
    ]);
    expect(before.steps.map((step) => [step.action, step.takenOn])).toEqual([
      ['collectionDemand', demandOn],
      ['enforcementApplication', applyOn],
      // Filed in the day's batch to Kronofogden.
      ['enforcementFiled', applyOn],
    ]);
    expect(before.letters.map((letter) => [letter.kind, letter.n])).toEqual([
      ['collectionDemand', 1],
      ['enforcementApplication', 1],
    ]);
    const audited = await t.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'process.enforcementApplication'),
          eq(auditLog.entityId, row?.caseNumber ?? ''),
        ),
      );
    expect(audited[0]?.n).toBe(1);

    // Asked again for the same day, or for it by two workers at once, the process does nothing more.
    expect(await runBusinessDays(t.database.db, run('b'), applyOn)).toEqual([]);
    await t.database.db.delete(engineDays).where(eq(engineDays.businessDate, applyOn));
    await Promise.all([
      runBusinessDays(t.database.db, run('c'), applyOn),
      runBusinessDays(t.database.db, run('d'), applyOn),
    ]);
    expect(await ledgerOf([caseId])).toEqual(before);
  });

  it('reminds unpaid instalments and terminates the plan, its case back in collection', async () => {
    const emma = await signedIn(t.app, 'ny');
    const body = await proposal(emma, () => true, 3);
    const created = await emma.soap('createInstalmentPlan', body);
    expect(created.statusCode, created.body).toBe(200);
    const [plan] = await t.database.db
      .select()
      .from(paymentPlans)
      .where(eq(paymentPlans.guid, created.json().plan.planGuid));
    if (!plan) throw new Error('No plan');
    const schedule = await t.database.db
      .select()
      .from(instalments)
      .where(eq(instalments.planId, plan.id))
      .orderBy(asc(instalments.sequence));
    const [first, second] = schedule;
    if (!first || !second) throw new Error('A plan of three months has three instalments');
    const planCaseIds = (
      await t.database.db
        .select({ id: paymentPlanCases.caseId })
        .from(paymentPlanCases)
        .where(eq(paymentPlanCases.planId, plan.id))
    ).map((row) => row.id);

    // Run past the second instalment's reminder and its deadline, not yet past the termination letter's.
    await runBusinessDays(t.database.db, run('a'), addDays(second.dueDate, 30));

    const [after] = await t.database.db.select().from(paymentPlans).where(eq(paymentPlans.id, plan.id));
    expect(after?.status).toBe('Terminated');
    const ledger = await ledgerOf(planCaseIds);
    expect(ledger.cases.map((row) => row.status)).toEqual(planCaseIds.map(() => 'Collection'));
    const planFees = ledger.fees.filter((fee) => fee.date > t.today).map((fee) => [fee.type, fee.amount]);
    expect(planFees).toEqual(
      expect.arrayContaining([
        ['instalmentNotice', 6_000],
        ['missedInstalmentReminder', 6_000],
        ['missedInstalmentReminder', 6_000],
      ]),
    );
    expect(
      ledger.steps
        .filter((step) => step.action === 'planTerminated')
        .map((step) => step.subjectKind)
        .sort(),
    ).toEqual(['case', 'plan']);
    expect(ledger.letters.filter((letter) => letter.kind === 'planTerminated')).toHaveLength(
      planCaseIds.length,
    );
    expect(
      ledger.letters.filter((letter) => letter.kind === 'instalmentReminder').map((letter) => letter.n),
    ).toEqual([2]);
    const states = await t.database.db
      .select({ status: instalments.status })
      .from(instalments)
      .where(eq(instalments.planId, plan.id))
      .orderBy(asc(instalments.sequence));
    expect(states.map((row) => row.status)).toEqual(['Inactive', 'Inactive', 'Inactive']);
  });
});
