/**
 * A year of the collection process through the server, on the real database (issue 38, "How to prove
 * it"): cases handed over through the gateway, payments arriving in BgMax files one to three bank days
 * after they were paid (early, late, partial, too large, with deductions), plan proposals from debtors
 * (auto-approved, or waiting for a handler who decides later), handlers' pauses, and every business day
 * run by the engine. After every day the invariants of process-simulation-invariants.ts are checked,
 * and the day is run again to show it changes nothing. The world is drawn from a fixed seed, so every
 * run is the same run.
 */
import { addBankDays } from '@fordra/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { type EngineRun, runBusinessDays } from './business-days.ts';
import { simulationActors } from './process-simulation-actors.ts';
import {
  balancesBelowZero,
  feesWithoutBasis,
  moneyNotConserved,
  openApplicationsOfPaidCases,
  paidCases,
  planNotAtZero,
  stepsOnHeldCases,
} from './process-simulation-invariants.ts';
import {
  forgetDay,
  importDayFile,
  ledgerSnapshot,
  rowsOf,
  seededRandom,
  simulatedClients,
} from './process-simulation-world.ts';

const SEED = 20261206;
/** The seed day of the demo world: the simulation's days follow it. */
const FIRST_DAY = '2026-12-07';
/** About a year of business days. */
const BUSINESS_DAYS = 250;
let t: TestApp;
let sim: ReturnType<typeof simulationActors>;

beforeAll(async () => {
  // Only the clock of dates is faked: the world starts on a fixed Monday, and the server's "today"
  // follows the simulated business day, so every run of the test is the same run whatever the date.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${FIRST_DAY}T09:00:00Z`));
  t = await startTestApp();
  sim = simulationActors(t, seededRandom(SEED));
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
      if (index < 20 || (index < 150 && sim.random.chance(0.1)))
        await sim.handOver(index, day, clientsOfWorld);
      if (index < 20) await sim.handOver(index, day, clientsOfWorld);
      await sim.decidePlans(index, day);
      for (const item of sim.world.cases.filter((c) => c.actOn === index)) await sim.act(item, index, day);
      await sim.payInstalments(day);
      const arriving = sim.world.inTransit.filter((p) => p.arrivesOn === day);
      sim.world.inTransit = sim.world.inTransit.filter((p) => p.arrivesOn !== day);
      const file = await importDayFile(t, day, index + 1, arriving);
      if (file) sim.world.files.push(file);

      const caseIds = sim.world.cases.map((c) => c.id);
      const paidBefore = await paidCases(db, caseIds);
      expect(await runBusinessDays(db, run, day)).toEqual([day]);
      sim.world.days += 1;
      await sim.payBeforeTodaysStep(day);

      const found = [
        ...(await moneyNotConserved(db, caseIds, sim.world.files)),
        ...(await balancesBelowZero(db, caseIds)),
        ...(await feesWithoutBasis(db, caseIds)),
        ...(await stepsOnHeldCases(db, day, sim.world.holds)),
        ...(await openApplicationsOfPaidCases(db, paidBefore)),
      ];
      expect(found, `seed ${SEED}, day ${day}`).toEqual([]);

      const before = await ledgerSnapshot(db);
      await forgetDay(db, day);
      expect(await runBusinessDays(db, run, day)).toEqual([day]);
      expect(await ledgerSnapshot(db), `day ${day} run again`).toEqual(before);

      // A plan paid as scheduled, its last instalment registered and its day run, stands at zero.
      for (const plan of sim.world.plans.filter((p) => p.payer && p.onSchedule && !paidPlans.has(p.guid))) {
        const [last] = await rowsOf<{ due: string | null }>(
          db,
          sql`select max(i.due_date)::text as due from instalments i join payment_plans p on p.id = i.plan_id
              where p.guid = ${plan.guid} and p.status in ('Active', 'Completed')`,
        );
        if (!last?.due || last.due > day) continue;
        paidPlans.add(plan.guid);
        sim.world.plansNotAtZero.push(...(await planNotAtZero(db, plan.guid)));
      }
    }
    console.info(
      `Simulated ${sim.world.days} business days, ${sim.world.cases.length} cases, ${sim.world.payments} payments, ` +
        `${sim.world.deductions} deductions, ${sim.world.files.length} files, ${sim.world.plans.length} plans, ` +
        `${sim.world.holds.length} holds, ${paidPlans.size} plans paid to their end.`,
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
      `${sim.world.plans.filter((p) => p.caseIds.length > 1).length} plans over several cases`,
    );
    expect(Object.keys(exercised ?? {})).toHaveLength(3);
    for (const count of Object.values(exercised ?? {})) expect(count).toBeGreaterThan(0);
    expect(sim.world.plans.some((p) => p.caseIds.length > 1)).toBe(true);
    expect(sim.world.cases.length).toBeGreaterThan(30);
    expect(paidPlans.size).toBeGreaterThan(0);
  }, 600_000);

  // Its due dates are bank days (domain `planDueDates`), so an instalment paid on its day settles what
  // the schedule says and the last leaves every case at zero.
  it('ends every plan paid as scheduled at zero on every case', () => {
    expect(sim.world.plansNotAtZero).toEqual([]);
  });
});
