/**
 * The process engine's workers in a process (the server's, or `npm run worker`): each business day
 * is run once the Stockholm clock passes the configured time, days missed while no process ran are
 * run first, and a day another process started is helped with.
 */
import { addDays, stockholmDateTime } from '@fordra/domain';
import type { Executor } from '../../db/executor.ts';
import { engineRunFailures } from '../../metrics/portal-metrics.ts';
import type { DeliveryChannels } from '../delivery/channels.ts';
import { type EngineRun, runBusinessDays, runningDay, workerName } from './business-days.ts';

/** The last day due to run at `now`: today once the clock passed `runAt` (HH:MM, Stockholm), else yesterday. */
export function dueDay(now: Date, runAt: string): string {
  const { date, time } = stockholmDateTime(now);
  return time >= runAt ? date : addDays(date, -1);
}

export type EngineWorkers = { stop: () => Promise<void> };

/** Where the workers report: the server's logger, or the worker process's lines of JSON. */
export type EngineLog = {
  info: (fields: object, message: string) => void;
  error: (fields: object, message: string) => void;
};

/** Starts this process's workers: a look every `pollMs` for a day to run or a chunk to take. */
export function startEngine(
  db: Executor,
  config: EngineRun['config'],
  log: EngineLog,
  channels?: DeliveryChannels,
): EngineWorkers {
  let stopped = false;
  let current: Promise<void> | null = null;
  const run: EngineRun = {
    worker: workerName(),
    config,
    ...(channels ? { channels } : {}),
    stopping: () => stopped,
    onDay: (day, summary) => log.info({ day, summary }, 'business day run'),
  };
  const tick = () => {
    if (current || stopped) return;
    current = (async () => {
      const target = dueDay(new Date(), config.engine.runAt);
      const running = await runningDay(db);
      await runBusinessDays(db, run, running && running > target ? running : target);
    })()
      .catch((error: unknown) => {
        engineRunFailures.inc();
        log.error({ err: error }, 'the business day run failed; it is tried again');
      })
      .finally(() => {
        current = null;
      });
  };
  tick();
  const timer = setInterval(tick, config.engine.pollMs);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await current;
    },
  };
}
