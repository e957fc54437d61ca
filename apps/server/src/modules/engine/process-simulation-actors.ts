/**
 * The people of the process simulation (process-simulation.test.ts): the clients' systems handing over
 * cases, debtors who pay, pay late, in part or too much, or propose plans, and handlers who pause cases
 * and decide proposals. They act through the server's real paths; their payments travel to the bank's
 * file of the day they arrive on.
 */
import { addBankDays, addDays, onOrAfterBankDay } from '@fordra/domain';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { findCase, statusOfCase } from '../../db/repositories/cases.ts';
import { planDetails, proposal } from '../../test/plan-proposal.ts';
import { freshAddress, signedIn, type TestApp } from '../../test/test-app.ts';
import { balanceOn } from '../ledger/balance-as-of.ts';
import { referenceRatesOf } from '../ledger/reference-rates.ts';
import { staffCall } from '../staff/staff-test-calls.ts';
import type { SimulatedHold } from './process-simulation-invariants.ts';
import {
  type BankPayment,
  handOverRandomCase,
  type ImportedFile,
  type Random,
  rowsOf,
  SIMULATED_DEBTORS,
  type SimulatedCase,
  type SimulatedClient,
} from './process-simulation-world.ts';

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

/** The simulation's people acting on the server of `t`, drawing from `random`; `world` is what they did. */
export function simulationActors(t: TestApp, random: Random) {
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
    const stored = await findCase(t.database.db, caseId);
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
    const status = await statusOfCase(t.database.db, item.id);
    if (!status || ['Paid', 'Closed', 'PaymentPlan'].includes(status)) return;
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

  return { random, world, handOver, decidePlans, act, payInstalments, payBeforeTodaysStep };
}
