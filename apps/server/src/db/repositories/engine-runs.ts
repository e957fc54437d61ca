/** The collection process's business days and the chunks its workers claim. */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../executor.ts';
import { engineChunks } from '../schema.ts';

/**
 * Whether `worker` still runs chunk `chunk` of ISO day `day`; its row is then held shared for the rest of
 * the transaction, so the chunk cannot be finished under it.
 */
export async function holdChunkLease(
  db: Executor,
  day: string,
  lease: { chunk: number; worker: string },
): Promise<boolean> {
  const [held] = await db
    .select({ chunk: engineChunks.chunk })
    .from(engineChunks)
    .where(
      and(
        eq(engineChunks.businessDate, day),
        eq(engineChunks.chunk, lease.chunk),
        eq(engineChunks.worker, lease.worker),
        eq(engineChunks.status, 'running'),
      ),
    )
    .for('share');
  return held !== undefined;
}
