/** A worker thread of attachment-type-pool.ts: decides the type of one uploaded file per message. */
import { parentPort } from 'node:worker_threads';
import { detectAttachmentType } from './attachment-type.ts';

export type TypeRequest = { path: string };
export type TypeAnswer = { type: Awaited<ReturnType<typeof detectAttachmentType>> } | { error: string };

const port = parentPort;
if (!port) throw new Error('attachment-type-worker.ts runs as a worker thread');

port.on('message', async ({ path }: TypeRequest) => {
  try {
    port.postMessage({ type: await detectAttachmentType(path) } satisfies TypeAnswer);
  } catch (error) {
    port.postMessage({ error: error instanceof Error ? error.message : String(error) } satisfies TypeAnswer);
  }
});
