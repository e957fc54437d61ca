/**
 * Test support for `process-simulation.test.ts`: plays a script of random business days on the model of
 * `process-model.ts`. Each bank day, in the server's order: staff enter reference rates, pause cases, get
 * and decide plan proposals and register Kronofogden's decisions; the day's payments are registered, each
 * dated 0–3 bank days before; then the engine's day and its file to Kronofogden run.
 */
import {
  addBankDays,
  addDays,
  type CaseStatus,
  isActiveStatus,
  type ProcessPolicy,
  postponementEndsOn,
  type ReferenceRate,
} from '../index.ts';
import { PUBLISHED_REFERENCE_RATES } from '../published-reference-rates.ts';
import type { HeldStretch } from './process-invariants.ts';
import {
  type CaseOpening,
  type ModelCase,
  openCase,
  owedOn,
  registerDecision,
  replayCase,
  runBusinessDay,
} from './process-model.ts';

/** What happens to a case on a day: a payment, a deduction, a handler's pause, a plan proposal. */
export type CaseEvent = { day: number } & (
  | { kind: 'payment'; amount: 'full' | 'partial' | 'over' | 'small'; lag: number; permille: number }
  | { kind: 'deduction'; lag: number; permille: number }
  | { kind: 'pause'; days: number }
  | { kind: 'proposal'; bankDays: number; accepted: boolean }
  | { kind: 'objection'; bankDays: number; answer: 'uphold' | 'withdraw' }
  | { kind: 'postponement'; days: number }
);

export type CaseScript = Omit<CaseOpening, 'id' | 'policy' | 'dueDate' | 'registrationDate'> & {
  client: number;
  /** Bank days into the simulation the case is registered; its due date is `dueDaysBefore` days earlier. */
  registeredDay: number;
  dueDaysBefore: number;
  /** Bank days after its filing that Kronofogden decides an open application, and what (null: never). */
  decision: { afterBankDays: number; decision: 'verdict' | 'enforcement' } | null;
  events: CaseEvent[];
};

export type SimulationScript = {
  /** The first business day: the first bank day on or after this ISO day. */
  start: string;
  days: number;
  policies: ProcessPolicy[];
  /** Reference rates staff enter: a half-year's rate (basis points), on a day of the simulation or never. */
  rateEntries: { validFrom: string; rateBp: number; day: number | null }[];
  cases: CaseScript[];
};

export type SimulationDay = {
  day: string;
  cases: readonly ModelCase[];
  rates: readonly ReferenceRate[];
  ratesOn: (day: string) => readonly ReferenceRate[];
  held: ReadonlyMap<number, readonly HeldStretch[]>;
};

/** The statuses an objection makes `Disputed` (`objection-service.ts`); others keep theirs. */
const DISPUTABLE = ['PreCollection', 'Collection', 'Inkasso'] as const;

/** A payment (negative: a deduction) dated ISO day `date` on its way to case `c`. */
type Arriving = { c: ModelCase; date: string; amount: number };

/** The most a deduction dated ISO day `date` may take: what payments dated up to each later point still hold. */
function deductible(c: ModelCase, pending: readonly Arriving[], date: string): number {
  const ordered = [...c.payments, ...pending.filter((p) => p.c === c), { date, amount: 0 }].sort((a, b) =>
    a.date === b.date ? Number(a.amount < 0) - Number(b.amount < 0) : a.date < b.date ? -1 : 1,
  );
  let sum = 0;
  let least = Number.POSITIVE_INFINITY;
  for (const payment of ordered) {
    sum += payment.amount;
    if (payment.date >= date) least = Math.min(least, sum);
  }
  return Math.max(0, least);
}

function paymentAmount(
  c: ModelCase,
  rates: readonly ReferenceRate[],
  pending: readonly Arriving[],
  event: CaseEvent,
  date: string,
): number {
  if (event.kind === 'deduction') return Math.floor((deductible(c, pending, date) * event.permille) / 1000);
  if (event.kind !== 'payment') return 0;
  const owed = owedOn(c, rates, date);
  if (event.amount === 'full') return owed;
  if (event.amount === 'partial') return Math.max(1, Math.floor((owed * event.permille) / 1000));
  if (event.amount === 'over') return owed + event.permille * 100;
  return event.permille * 10;
}

/**
 * Registers the day's payments as the server registers a payment file: each case replayed once with all its
 * payments of the day, so a payment and a deduction of the same file are judged together.
 */
function registerPayments(arriving: readonly Arriving[], day: string, rates: readonly ReferenceRate[]): void {
  for (const payment of arriving)
    payment.c.payments.push({ date: payment.date, amount: payment.amount, registeredOn: day });
  for (const c of new Set(arriving.map((payment) => payment.c))) replayCase(c, rates);
}

/** Plays `script`, calling `afterDay` after each business day's run with the state it left. */
export function simulate(script: SimulationScript, afterDay: (day: SimulationDay) => void): void {
  const days: string[] = [addBankDays(addDays(script.start, -1), 1)];
  while (days.length < script.days) days.push(addBankDays(days.at(-1) as string, 1));
  const ratesOn = (day: string): readonly ReferenceRate[] => [
    ...PUBLISHED_REFERENCE_RATES,
    ...script.rateEntries.filter((entry) => entry.day !== null && (days[entry.day] ?? '9999') <= day),
  ];
  const cases: ModelCase[] = [];
  const held = new Map<number, HeldStretch[]>();
  const proposals = new Map<number, { decideOn: number; accepted: boolean }>();
  const objections = new Map<number, { answerOn: number; answer: 'uphold' | 'withdraw' }>();
  const arriving: Arriving[] = [];
  for (const [index, day] of days.entries()) {
    const rates = ratesOn(day);
    if (script.rateEntries.some((entry) => entry.day === index)) for (const c of cases) replayCase(c, rates);
    for (const [id, script_] of script.cases.entries()) {
      if (script_.registeredDay !== index) continue;
      const { client, registeredDay, dueDaysBefore, decision, events, ...opening } = script_;
      cases.push(
        openCase(
          {
            ...opening,
            id,
            policy: script.policies[client] as ProcessPolicy,
            registrationDate: day,
            dueDate: addDays(day, -dueDaysBefore),
          },
          rates,
        ),
      );
      held.set(id, []);
    }
    for (const c of cases) {
      const script_ = script.cases[c.id] as CaseScript;
      const stretches = held.get(c.id) as HeldStretch[];
      const proposal = proposals.get(c.id);
      if (proposal && proposal.decideOn === index) {
        c.pendingProposal = false;
        proposals.delete(c.id);
        for (const stretch of stretches)
          if (stretch.reason === 'planProposal' && stretch.until === null) stretch.until = day;
        if (proposal.accepted && isActiveStatus(c.status)) {
          c.status = 'PaymentPlan';
          c.service = 'Avbetalningsplan';
        }
      }
      const objection = objections.get(c.id);
      if (objection && objection.answerOn === index) {
        // The client answers as the server's `answerObjection` does.
        c.openObjection = false;
        objections.delete(c.id);
        for (const stretch of stretches)
          if (stretch.reason === 'objection' && stretch.until === null) stretch.until = day;
        if (objection.answer === 'withdraw' && isActiveStatus(c.status)) {
          c.status = 'Recalled';
          c.recalledOn = day;
        } else {
          if (c.status === 'Disputed' && c.statusBefore) c.status = c.statusBefore;
          c.objectionAnsweredOn = day;
        }
        c.statusBefore = null;
      }
      const filed = c.steps.filter((s) => s.action === 'enforcementFiled').at(-1);
      const decidedSince = c.steps.some(
        (s) => s.action === 'enforcementDecision' && s.takenOn >= (filed?.takenOn ?? ''),
      );
      if (filed && !decidedSince) {
        const withdrawn = c.steps.some(
          (s) => s.action === 'enforcementWithdrawal' && s.takenOn >= filed.takenOn,
        );
        const decision = withdrawn ? 'withdrawn' : script_.decision?.decision;
        const after = withdrawn ? 3 : script_.decision?.afterBankDays;
        if (decision && after !== undefined && addBankDays(filed.takenOn, after) <= day)
          registerDecision(c, decision, day, rates);
      }
      // A handler pauses or a debtor proposes from the day after the case's registration (and its demand).
      const acts = index > script_.registeredDay && isActiveStatus(c.status);
      for (const event of script_.events.filter((e) => e.day === index && index >= script_.registeredDay)) {
        if (event.kind === 'pause' && acts) {
          c.pausedUntil = addDays(day, event.days);
          // A new pause replaces the one before: that one ends today.
          for (const stretch of stretches)
            if (stretch.reason === 'paused' && (stretch.until ?? '') > day) stretch.until = day;
          stretches.push({ from: day, until: c.pausedUntil, reason: 'paused' });
        } else if (event.kind === 'proposal' && acts && !c.pendingProposal) {
          c.pendingProposal = true;
          proposals.set(c.id, { decideOn: index + event.bankDays, accepted: event.accepted });
          stretches.push({ from: day, until: null, reason: 'planProposal' });
        } else if (event.kind === 'objection' && acts && !c.openObjection) {
          // The debtor disputes, as the server's `fileObjection` does: held, `Disputed` in the process's stages.
          c.openObjection = true;
          if ((DISPUTABLE as readonly CaseStatus[]).includes(c.status)) {
            c.statusBefore = c.status;
            c.status = 'Disputed';
          }
          objections.set(c.id, { answerOn: index + event.bankDays, answer: event.answer });
          stretches.push({ from: day, until: null, reason: 'objection' });
        } else if (event.kind === 'postponement' && acts && c.postponedUntil === null && event.days <= 30) {
          // Within the policy: approved at once, held until the new due date and a payment's way to us.
          c.postponedUntil = addDays(day, event.days);
          stretches.push({ from: day, until: postponementEndsOn(c.postponedUntil), reason: 'postponement' });
        } else if (event.kind === 'payment' || event.kind === 'deduction') {
          const lagged = addBankDays(day, -event.lag);
          // Paid no earlier than the case's registration: ISO days order as strings.
          const date = [lagged, c.registrationDate].sort()[1] ?? lagged;
          const amount = paymentAmount(c, rates, arriving, event, date);
          if (amount > 0) arriving.push({ c, date, amount: event.kind === 'deduction' ? -amount : amount });
        }
      }
    }
    registerPayments(arriving, day, rates);
    arriving.length = 0;
    runBusinessDay(cases, day, rates);
    afterDay({ day, cases, rates, ratesOn, held });
  }
}
