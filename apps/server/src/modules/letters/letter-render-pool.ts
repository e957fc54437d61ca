/**
 * Renders PDF letters in worker threads, as many as the machine has cores (`os.availableParallelism()`) or
 * the configuration says (`LETTER_RENDER_THREADS`, `sizeLetterRenderPool`),
 * so that typesetting runs beside the process's requests and transactions instead of between them.
 * One pool per process, its threads started with the first letters; letters beyond them wait in a
 * queue, and an idle thread does not keep the process alive.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { LetterInput } from './letter.ts';
import type { RenderAnswer, RenderRequest } from './letter-render-thread.ts';

export type LetterRenderPool = {
  /** How many letters it renders at once. */
  size: number;
  /** The PDF of `letter`, as renderLetter makes it. */
  render: (letter: LetterInput) => Promise<Buffer>;
};

type Job = { letter: LetterInput; resolve: (pdf: Buffer) => void; reject: (error: Error) => void };
type Slot = { worker: Worker | null; job: Job | null };

const threadFile = new URL('./letter-render-thread.ts', import.meta.url);

export function startLetterRenderPool(size = availableParallelism()): LetterRenderPool {
  const queue: Job[] = [];
  const slots: Slot[] = Array.from({ length: Math.max(1, size) }, () => ({ worker: null, job: null }));

  const settle = (slot: Slot, outcome: (job: Job) => void) => {
    const { job } = slot;
    slot.job = null;
    if (job) outcome(job);
    dispatch();
  };

  const spawn = (slot: Slot) => {
    const worker = new Worker(threadFile);
    worker.on('message', (answer: RenderAnswer) => {
      if (slot.worker !== worker) return;
      worker.unref();
      settle(slot, (job) =>
        'error' in answer
          ? job.reject(new Error(answer.error))
          : job.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength)),
      );
    });
    const lost = (error: Error) => {
      if (slot.worker !== worker) return;
      // A thread that failed or stopped is replaced for the next letter; its letter fails.
      slot.worker = null;
      void worker.terminate();
      settle(slot, (job) => job.reject(error));
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`A letter render thread stopped (${code})`)));
    return worker;
  };

  function dispatch() {
    for (const slot of slots) {
      if (slot.job || queue.length === 0) continue;
      const job = queue.shift() as Job;
      slot.worker ??= spawn(slot);
      slot.job = job;
      // A busy thread keeps the process alive, like any pending work.
      slot.worker.ref();
      slot.worker.postMessage({ letter: job.letter } satisfies RenderRequest);
    }
  }

  return {
    size: slots.length,
    render: (letter) =>
      new Promise((resolve, reject) => {
        queue.push({ letter, resolve, reject });
        dispatch();
      }),
  };
}

let processPool: LetterRenderPool | null = null;
let processPoolSize: number | undefined;

/** The process's pool, started on first use. */
export function letterRenderPool(): LetterRenderPool {
  processPool ??= startLetterRenderPool(processPoolSize);
  return processPool;
}

/**
 * Sizes the process's pool (config `letterRenderThreads`), at the process's start, before its first
 * letter; a pool already started keeps its size.
 */
export function sizeLetterRenderPool(threads: number): void {
  processPoolSize = threads;
}
