/**
 * Letters are rendered after the transaction that issued them commits, never inside it: the
 * transaction records what a letter shows (issued with rendering `afterCommit`) and holds no lock while
 * a PDF is typeset. Once it has committed, its letters are handed to `renderLetters` (awaited) or to a
 * render job (in the background, as the collection process's days do), which render them on the
 * process's render pool, one thread per core. A letter whose rendering never happened or was cut
 * short (the process ended) waits in the archive and is rendered when first read (pending-letters.ts).
 */
import type { Executor } from '../../db/executor.ts';
import { letterRenderPool } from './letter-render-pool.ts';
import { renderPendingLetter } from './pending-letters.ts';

/** Told of a letter that could not be rendered: it waits, and is tried again when it is read. */
export type LetterRenderFailure = (documentId: string, error: unknown) => void;

const warn: LetterRenderFailure = (documentId, error) =>
  process.emitWarning(
    `Letter ${documentId} was not rendered; it is rendered when first read: ${error instanceof Error ? error.message : String(error)}`,
  );

/**
 * Renders the letters of `documentIds` that still wait, as many at once as the render pool has
 * threads, each stored only if its PDF is still missing; how many it rendered.
 */
export async function renderLetters(
  db: Executor,
  documentIds: readonly string[],
  onFailure: LetterRenderFailure = warn,
): Promise<number> {
  const job = startLetterRenderJob(db, onFailure);
  job.add(documentIds);
  return job.rendered();
}

export type LetterRenderJob = {
  /** Renders these letters, recorded by a transaction that has committed, in the background. */
  add: (documentIds: readonly string[]) => void;
  /** Resolves, with how many letters the job has rendered, once every letter added so far is rendered or failed. */
  rendered: () => Promise<number>;
  /** Takes no further letter; resolves once those being rendered are stored. Those left wait for their first use. */
  stop: () => Promise<void>;
};

/**
 * A job that renders the letters added to it in the background, keeping each of the pool's threads
 * busy with one letter while the PDF of another is stored.
 */
export function startLetterRenderJob(db: Executor, onFailure: LetterRenderFailure = warn): LetterRenderJob {
  const queue: string[] = [];
  const slots = letterRenderPool().size * 2;
  let busy = 0;
  let rendered = 0;
  let stopped = false;
  let idle: (() => void)[] = [];

  const settleIfIdle = () => {
    if (busy > 0 || (queue.length > 0 && !stopped)) return;
    for (const resolve of idle) resolve();
    idle = [];
  };

  const next = () => {
    while (!stopped && busy < slots && queue.length > 0) {
      const documentId = queue.shift() as string;
      busy += 1;
      renderPendingLetter(db, documentId)
        .then(
          () => {
            rendered += 1;
          },
          (error: unknown) => onFailure(documentId, error),
        )
        .finally(() => {
          busy -= 1;
          next();
          settleIfIdle();
        });
    }
  };

  const whenIdle = () =>
    new Promise<void>((resolve) => {
      idle.push(resolve);
      settleIfIdle();
    });

  return {
    add: (documentIds) => {
      if (stopped) return;
      queue.push(...documentIds);
      next();
    },
    rendered: async () => {
      await whenIdle();
      return rendered;
    },
    stop: async () => {
      stopped = true;
      queue.length = 0;
      await whenIdle();
    },
  };
}
