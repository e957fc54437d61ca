/**
 * What holds a case, through the engine's real day runs on the database: a plan proposal waiting for a
 * handler and a handler's pause each keep every step off the case until they end; a balance below the
 * client's minimum never goes to Kronofogden. The cases are set up before any day runs.
 */
import { addBankDays, addDays, onOrAfterBankDay } from '@fordra/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseFees, cases, clients, processActions } from '../../db/schema.ts';
import { handOverCase } from '../../test/handed-over-case.ts';
import { planDetails, proposal } from '../../test/plan-proposal.ts';
import { signedIn, startTestApp, type TestApp, type Visitor } from '../../test/test-app.ts';
import { balanceOn } from '../ledger/balance-as-of.ts';
import { registerPayment } from '../ledger/ledger-service.ts';
import { referenceRatesOf } from '../ledger/reference-rates.ts';
import { staffCall } from '../staff/staff-test-calls.ts';
import { type EngineRun, runBusinessDays } from './business-days.ts';

let t: TestApp;
let staff: Visitor;
let run: EngineRun;
let paused: { id: string; guid: string };
let proposed: { caseId: string; planGuid: string; before: Awaited<ReturnType<typeof historyOf>> };
let small: { id: string; guid: string };
const resumeOn = () => addDays(t.today, 40);

/** What the process did to a case: its status, its fee lines and its steps. */
async function historyOf(caseId: string) {
  const db = t.database.db;
  const [row] = await db.select({ status: cases.status }).from(cases).where(eq(cases.id, caseId));
  return {
    status: row?.status,
    fees: await db
      .select({ type: caseFees.type, amount: caseFees.amount, date: caseFees.date })
      .from(caseFees)
      .where(eq(caseFees.caseId, caseId))
      .orderBy(asc(caseFees.date), asc(caseFees.type)),
    steps: await db
      .select({ action: processActions.action, takenOn: processActions.takenOn })
      .from(processActions)
      .where(eq(processActions.caseId, caseId))
      .orderBy(asc(processActions.takenOn), asc(processActions.action)),
  };
}

beforeAll(async () => {
  t = await startTestApp();
  staff = await signedIn(t.app, 'handlaggare');
  run = { worker: 'holds-test', config: { ...t.config, engine: { ...t.config.engine, chunkCount: 1 } } };

  // A case handed over today (its collection demand sent at once), paused for 40 days.
  paused = await handOverCase(t, 'HOLD-PAUSE');
  const pause = await staffCall(staff, 'POST', `/cases/${paused.guid}/pause`, {
    reason: 'Gäldenären är inlagd på sjukhus',
    resumeOn: resumeOn(),
  });
  expect(pause.statusCode, pause.body).toBe(200);

  // Emma asks for a plan; her client has every plan decided by a handler, so it waits.
  const emma = await signedIn(t.app, 'ny');
  const [emmas] = (await planDetails(emma)).candidates;
  const [client] = await t.database.db
    .select({ id: cases.clientId })
    .from(cases)
    .where(eq(cases.guid, emmas?.caseGuid ?? ''));
  await t.database.db
    .update(clients)
    .set({ autoApprovePlans: false })
    .where(eq(clients.id, client?.id ?? ''));
  const created = await emma.soap(
    'createInstalmentPlan',
    await proposal(emma, (c) => c.ineligible === null, 3),
  );
  expect(created.json().decision, created.body).toBe('Pending');
  const [plan] = (await planDetails(emma)).plans;
  const [planCase] = await t.database.db
    .select({ id: cases.id })
    .from(cases)
    .where(eq(cases.guid, plan?.cases[0]?.caseGuid ?? ''));
  if (!plan || !planCase) throw new Error('The proposal names no case');
  proposed = { caseId: planCase.id, planGuid: plan.planGuid, before: await historyOf(planCase.id) };

  // A case paid but for 3 öre the day after its demand (paid the same day, the demand would be undone).
  small = await handOverCase(t, 'HOLD-SMALL');
  const [stored] = await t.database.db.select().from(cases).where(eq(cases.id, small.id));
  if (!stored) throw new Error('No case');
  const paidOn = addDays(onOrAfterBankDay(t.today), 1);
  const owed = balanceOn(stored, paidOn, await referenceRatesOf(t.database.db)).remainingAmount;
  await registerPayment(t.database.db, {
    caseId: small.id,
    paymentReference: stored.ocrReference,
    amount: owed - 3,
    currency: 'SEK',
    paymentDate: paidOn,
    channel: 'direct',
  });
}, 180_000);
afterAll(() => t.close());

describe('a held case', () => {
  it('takes no step while paused, and its next step on the first business day of its resume day', async () => {
    const before = await historyOf(paused.id);
    expect(before.status).toBe('Collection');
    await runBusinessDays(t.database.db, run, addDays(resumeOn(), -1));
    expect(await historyOf(paused.id)).toEqual(before);

    await runBusinessDays(t.database.db, run, addBankDays(resumeOn(), 1));
    const after = await historyOf(paused.id);
    expect(after.status).toBe('Legal');
    expect(after.steps.map((step) => step.action)).toContain('enforcementApplication');
  }, 240_000);

  it('takes no step of any kind while its debtor’s plan proposal waits for a handler, however many business days run', async () => {
    const { before } = proposed;
    // Some seventy business days since it was proposed: a case left alone would by now have been
    // demanded and applied for at Kronofogden.
    const until = addBankDays(addBankDays(resumeOn(), 1), 40);
    await runBusinessDays(t.database.db, run, until);
    expect(await historyOf(proposed.caseId)).toEqual(before);

    // Rejected by a handler, the process takes the case up again on the next business day.
    const rejected = await staffCall(staff, 'POST', `/plans/${proposed.planGuid}/decision`, {
      decision: 'reject',
      reason: 'Inkomsten räcker inte',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    await runBusinessDays(t.database.db, run, addBankDays(until, 1));
    expect((await historyOf(proposed.caseId)).steps.length).toBeGreaterThan(before.steps.length);
  }, 240_000);
});

describe('the minimum balance for Kronofogden', () => {
  it('never sends a balance below the client’s minimum to Kronofogden, nor charges the application fee', async () => {
    // By now the days have run far past the day its application would have fallen due.
    const history = await historyOf(small.id);
    expect(history.status).toBe('Collection');
    expect(history.fees.map((fee) => fee.type)).not.toContain('enforcementApplication');
    expect(history.steps.map((step) => step.action)).not.toContain('enforcementApplication');
    const [row] = await t.database.db.select().from(cases).where(eq(cases.id, small.id));
    expect((row?.remainingPrincipal ?? 0) + (row?.remainingInterest ?? 0) + (row?.remainingFees ?? 0)).toBe(
      3,
    );
  });
});
