/**
 * What the portal tells its monitoring: this process's counters and histograms (requests, cached reads,
 * payment files, failed day runs), counted where they happen, and what the database says when asked
 * (the collection process's queue and its last business day), the same from every process.
 */
import type { Executor } from '../db/executor.ts';
import { lastFinishedDay, queueDepth } from '../db/repositories/engine-runs.ts';
import { exposition, type MetricFamily, MetricsRegistry, sumSnapshots } from './registry.ts';

/** The counters and histograms of this process. */
export const processMetrics = new MetricsRegistry();

export const httpRequestDuration = processMetrics.histogram(
  'fordra_http_request_duration_seconds',
  'Time to answer a request, by route pattern, method and status class (2xx, 4xx…)',
  ['route', 'method', 'status'],
  [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
);

export const readCacheReads = processMetrics.counter(
  'fordra_read_cache_reads_total',
  'Reads through the cached reads (http/read-cache.ts): answered from the cache (hit) or read from the database (miss)',
  ['result'],
);

export const bgmaxFiles = processMetrics.counter(
  'fordra_bgmax_files_total',
  'Bankgirot payment files (BgMax) this process imported or refused',
  ['result'],
);

export const bgmaxPayments = processMetrics.counter(
  'fordra_bgmax_payments_total',
  'Payments and deductions of imported BgMax files, by what became of them: matched to a case, to an invoice, unmatched, or registered before',
  ['outcome'],
);

export const engineRunFailures = processMetrics.counter(
  'fordra_engine_run_failures_total',
  "Business-day runs of this process's workers that failed (each is tried again)",
);

/** Counts a BgMax import by its report. */
export function countBgmaxImport(report: {
  status: 'imported' | 'refused';
  matched: number;
  invoices: number;
  unmatched: number;
  duplicates: number;
}): void {
  bgmaxFiles.inc({ result: report.status });
  if (report.status !== 'imported') return;
  bgmaxPayments.inc({ outcome: 'matched' }, report.matched);
  bgmaxPayments.inc({ outcome: 'invoice' }, report.invoices);
  bgmaxPayments.inc({ outcome: 'unmatched' }, report.unmatched);
  bgmaxPayments.inc({ outcome: 'duplicate' }, report.duplicates);
}

const gauge = (name: string, help: string, samples: MetricFamily['samples']): MetricFamily => ({
  name,
  help,
  type: 'gauge',
  samples,
});

/** The collection process's queue and its last business day, as the database holds them now. */
export async function databaseMetrics(db: Executor): Promise<MetricFamily[]> {
  const [depth, day] = await Promise.all([queueDepth(db), lastFinishedDay(db)]);
  const families = [
    gauge(
      'fordra_engine_queue_chunks',
      'Chunks of the business days being run: waiting for a worker, held under a live lease, or under a lapsed one (its worker stopped)',
      (['pending', 'running', 'lapsed'] as const).map((state) => ({
        name: 'fordra_engine_queue_chunks',
        labels: { state },
        value: depth[state],
      })),
    ),
  ];
  if (!day) return families;
  const steps = new Map<string, number>();
  for (const [key, n] of Object.entries(day.summary)) {
    if (key === 'examined') continue;
    // One series for the steps waiting for any half-year's reference rate.
    const action = key.startsWith('awaitingReferenceRate:') ? 'awaitingReferenceRate' : key;
    steps.set(action, (steps.get(action) ?? 0) + n);
  }
  const seconds = (date: Date) => date.getTime() / 1000;
  families.push(
    gauge('fordra_engine_last_day_duration_seconds', 'How long the last business day run took', [
      {
        name: 'fordra_engine_last_day_duration_seconds',
        labels: {},
        value: seconds(day.finishedAt) - seconds(day.startedAt),
      },
    ]),
    gauge('fordra_engine_last_day_finished_timestamp_seconds', 'When the last business day run finished', [
      {
        name: 'fordra_engine_last_day_finished_timestamp_seconds',
        labels: {},
        value: seconds(day.finishedAt),
      },
    ]),
    gauge('fordra_engine_last_day_examined', 'Cases, invoices and plans the last business day run examined', [
      { name: 'fordra_engine_last_day_examined', labels: {}, value: day.summary.examined ?? 0 },
    ]),
    gauge(
      'fordra_engine_last_day_steps',
      'Steps the last business day run took, by action (and those already taken, or waiting for a reference rate)',
      [...steps].map(([action, value]) => ({
        name: 'fordra_engine_last_day_steps',
        labels: { action },
        value,
      })),
    ),
  );
  return families;
}

/** How long the database may take to say what it holds before a scrape goes without it. */
const DATABASE_TIMEOUT_MS = 2_000;

/**
 * Every metric in the text format: this process's counters and histograms added up with `others` (the
 * snapshots of the other processes of a `WEB_CONCURRENCY` portal), and the database's gauges, with
 * `fordra_database_up` 0 when it did not answer them in time.
 */
export async function portalMetricsText(db: Executor, others: MetricFamily[][] = []): Promise<string> {
  const counted = sumSnapshots([processMetrics.snapshot(), ...others]);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), DATABASE_TIMEOUT_MS);
  });
  const fromDatabase = await Promise.race([databaseMetrics(db).catch(() => null), late]).finally(() =>
    clearTimeout(timer),
  );
  const up = gauge('fordra_database_up', 'Whether the database answered the gauges of this scrape in time', [
    { name: 'fordra_database_up', labels: {}, value: fromDatabase ? 1 : 0 },
  ]);
  return exposition([...counted, ...(fromDatabase ?? []), up]);
}
