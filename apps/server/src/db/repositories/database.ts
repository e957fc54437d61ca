/** The database itself, as the readiness probe asks it. */
import { sql } from 'drizzle-orm';
import type { Executor } from '../executor.ts';

/** Whether the database answers a query. */
export async function databaseAnswers(db: Executor): Promise<true> {
  await db.execute(sql`select 1`);
  return true;
}
