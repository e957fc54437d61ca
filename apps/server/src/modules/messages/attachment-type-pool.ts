/**
 * Decides the types of uploaded files in worker threads, so that parsing a PDF or decoding a photo
 * (seconds for a large one) never holds up the requests of other users, and the memory it takes is
 * bounded by the number of workers, whatever the number of uploads: files wait in a queue.
 */
import { Worker } from 'node:worker_threads';
import type { AttachmentType } from '@fordra/domain';
import type { TypeAnswer, TypeRequest } from './attachment-type-worker.ts';

export type AttachmentTypePool = {
  /** The type of the file at `path`, or null when it is none we take (or takes too long to tell). */
  detect: (path: string) => Promise<AttachmentType | null>;
  close: () => Promise<void>;
};

type Job = { path: string; resolve: (type: AttachmentType | null) => void; reject: (error: Error) => void };
type Slot = { worker: Worker | null; job: Job | null; timer: NodeJS.Timeout | null };

const workerFile = new URL('./attachment-type-worker.ts', import.meta.url);

export function startAttachmentTypePool(options: { workers: number; timeoutMs: number }): AttachmentTypePool {
  const queue: Job[] = [];
  const slots: Slot[] = Array.from({ length: options.workers }, () => ({
    worker: null,
    job: null,
    timer: null,
  }));
  let closed = false;

  const finish = (slot: Slot, settle: (job: Job) => void) => {
    const { job } = slot;
    if (slot.timer) clearTimeout(slot.timer);
    slot.job = null;
    slot.timer = null;
    if (job) settle(job);
    dispatch();
  };

  /** Gives up a worker (it is replaced for the next file) and settles the file it was on. */
  const retire = (slot: Slot, settle: (job: Job) => void) => {
    const worker = slot.worker;
    slot.worker = null;
    void worker?.terminate();
    finish(slot, settle);
  };

  /** A file that makes its parser run out of time or memory is refused; any other failure is ours. */
  const refuse = (job: Job) => job.resolve(null);
  const fail = (error: Error) => (job: Job) => job.reject(error);

  const spawn = (slot: Slot) => {
    // Decoding buffers live outside the heap and are bounded by the parsers' own limits.
    const worker = new Worker(workerFile, { resourceLimits: { maxOldGenerationSizeMb: 512 } });
    worker.on('message', (answer: TypeAnswer) => {
      if (slot.worker !== worker) return; // the answer of a worker already given up on
      worker.unref();
      finish(slot, 'error' in answer ? fail(new Error(answer.error)) : (job) => job.resolve(answer.type));
    });
    worker.on('error', (error: Error & { code?: string }) => {
      if (slot.worker !== worker) return;
      retire(slot, error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? refuse : fail(error));
    });
    worker.on('exit', (code) => {
      if (slot.worker === worker)
        retire(slot, fail(new Error(`An attachment type worker stopped (${code})`)));
    });
    return worker;
  };

  function dispatch() {
    for (const slot of slots) {
      if (slot.job || queue.length === 0 || closed) continue;
      const job = queue.shift() as Job;
      slot.worker ??= spawn(slot);
      slot.job = job;
      slot.timer = setTimeout(() => retire(slot, refuse), options.timeoutMs);
      // An idle worker does not keep the process alive; a busy one does, like any pending work.
      slot.worker.ref();
      slot.worker.postMessage({ path: job.path } satisfies TypeRequest);
    }
  }

  return {
    detect: (path) =>
      new Promise((resolve, reject) => {
        if (closed) return reject(new Error('The attachment type pool is closed'));
        queue.push({ path, resolve, reject });
        dispatch();
      }),
    close: async () => {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('The attachment type pool is closed'));
      await Promise.all(
        slots.map((slot) => {
          const worker = slot.worker;
          slot.worker = null;
          if (slot.timer) clearTimeout(slot.timer);
          slot.job?.reject(new Error('The attachment type pool is closed'));
          slot.job = null;
          return worker?.terminate();
        }),
      );
    },
  };
}
