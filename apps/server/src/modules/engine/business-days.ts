/**
 * Business-day runs of the collection process (docs/decisions/004-process-engine.md). Days run
 * strictly in order, each once: a day's debtors are split into chunks by their id, and every
 * worker of every process takes chunks under a lease until the day is done; a worker that dies
 * loses its lease and another finishes its chunk. Each step is unique in `process_actions`, so
 * a chunk done twice takes nothing twice.
 */
import { hostname } from 'node:os';
import {
  addBankDays,
  awaitedReferenceRate,
  duePlanSteps,
  isBankDay,
  LATE_INTEREST_MARGIN_BP,
  nextCaseStep,
  nextInvoiceStep,
  type ProcessAction,
} from '@fordra/domain';
import type { Config, EngineConfig } from '../../config-types.ts';
import type { Executor } from '../../db/executor.ts';
import { lettersBeingSent } from '../../db/repositories/deliveries.ts';
import {
  beginDay,
  chunkCountOfDay,
  chunkSummaries,
  type DebtorRange,
  earliestRunningDay,
  finishChunk,
  finishDayRow,
  hasUnfinishedChunk,
  insertDoneDay,
  insertPendingChunks,
  lastBegunDay,
  leaseChunk,
  lockDay,
  lockFreeChunk,
  renewChunkLease,
  summaryOfDay,
} from '../../db/repositories/engine-runs.ts';
import { markInstalmentsPast } from '../../db/repositories/plans.ts';
import { type DeliveryChannels, noChannels } from '../delivery/channels.ts';
import { type DeliveryContext, deliverDue } from '../delivery/delivery-worker.ts';
import { writePrintFile } from '../delivery/print-file.ts';
import { produceEnforcementBatch } from '../enforcement/enforcement-batch.ts';
import { loadReferenceRates } from '../ledger/reference-rates.ts';
import { startLetterRenderJob } from '../letters/letter-rendering.ts';
import { takeCaseStep } from './case-steps.ts';
import { remindInstalmentsDueSoon } from './instalment-due-soon.ts';
import { takeInvoiceStep } from './invoice-steps.ts';
import { takePlanStep } from './plan-steps.ts';
import {
  loadCases,
  loadForeignFees,
  loadInvoices,
  loadPlans,
  loadPolicies,
  planHeld,
} from './process-facts.ts';
import { LeaseLost, type StepContext } from './step-transaction.ts';

/**
 * What a day did: steps taken per action, subjects examined, steps another worker took first, and per
 * half-year without its reference rate (`awaitingReferenceRate:YYYY-MM-DD`) the steps that wait for it.
 */
export type DaySummary = Partial<
  Record<ProcessAction | 'examined' | 'alreadyTaken' | 'instalmentsPast', number>
> &
  Record<AwaitingReferenceRate, number>;

/** The summary's key for steps waiting for the reference rate of the half-year beginning on an ISO day. */
export type AwaitingReferenceRate = `awaitingReferenceRate:${string}`;

export type EngineRun = {
  /** Who this worker is, in leases and logs. */
  worker: string;
  config: Pick<Config, 'provider' | 'printDir' | 'publicUrl'> & { engine: EngineConfig };
  /**
   * The channels the day's letters leave by; none given, every letter goes on paper. The day's run sends its
   * letters and writes the print file once they are rendered (docs/delivery.md).
   */
  channels?: DeliveryChannels;
  /** Told of every day that finished while this run waited for it, in order. */
  onDay?: (day: string, summary: DaySummary) => unknown;
  /** Asked before each chunk is taken: true stops this run (the process is shutting down). */
  stopping?: () => boolean;
};

export function workerName(): string {
  return `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;
}

/** The debtors of chunk `index` of `count`: an even share of the ids by their first byte. */
export function chunkRange(index: number, count: number): DebtorRange {
  const bound = (i: number) =>
    `${Math.floor((i * 256) / count)
      .toString(16)
      .padStart(2, '0')}000000-0000-0000-0000-000000000000`;
  return {
    from: index === 0 ? '00000000-0000-0000-0000-000000000000' : bound(index),
    to: index === count - 1 ? null : bound(index + 1),
  };
}

const add = (summary: DaySummary, key: keyof DaySummary, n = 1) => {
  summary[key] = (summary[key] ?? 0) + n;
};

/** Takes every step due by `context.day` for the debtors of `range`; each subject at most one step a day. */
export async function processChunk(
  db: Executor,
  context: StepContext,
  range: DebtorRange,
): Promise<DaySummary> {
  const summary: DaySummary = {};
  const { day } = context;
  const past = await markInstalmentsPast(db, range, day);
  if (past > 0) add(summary, 'instalmentsPast', past);
  if (context.notify) await remindInstalmentsDueSoon(db, range, day, context.notify);
  const count = (taken: boolean, action: ProcessAction) => add(summary, taken ? action : 'alreadyTaken');
  for (const subject of await loadCases(db, range)) {
    add(summary, 'examined');
    const policy = context.policies.get(subject.clientId);
    const step = policy ? nextCaseStep(subject, policy, day) : null;
    if (!step || step.dueOn > day) continue;
    const awaited = awaitedReferenceRate(step.action, subject, day, context.referenceRates);
    if (awaited) add(summary, `awaitingReferenceRate:${awaited}`);
    else count(await takeCaseStep(db, context, subject, step), step.action);
  }
  for (const subject of await loadInvoices(db, range)) {
    add(summary, 'examined');
    const policy = context.policies.get(subject.clientId);
    const step = policy ? nextInvoiceStep(subject, policy) : null;
    if (!step || step.dueOn > day) continue;
    // A hand-over opens a case at the statutory rate and sends its demand, interest stated.
    const claim = { dueDate: subject.dueDate, interestMarginBp: LATE_INTEREST_MARGIN_BP };
    const awaited = awaitedReferenceRate(step.action, claim, day, context.referenceRates);
    if (awaited) add(summary, `awaitingReferenceRate:${awaited}`);
    else count(await takeInvoiceStep(db, context, subject, step), step.action);
  }
  for (const plan of await loadPlans(db, range)) {
    add(summary, 'examined');
    const policy = context.policies.get(plan.clientId);
    for (const step of policy
      ? duePlanSteps(plan.instalments, policy, day, plan.pausedUntil, planHeld(plan, day))
      : [])
      count(await takePlanStep(db, context, plan, step), step.action);
  }
  return summary;
}

/** The last bank day on or before ISO day `iso`. */
function bankDayOnOrBefore(iso: string): string {
  return isBankDay(iso) ? iso : addBankDays(iso, -1);
}

/** The day to work on next for a run up to `target`: one already running, or the bank day after the last. */
async function nextDay(db: Executor, target: string): Promise<string | null> {
  const running = await runningDay(db);
  if (running) return running <= target ? running : null;
  const last = await lastBegunDay(db);
  const next = last ? addBankDays(last, 1) : bankDayOnOrBefore(target);
  return next <= target ? next : null;
}

async function startDay(db: Executor, day: string, chunkCount: number): Promise<void> {
  await beginDay(db, day, chunkCount);
  const count = (await chunkCountOfDay(db, day)) ?? chunkCount;
  await insertPendingChunks(db, day, count);
}

/** Takes a free chunk of `day` (pending, or running under a lapsed lease), or null when none is free. */
async function claimChunk(
  db: Executor,
  day: string,
  worker: string,
  leaseSeconds: number,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const free = await lockFreeChunk(tx, day);
    if (free === undefined) return null;
    await leaseChunk(tx, day, free, worker, leaseSeconds);
    return free;
  });
}

/** Works one chunk under a lease that is renewed while it runs. */
async function workChunk(
  db: Executor,
  run: EngineRun,
  context: StepContext,
  chunk: number,
  chunkCount: number,
) {
  const { leaseSeconds } = run.config.engine;
  const renew = setInterval(
    () => void renewChunkLease(db, context.day, chunk, run.worker, leaseSeconds).catch(() => undefined),
    (leaseSeconds * 1000) / 3,
  );
  try {
    const summary = await processChunk(
      db,
      { ...context, lease: { chunk, worker: run.worker } },
      chunkRange(chunk, chunkCount),
    );
    await finishChunk(db, context.day, chunk, run.worker, summary);
  } catch (error) {
    // Another worker took the chunk over after this one's lease lapsed: it finishes the chunk.
    if (!(error instanceof LeaseLost)) throw error;
  } finally {
    clearInterval(renew);
  }
}

/** Marks `day` done once all its chunks are, with their summaries added up; true when it is done. */
async function finishDay(db: Executor, config: EngineRun['config'], day: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await lockDay(tx, day);
    if (!row) return false;
    if (row.status === 'done') return true;
    if (await hasUnfinishedChunk(tx, day)) return false;
    const summary: DaySummary = {};
    for (const chunk of await chunkSummaries(tx, day))
      for (const [key, n] of Object.entries(chunk)) add(summary, key as keyof DaySummary, n);
    // The day's applications to Kronofogden go out as one file, made once.
    const filed = await produceEnforcementBatch(tx, config, day);
    if (filed) {
      summary.enforcementFiled = filed.applications;
      if (filed.withdrawals > 0) summary.enforcementWithdrawal = filed.withdrawals;
    }
    await finishDayRow(tx, day, summary);
    return true;
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs every business day after the last one run, up to and including ISO day `target` (or the
 * last bank day before it), together with any other workers; returns the days this run saw finish.
 */
export async function runBusinessDays(db: Executor, run: EngineRun, target: string): Promise<string[]> {
  const finished: string[] = [];
  // The steps' letters, rendered on the render pool once each step has committed.
  const letters = startLetterRenderJob(db);
  for (let day = await nextDay(db, target); day !== null; day = await nextDay(db, target)) {
    const { chunkCount, concurrency, leaseSeconds } = run.config.engine;
    // The day before's letters are posted in its own print file before this day begins, whichever worker
    // finished it: their deadlines count from that posting, so the days decide the same steps however
    // the workers interleave.
    const before = addBankDays(day, -1);
    if (((await chunkCountOfDay(db, before)) ?? 0) > 0) await sendDayLetters(db, run, before);
    await startDay(db, day, chunkCount);
    const dayChunkCount = await chunkCountOfDay(db, day);
    const context: StepContext = {
      provider: run.config.provider,
      day,
      policies: await loadPolicies(db),
      foreignFees: await loadForeignFees(db),
      referenceRates: await loadReferenceRates(db),
      lease: null,
      letters,
      notify: { portalUrl: run.config.publicUrl },
    };
    const loop = async () => {
      const claim = () => (run.stopping?.() ? null : claimChunk(db, day, run.worker, leaseSeconds));
      for (let chunk = await claim(); chunk !== null; chunk = await claim())
        await workChunk(db, run, context, chunk, dayChunkCount ?? chunkCount);
    };
    while (!(await finishDay(db, run.config, day))) {
      if (run.stopping?.()) {
        await letters.stop();
        return finished;
      }
      await Promise.all(Array.from({ length: Math.max(1, concurrency) }, loop));
      // Chunks held by other workers: wait for them, or for their leases to lapse.
      if (!(await finishDay(db, run.config, day))) await pause(200);
    }
    // A day is done for this worker once the letters of its steps are rendered and sent too.
    await letters.rendered();
    await sendDayLetters(db, run, day);
    const done = await summaryOfDay(db, day);
    finished.push(day);
    await run.onDay?.(day, done ?? {});
  }
  return finished;
}

/**
 * Sends the letters due by ISO day `day` (the digital mailbox, or the print queue) and writes the day's print
 * file: their deadlines count from this day's posting (letter-delivery.ts).
 */
async function sendDayLetters(db: Executor, run: EngineRun, day: string): Promise<void> {
  const context: DeliveryContext = {
    channels: run.channels ?? noChannels,
    leaseSeconds: run.config.engine.leaseSeconds,
    batch: 100,
    concurrency: 8,
  };
  await deliverDue(db, context, { day, lettersOnly: true });
  // Letters another worker is sending this moment belong in this day's file too: wait for them.
  for (let waited = 0; (await lettersBeingSent(db)) && waited < context.leaseSeconds * 10; waited++)
    await pause(100);
  await writePrintFile(db, run.config.printDir, day);
}

/** The earliest day being run, if any. */
export async function runningDay(db: Executor): Promise<string | null> {
  return (await earliestRunningDay(db)) ?? null;
}

/** Records ISO day `day` as already run, so that the process starts after it (the demo data's seed day). */
export async function markDayRun(db: Executor, day: string): Promise<void> {
  await insertDoneDay(db, day);
}
