/** A worker thread of letter-render-pool.ts: renders the letter of each message it is sent, one at a time. */
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { type LetterInput, renderLetter } from './letter.ts';

export type RenderRequest = { letter: LetterInput };
export type RenderAnswer = { pdf: Uint8Array } | { error: string };

const port = parentPort;
if (!port) throw new Error('letter-render-thread.ts runs as a worker thread');

// Typesetting yields the cores to the process's own work, which holds locks (a step's transaction) or
// keeps someone waiting (a request): on Linux this lowers this thread's priority only.
setPriority(10);

port.on('message', async ({ letter }: RenderRequest) => {
  try {
    port.postMessage({ pdf: await renderLetter(letter) } satisfies RenderAnswer);
  } catch (error) {
    port.postMessage({
      error: error instanceof Error ? error.message : String(error),
    } satisfies RenderAnswer);
  }
});
