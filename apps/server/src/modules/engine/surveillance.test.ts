/**
 * Long-term surveillance through the real business-day run: a case with Kronofogden's verdict that goes
 * unpaid moves to `Surveillance` (service Bevakning) the policy's days after the verdict, or after its
 * last payment when one came later (domain `surveillanceDue`).
 */
import { addBankDays, addDays, DEFAULT_SURVEILLANCE_AFTER_DAYS, onOrAfterBankDay } from '@fordra/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, cases, processActions } from '../../db/schema.ts';
import { demoStaffAccount } from '../../seed/demo-data.ts';
import { handOverCase } from '../../test/handed-over-case.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { registerEnforcementDecision } from '../enforcement/enforcement-decisions.ts';
import { registerPayment } from '../ledger/ledger-service.ts';
import { type EngineRun, runBusinessDays } from './business-days.ts';

let t: TestApp;
let run: EngineRun;
let staffId: string;
beforeAll(async () => {
  t = await startTestApp();
  run = { worker: 'surveillance', config: { ...t.config, engine: { ...t.config.engine, chunkCount: 1 } } };
  const [staff] = await t.database.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.username, demoStaffAccount.username));
  staffId = staff?.id ?? '';
});
afterAll(() => t.close());

/** A case handed over today, applied for at Kronofogden today, and given a verdict today. */
async function verdictToday(reference: string): Promise<string> {
  const { id } = await handOverCase(t, reference);
  const { db } = t.database;
  await db.update(cases).set({ status: 'Legal', service: 'Juridisk hantering' }).where(eq(cases.id, id));
  await db.insert(processActions).values({
    subjectKind: 'case',
    subjectId: id,
    caseId: id,
    action: 'enforcementApplication',
    dueOn: t.today,
    takenOn: t.today,
  });
  const decided = await registerEnforcementDecision(db, {
    caseId: id,
    decision: 'verdict',
    decidedOn: t.today,
    staffAccountId: staffId,
    reason: 'Utslag, mål 4321-26',
  });
  expect(decided).toMatchObject({ status: 'Verdict', registered: true });
  return id;
}

async function stateOf(caseId: string) {
  const [row] = await t.database.db
    .select({ status: cases.status, service: cases.service })
    .from(cases)
    .where(eq(cases.id, caseId));
  const steps = await t.database.db
    .select({ takenOn: processActions.takenOn })
    .from(processActions)
    .where(and(eq(processActions.caseId, caseId), eq(processActions.action, 'surveillance')));
  return { ...row, surveillanceTakenOn: steps.map((step) => step.takenOn) };
}

describe('long-term surveillance', { timeout: 120_000 }, () => {
  it('moves an unpaid verdict to Surveillance the policy’s days after the verdict, or after a later payment', async () => {
    const unpaid = await verdictToday('SURV-1');
    const paying = await verdictToday('SURV-2');
    const paidOn = addDays(t.today, 7);
    await registerPayment(t.database.db, {
      caseId: paying,
      paymentReference: 'SURV-2',
      amount: 10_000,
      currency: 'SEK',
      paymentDate: paidOn,
      channel: 'direct',
    });
    const afterVerdict = onOrAfterBankDay(addDays(t.today, DEFAULT_SURVEILLANCE_AFTER_DAYS));
    const afterPayment = onOrAfterBankDay(addDays(paidOn, DEFAULT_SURVEILLANCE_AFTER_DAYS));

    await runBusinessDays(t.database.db, run, addBankDays(afterVerdict, -1));
    expect(await stateOf(unpaid)).toEqual({
      status: 'Verdict',
      service: 'Juridisk hantering',
      surveillanceTakenOn: [],
    });

    await runBusinessDays(t.database.db, run, afterVerdict);
    expect(await stateOf(unpaid)).toEqual({
      status: 'Surveillance',
      service: 'Bevakning',
      surveillanceTakenOn: [afterVerdict],
    });
    // The later payment counts: the paying case waits its days from the payment, not from the verdict.
    expect(await stateOf(paying)).toMatchObject({ status: 'Verdict', surveillanceTakenOn: [] });

    await runBusinessDays(t.database.db, run, addBankDays(afterPayment, -1));
    expect(await stateOf(paying)).toMatchObject({ status: 'Verdict', surveillanceTakenOn: [] });
    await runBusinessDays(t.database.db, run, afterPayment);
    expect(await stateOf(paying)).toEqual({
      status: 'Surveillance',
      service: 'Bevakning',
      surveillanceTakenOn: [afterPayment],
    });
  });
});
