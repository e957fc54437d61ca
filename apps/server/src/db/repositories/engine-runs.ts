/**
 * The process engine's business-day runs (`engine_days`) and their chunks (`engine_chunks`), each
 * chunk a range of debtors a worker holds under a lease.
 */
import { and, asc, desc, eq, gte, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../executor.ts';
import { engineChunks, engineDays } from '../schema.ts';

/** A range of debtors by id, `from` inclusive and `to` exclusive (null: to the end). */
export type DebtorRange = { from: string; to: string | null };

/** Whether `column` (a debtor's id) lies in `range`. */
export function inDebtorRange(column: PgColumn, range: DebtorRange): SQL | undefined {
  return range.to === null ? gte(column, range.from) : and(gte(column, range.from), lt(column, range.to));
}

/** What a day or a chunk did: counts per action. */
export type RunSummary = Record<string, number>;

/** The last business day begun, or undefined when none was. */
export async function lastBegunDay(db: Executor): Promise<string | undefined> {
  const [last] = await db
    .select({ day: engineDays.businessDate })
    .from(engineDays)
    .orderBy(desc(engineDays.businessDate))
    .limit(1);
  return last?.day;
}

/** Begins business day `day` in `chunkCount` chunks, unless it is begun already. */
export async function beginDay(db: Executor, day: string, chunkCount: number): Promise<void> {
  await db
    .insert(engineDays)
    .values({ businessDate: day, status: 'running', chunkCount })
    .onConflictDoNothing();
}

/** The number of chunks business day `day` was begun in, or undefined when it was not. */
export async function chunkCountOfDay(db: Executor, day: string): Promise<number | undefined> {
  const [row] = await db
    .select({ chunkCount: engineDays.chunkCount })
    .from(engineDays)
    .where(eq(engineDays.businessDate, day));
  return row?.chunkCount;
}

/** Stores chunks 0 to `count` − 1 of `day` as pending, those stored already left as they are. */
export async function insertPendingChunks(db: Executor, day: string, count: number): Promise<void> {
  await db
    .insert(engineChunks)
    .values(
      Array.from({ length: count }, (_, chunk) => ({ businessDate: day, chunk, status: 'pending' as const })),
    )
    .onConflictDoNothing();
}

/**
 * Locks a free chunk of `day` (pending, or running under a lapsed lease), the lowest, skipping those
 * another transaction locked; undefined when none is free.
 */
export async function lockFreeChunk(db: Executor, day: string): Promise<number | undefined> {
  const [free] = await db
    .select({ chunk: engineChunks.chunk })
    .from(engineChunks)
    .where(
      and(
        eq(engineChunks.businessDate, day),
        or(
          eq(engineChunks.status, 'pending'),
          and(eq(engineChunks.status, 'running'), lt(engineChunks.leaseUntil, sql`now()`)),
        ),
      ),
    )
    .orderBy(asc(engineChunks.chunk))
    .limit(1)
    .for('update', { skipLocked: true });
  return free?.chunk;
}

/** Gives chunk `chunk` of `day` to `worker` under a lease of `leaseSeconds`. */
export async function leaseChunk(
  db: Executor,
  day: string,
  chunk: number,
  worker: string,
  leaseSeconds: number,
): Promise<void> {
  await db
    .update(engineChunks)
    .set({ status: 'running', worker, leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(and(eq(engineChunks.businessDate, day), eq(engineChunks.chunk, chunk)));
}

/** Chunk `chunk` of `day` while `worker` holds it. */
const heldChunk = (day: string, chunk: number, worker: string) =>
  and(
    and(eq(engineChunks.businessDate, day), eq(engineChunks.chunk, chunk)),
    eq(engineChunks.worker, worker),
  );

/** Renews `worker`'s lease on chunk `chunk` of `day` for `leaseSeconds`, if it still holds it. */
export async function renewChunkLease(
  db: Executor,
  day: string,
  chunk: number,
  worker: string,
  leaseSeconds: number,
): Promise<void> {
  await db
    .update(engineChunks)
    .set({ leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(heldChunk(day, chunk, worker));
}

/** Marks chunk `chunk` of `day` done with its `summary`, if `worker` still holds it. */
export async function finishChunk(
  db: Executor,
  day: string,
  chunk: number,
  worker: string,
  summary: RunSummary,
): Promise<void> {
  await db
    .update(engineChunks)
    .set({ status: 'done', summary, leaseUntil: null })
    .where(heldChunk(day, chunk, worker));
}

/** Locks business day `day`'s row and answers it, or undefined when the day was not begun. */
export async function lockDay(db: Executor, day: string) {
  const [row] = await db.select().from(engineDays).where(eq(engineDays.businessDate, day)).for('update');
  return row;
}

/** Whether a chunk of `day` is not done yet. */
export async function hasUnfinishedChunk(db: Executor, day: string): Promise<boolean> {
  const open = await db
    .select({ chunk: engineChunks.chunk })
    .from(engineChunks)
    .where(and(eq(engineChunks.businessDate, day), ne(engineChunks.status, 'done')))
    .limit(1);
  return open.length > 0;
}

/** The summaries of the chunks of `day`. */
export async function chunkSummaries(db: Executor, day: string): Promise<RunSummary[]> {
  const chunks = await db
    .select({ summary: engineChunks.summary })
    .from(engineChunks)
    .where(eq(engineChunks.businessDate, day));
  return chunks.map((chunk) => chunk.summary);
}

/** Marks business day `day` done with its `summary`. */
export async function finishDayRow(db: Executor, day: string, summary: RunSummary): Promise<void> {
  await db
    .update(engineDays)
    .set({ status: 'done', finishedAt: sql`clock_timestamp()`, summary })
    .where(eq(engineDays.businessDate, day));
}

/** The summary of business day `day`, or undefined when it was not begun. */
export async function summaryOfDay(db: Executor, day: string): Promise<RunSummary | undefined> {
  const [done] = await db
    .select({ summary: engineDays.summary })
    .from(engineDays)
    .where(eq(engineDays.businessDate, day));
  return done?.summary;
}

/** The earliest business day running, or undefined. */
export async function earliestRunningDay(db: Executor): Promise<string | undefined> {
  const [running] = await db
    .select({ day: engineDays.businessDate })
    .from(engineDays)
    .where(eq(engineDays.status, 'running'))
    .orderBy(asc(engineDays.businessDate))
    .limit(1);
  return running?.day;
}

/** Records business day `day` as run, unless it is begun already. */
export async function insertDoneDay(db: Executor, day: string): Promise<void> {
  await db
    .insert(engineDays)
    .values({ businessDate: day, status: 'done', chunkCount: 0, finishedAt: sql`now()` })
    .onConflictDoNothing();
}

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
