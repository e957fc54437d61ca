/** The collection process's business days and the chunks its workers take (engine_days, engine_chunks). */
import { desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../executor.ts';
import { engineChunks, engineDays } from '../schema.ts';

/**
 * The chunks of the days being run, by state: waiting for a worker, held under a live lease, and held
 * under a lease that lapsed (its worker stopped; another takes it over).
 */
export async function queueDepth(
  db: Executor,
): Promise<{ pending: number; running: number; lapsed: number }> {
  const [depth] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${engineChunks.status} = 'pending')::int`,
      running: sql<number>`count(*) filter (where ${engineChunks.status} = 'running' and ${engineChunks.leaseUntil} >= now())::int`,
      lapsed: sql<number>`count(*) filter (where ${engineChunks.status} = 'running' and ${engineChunks.leaseUntil} < now())::int`,
    })
    .from(engineChunks)
    .where(ne(engineChunks.status, 'done'));
  return depth ?? { pending: 0, running: 0, lapsed: 0 };
}

/** The last business day whose run has finished: when it started and finished, and what it did (counts per action). */
export async function lastFinishedDay(db: Executor): Promise<{
  businessDate: string;
  startedAt: Date;
  finishedAt: Date;
  summary: Record<string, number>;
} | null> {
  const [day] = await db
    .select({
      businessDate: engineDays.businessDate,
      startedAt: engineDays.startedAt,
      finishedAt: engineDays.finishedAt,
      summary: engineDays.summary,
    })
    .from(engineDays)
    .where(eq(engineDays.status, 'done'))
    .orderBy(desc(engineDays.businessDate))
    .limit(1);
  return day?.finishedAt ? { ...day, finishedAt: day.finishedAt } : null;
}
