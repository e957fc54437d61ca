/**
 * The metrics of a portal of `WEB_CONCURRENCY` processes: each worker counts its own requests and reads,
 * and the primary, which serves `METRICS_PORT`, asks every worker for its snapshot over the cluster's IPC
 * channel and adds them up with its own (metrics/portal-metrics.ts).
 */
import cluster, { type Worker } from 'node:cluster';
import { processMetrics } from './portal-metrics.ts';
import type { MetricFamily } from './registry.ts';

type Ask = { fordra: 'metrics?'; id: number };
type Answer = { fordra: 'metrics'; id: number; snapshot: MetricFamily[] };

const isAsk = (message: unknown): message is Ask =>
  typeof message === 'object' && message !== null && (message as Ask).fordra === 'metrics?';
const isAnswer = (message: unknown): message is Answer =>
  typeof message === 'object' && message !== null && (message as Answer).fordra === 'metrics';

/** In a worker: answers the primary's asks for this process's counters and histograms. */
export function answerMetricsAsks(): void {
  process.on('message', (message: unknown) => {
    if (isAsk(message))
      process.send?.({
        fordra: 'metrics',
        id: message.id,
        snapshot: processMetrics.snapshot(),
      } satisfies Answer);
  });
}

let nextAsk = 1;

/** A worker's snapshot, or null when it does not answer within `timeoutMs` (it is starting, or ending). */
function askWorker(worker: Worker, timeoutMs: number): Promise<MetricFamily[] | null> {
  const id = nextAsk++;
  return new Promise((resolve) => {
    const done = (snapshot: MetricFamily[] | null) => {
      clearTimeout(timer);
      worker.off('message', heard);
      resolve(snapshot);
    };
    const heard = (message: unknown) => {
      if (isAnswer(message) && message.id === id) done(message.snapshot);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    worker.on('message', heard);
    try {
      worker.send({ fordra: 'metrics?', id } satisfies Ask);
    } catch {
      done(null);
    }
  });
}

/** In the primary: the snapshots of the live workers that answer within `timeoutMs`. */
export async function workerSnapshots(timeoutMs = 1_000): Promise<MetricFamily[][]> {
  const workers = Object.values(cluster.workers ?? {}).filter(
    (worker): worker is Worker => worker?.isConnected() === true,
  );
  const snapshots = await Promise.all(workers.map((worker) => askWorker(worker, timeoutMs)));
  return snapshots.filter((snapshot) => snapshot !== null);
}
