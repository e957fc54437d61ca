/**
 * A year of the collection process through the server, on the real database (issue 38, "How to prove
 * it"): cases handed over through the gateway, payments arriving in BgMax files one to three bank days
 * after they were paid (early, late, partial, too large, with deductions), plan proposals from debtors
 * (auto-approved, or waiting for a handler who decides later), handlers' pauses, and every business day
 * run by the engine. After every day the invariants of process-simulation-invariants.ts are checked,
 * and the day is run again to show it changes nothing. The world is drawn from a fixed seed, so every
 * run is the same run.
 */
import { addBankDays, addDays, onOrAfterBankDay } from '@fordra/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cases } from '../../db/schema.ts';
import { planDetails, proposal } from '../../test/plan-proposal.ts';
import { freshAddress, signedIn, startTestApp, type TestApp } from '../../test/test-app.ts';
import { balanceOn } from '../ledger/ledger-service.ts';
import { referenceRatesOf } from '../ledger/reference-rates.ts';
import { staffCall } from '../staff/staff-test-calls.ts';
import { type EngineRun, runBusinessDays } from './business-days.ts';
import {
  balancesBelowZero,
  feesWithoutBasis,
  moneyNotConserved,
  openApplicationsOfPaidCases,
  paidCases,
  planNotAtZero,
  type SimulatedHold,
  stepsOnHeldCases,
} from './process-simulation-invariants.ts';
import {
  type BankPayment,
  forgetDay,
  handOverRandomCase,
  type ImportedFile,
  importDayFile,
  ledgerSnapshot,
  rowsOf,
  SIMULATED_DEBTORS,
  type SimulatedCase,
  type SimulatedClient,
  seededRandom,
  simulatedClients,
} from './process-simulation-world.ts';

const SEED = 20261206;
/** The seed day of the demo world: the simulation's days follow it. */
const FIRST_DAY = '2026-12-07';
/** About a year of business days. */
const BUSINESS_DAYS = 250;
/**
 * What a case's debtor does: nothing; pays in full, in part (up to three times), too much, or with a
 * deduction by the bank; pays the day before a step is taken, so that the payment arrives after it
 * (`lateAtStep`); proposes a plan; or a handler pauses the case.
 */
const PROFILES = [
  'silent',
  'payInFull',
  'partial',
  'over',
  'deduction',
  'lateAtStep',
  'plan',
  'plan',
  'plan',
  'pause',
] as const;
type Profile = (typeof PROFILES)[number];
type Case = SimulatedCase & { profile: Profile; actOn: number; acts: number };
type Plan = {
  guid: string;
  caseIds: string[];
  /** Whether its debtor pays its instalments; `onSchedule` stays true while each is paid on its due day. */
  payer: boolean;
  onSchedule: boolean;
  paid: Set<number>;
  decideOn: number | null;
};

let t: TestApp;
const random = seededRandom(SEED);
const world = {
  cases: [] as Case[],
  holds: [] as SimulatedHold[],
  plans: [] as Plan[],
  files: [] as ImportedFile[],
  inTransit: [] as BankPayment[],
  payments: 0,
  deductions: 0,
  days: 0,
  /** Plans paid as scheduled whose cases did not end at zero: checked apart, waiting for the plan fix. */
  plansNotAtZero: [] as string[],
};

/** Signs in anew for each use: the server's clock moves a year, past any session's end. */
const asUser = (username: string) => signedIn(t.app, username, freshAddress());

async function owedOn(caseId: string, day: string): Promise<number> {
  const [stored] = await t.database.db.select().from(cases).where(eq(cases.id, caseId));
  if (!stored || stored.status === 'Paid') return 0;
  return balanceOn(stored, day, await referenceRatesOf(t.database.db)).remainingAmount;
}

/** A debtor pays `amount` öre on `day`; the bank reports it 0–3 bank days later. */
function pay(item: Case, day: string, amount: number, deduction = 0) {
  if (amount <= 0) return;
  const arrivesOn = addBankDays(day, random.int(0, 3));
  world.inTransit.push({ reference: item.ocrReference, amount, paymentDate: day, arrivesOn });
  world.payments += 1;
  if (deduction > 0 && deduction < amount) {
    world.inTransit.push({
      reference: item.ocrReference,
      amount: deduction,
      paymentDate: day,
      arrivesOn,
      deduction: true,
    });
    world.deductions += 1;
  }
}

async function proposePlan(item: Case, index: number, day: string) {
  const debtor = await asUser(item.debtor.username);
  // Only cases whose debtor pays nothing else join, so that the plan's payments are all they get.
  const mine = world.cases.filter(
    (c) =>
      c.debtor === item.debtor && c.currency === 'SEK' && (c.profile === 'silent' || c.profile === 'plan'),
  );
  const others = mine.filter((c) => c !== item).slice(0, random.int(0, 2));
  const guids = new Set([item, ...others].map((c) => c.guid));
  const { candidates, bounds } = await planDetails(debtor);
  const chosen = candidates.filter((c) => guids.has(c.caseGuid) && c.ineligible === null);
  if (!chosen.some((c) => c.caseGuid === item.guid)) return;
  // A long plan, beyond what the creditor approves by itself, waits for a handler; none below the least monthly amount.
  const owed = chosen.reduce((sum, c) => sum + c.principal + c.interest + c.fees, 0);
  const longest = Math.min(bounds.maxMonths, Math.floor(owed / bounds.minMonthlyMinor));
  if (longest < bounds.minMonths) return;
  const wanted = random.chance(0.25) ? random.int(13, 15) : random.int(2, 8);
  const months = Math.max(bounds.minMonths, Math.min(wanted, longest));
  const body = await proposal(debtor, (c) => guids.has(c.caseGuid) && c.ineligible === null, months);
  const response = await debtor.soap('createInstalmentPlan', body);
  expect(response.statusCode, response.body).toBe(200);
  const { plan, decision } = response.json() as { plan: { planGuid: string }; decision: string };
  const caseIds = world.cases.filter((c) => body.caseGuids.includes(c.guid)).map((c) => c.id);
  const waiting = decision === 'Pending';
  const decideOn = waiting && random.chance(0.8) ? index + random.int(3, 15) : null;
  world.plans.push({
    guid: plan.planGuid,
    caseIds,
    payer: random.chance(0.8),
    onSchedule: true,
    paid: new Set(),
    decideOn,
  });
  if (waiting)
    for (const caseId of caseIds)
      world.holds.push({ caseId, from: day, until: null, why: `proposal ${plan.planGuid}` });
}

async function decidePlans(index: number, day: string) {
  for (const plan of world.plans.filter((p) => p.decideOn === index)) {
    const staff = await asUser('handlaggare');
    const decision = random.chance(0.6) ? 'accept' : 'reject';
    const response = await staffCall(staff, 'POST', `/plans/${plan.guid}/decision`, {
      decision,
      reason: 'Beslut i simuleringen',
    });
    expect(response.statusCode, response.body).toBe(200);
    for (const hold of world.holds) if (hold.why === `proposal ${plan.guid}`) hold.until = day;
  }
}

async function pause(item: Case, day: string) {
  const [row] = await t.database.db.select({ status: cases.status }).from(cases).where(eq(cases.id, item.id));
  if (!row || ['Paid', 'Closed', 'PaymentPlan'].includes(row.status)) return;
  const resumeOn = addDays(day, random.int(10, 60));
  const staff = await asUser('handlaggare');
  const response = await staffCall(staff, 'POST', `/cases/${item.guid}/pause`, {
    reason: 'Simulerad paus',
    resumeOn,
  });
  expect(response.statusCode, response.body).toBe(200);
  world.holds.push({ caseId: item.id, from: day, until: resumeOn, why: `paused until ${resumeOn}` });
}

/** What each case's debtor does on the day its turn comes. */
async function act(item: Case, index: number, day: string) {
  const owed = await owedOn(item.id, day);
  const again = () => {
    item.acts += 1;
    if (item.acts < 3) item.actOn = index + random.int(15, 60);
  };
  if (item.currency !== 'SEK' && item.profile !== 'pause') return;
  switch (item.profile) {
    case 'payInFull':
      return pay(item, day, owed);
    case 'partial':
      pay(item, day, Math.floor((owed * random.int(20, 70)) / 100));
      return again();
    case 'over':
      return pay(item, day, owed + random.int(100, 50_000));
    case 'deduction':
      return pay(item, day, owed + 10_000, random.int(100, 10_000));
    case 'plan':
      return proposePlan(item, index, day);
    case 'pause':
      return pause(item, day);
  }
}

/**
 * A debtor who paid in full the bank day before the step the process took today: the bank reports the
 * payment one or two bank days from now, and it must undo the step.
 */
async function payBeforeTodaysStep(day: string) {
  const waiting = world.cases.filter(
    (c) => c.profile === 'lateAtStep' && c.acts === 0 && c.currency === 'SEK',
  );
  if (waiting.length === 0) return;
  const stepped = await rowsOf<{ case_id: string }>(
    t.database.db,
    sql`select distinct p.case_id from process_actions p join cases c on c.id = p.case_id
        where p.taken_on = ${day} and p.action = 'enforcementApplication' and c.registration_date < ${day}`,
  );
  for (const item of waiting.filter((c) => stepped.some((s) => s.case_id === c.id))) {
    item.acts += 1;
    const owed = await owedOn(item.id, day);
    world.inTransit.push({
      reference: item.ocrReference,
      amount: owed,
      paymentDate: addBankDays(day, -1),
      arrivesOn: addBankDays(day, random.int(1, 2)),
    });
    world.payments += 1;
  }
}

/** Plans paid as scheduled: each instalment on its due day (or the next bank day), with the reference its notice gives. */
async function payInstalments(day: string) {
  for (const plan of world.plans.filter((p) => p.payer)) {
    // The reference the notice gives: the instalment's own where instalments have one (read through
    // to_jsonb, so that this also runs where they have none), else that of the case its notice is on.
    const due = await rowsOf<{
      sequence: number;
      due_date: string;
      amount: number;
      reference: string | null;
    }>(
      t.database.db,
      sql`select i.sequence, i.due_date::text as due_date, i.amount::float8 as amount,
            coalesce(to_jsonb(i) ->> 'ocr_reference',
              (select c.ocr_reference from process_actions a join cases c on c.id = a.case_id
               where a.subject_id = i.id and a.action = 'instalmentNotice' limit 1)) as reference
          from instalments i join payment_plans p on p.id = i.plan_id
          where p.guid = ${plan.guid} and p.status = 'Active' and i.due_date <= ${day}`,
    );
    const first = world.cases.find((c) => c.id === plan.caseIds[0]);
    for (const instalment of due.filter((i) => !plan.paid.has(i.sequence))) {
      plan.paid.add(instalment.sequence);
      // One approved after its first due day is paid late: it is no longer paid as scheduled.
      if (onOrAfterBankDay(instalment.due_date) < day) plan.onSchedule = false;
      const reference = instalment.reference ?? first?.ocrReference;
      if (!reference) continue;
      world.inTransit.push({ reference, amount: instalment.amount, paymentDate: day, arrivesOn: day });
      world.payments += 1;
    }
  }
}

async function handOver(index: number, day: string, clientsOfWorld: readonly SimulatedClient[]) {
  const debtor = random.pick(SIMULATED_DEBTORS);
  const currency = random.chance(0.1) ? 'EUR' : 'SEK';
  const made = await handOverRandomCase(t, random, {
    reference: `SIM-${world.cases.length + 1}`,
    client: random.pick(clientsOfWorld),
    today: day,
    debtor,
    currency,
  });
  const profile = random.pick(PROFILES);
  // Payers pay within the weeks its demand and application fall due in, some just before a step.
  const actOn =
    index + (['plan', 'pause', 'silent'].includes(profile) ? random.int(2, 80) : random.int(2, 30));
  world.cases.push({ ...made, profile, actOn, acts: 0 });
}

beforeAll(async () => {
  // Only the clock of dates is faked: the world starts on a fixed Monday, and the server's "today"
  // follows the simulated business day, so every run of the test is the same run whatever the date.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${FIRST_DAY}T09:00:00Z`));
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

describe('a year of the collection process through the server', () => {
  it('keeps money, balances, fees, holds, withdrawals and reruns lawful after every business day', async () => {
    const db = t.database.db;
    const run: EngineRun = {
      worker: 'simulation',
      config: { ...t.config, engine: { ...t.config.engine, chunkCount: 2 } },
    };
    const clientsOfWorld = await simulatedClients(db);
    const paidPlans = new Set<string>();
    for (let index = 0; index < BUSINESS_DAYS; index++) {
      const day = addBankDays(t.today, index + 1);
      vi.setSystemTime(new Date(`${day}T09:00:00Z`));
      if (index < 20 || (index < 150 && random.chance(0.1))) await handOver(index, day, clientsOfWorld);
      if (index < 20) await handOver(index, day, clientsOfWorld);
      await decidePlans(index, day);
      for (const item of world.cases.filter((c) => c.actOn === index)) await act(item, index, day);
      await payInstalments(day);
      const arriving = world.inTransit.filter((p) => p.arrivesOn === day);
      world.inTransit = world.inTransit.filter((p) => p.arrivesOn !== day);
      const file = await importDayFile(t, day, index + 1, arriving);
      if (file) world.files.push(file);

      const caseIds = world.cases.map((c) => c.id);
      const paidBefore = await paidCases(db, caseIds);
      expect(await runBusinessDays(db, run, day)).toEqual([day]);
      world.days += 1;
      await payBeforeTodaysStep(day);

      const found = [
        ...(await moneyNotConserved(db, caseIds, world.files)),
        ...(await balancesBelowZero(db, caseIds)),
        ...(await feesWithoutBasis(db, caseIds)),
        ...(await stepsOnHeldCases(db, day, world.holds)),
        ...(await openApplicationsOfPaidCases(db, paidBefore)),
      ];
      expect(found, `seed ${SEED}, day ${day}`).toEqual([]);

      const before = await ledgerSnapshot(db);
      await forgetDay(db, day);
      expect(await runBusinessDays(db, run, day)).toEqual([day]);
      expect(await ledgerSnapshot(db), `day ${day} run again`).toEqual(before);

      // A plan paid as scheduled, its last instalment registered and its day run, stands at zero.
      for (const plan of world.plans.filter((p) => p.payer && p.onSchedule && !paidPlans.has(p.guid))) {
        const [last] = await rowsOf<{ due: string | null }>(
          db,
          sql`select max(i.due_date)::text as due from instalments i join payment_plans p on p.id = i.plan_id
              where p.guid = ${plan.guid} and p.status in ('Active', 'Completed')`,
        );
        if (!last?.due || last.due > day) continue;
        paidPlans.add(plan.guid);
        world.plansNotAtZero.push(...(await planNotAtZero(db, plan.guid)));
      }
    }
    console.info(
      `Simulated ${world.days} business days, ${world.cases.length} cases, ${world.payments} payments, ` +
        `${world.deductions} deductions, ${world.files.length} files, ${world.plans.length} plans, ` +
        `${world.holds.length} holds, ${paidPlans.size} plans paid to their end.`,
    );
    // The world did exercise what the invariants are about.
    const [exercised] = await rowsOf<Record<string, number>>(
      db,
      sql`select count(*) filter (where p.undone_at is not null)::int as undone,
            count(*) filter (where p.action = 'enforcementWithdrawal')::int as withdrawals,
            count(distinct p.case_id) filter (where c.status = 'Paid')::int as paid
          from process_actions p join cases c on c.id = p.case_id where c.client_reference like 'SIM-%'`,
    );
    console.info(
      exercised,
      `${world.plans.filter((p) => p.caseIds.length > 1).length} plans over several cases`,
    );
    expect(exercised).toMatchObject({
      undone: expect.any(Number),
      withdrawals: expect.any(Number),
      paid: expect.any(Number),
    });
    for (const count of Object.values(exercised ?? {})) expect(count).toBeGreaterThan(0);
    expect(world.plans.some((p) => p.caseIds.length > 1)).toBe(true);
    expect(world.cases.length).toBeGreaterThan(30);
    expect(paidPlans.size).toBeGreaterThan(0);
  }, 600_000);

  // Expected to fail until the plan fix of issue 38 (items 1 and 2) lands: paid exactly as scheduled,
  // a plan over several cases puts every payment on its first case (Paid, with the others' balance as
  // credit) and a one-case plan leaves a few kronor (quote and ledger disagree), while the plan is
  // marked Completed and its cases stay in PaymentPlan. With the fix, make this `it` again.
  it.fails('ends every plan paid as scheduled at zero on every case', () => {
    expect(world.plansNotAtZero).toEqual([]);
  });
});
