/**
 * One worker process of bench/engine-day.ts: runs the collection process's business days up to
 * `--day` on the database of DATABASE_URL with the engine's configuration from the environment, as
 * `npm run worker` would, and prints one line of JSON: its wall time (until the letters of its steps
 * are rendered, as runBusinessDays waits for them) and CPU time (its render threads' included), and
 * the time its statements waited on the database, by statement (verb and first table) summed over its
 * loops.
 *
 * Run (the bench spawns it): DATABASE_URL=… npx node bench/engine-day-worker.ts --day YYYY-MM-DD
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { runBusinessDays, workerName } from '../apps/server/src/modules/engine/business-days.ts';
import { sizeLetterRenderPool } from '../apps/server/src/modules/letters/letter-render-pool.ts';

const { values } = parseArgs({ options: { day: { type: 'string' } } });
const day = values.day;
const databaseUrl = process.env.DATABASE_URL;
if (!day || !databaseUrl) {
  console.error('Usage: DATABASE_URL=… npx node bench/engine-day-worker.ts --day YYYY-MM-DD');
  process.exit(1);
}

/** Milliseconds and count of statements by their verb and first table, from call to answer. */
const statements = new Map<string, { count: number; ms: number }>();
const statementLabel = (text: string) => {
  const match =
    /^\s*(select|insert into|update|delete from|begin|commit|rollback)\b(?:.*?\b(?:from|into|update)\s+"?(\w+)"?)?/is.exec(
      text,
    );
  if (!match) return text.slice(0, 24);
  const verb = (match[1] ?? '').toLowerCase();
  return verb === 'insert into' || verb === 'update' || verb === 'delete from'
    ? `${verb} ${/^\s*\w+(?:\s+(?:into|from))?\s+"?(\w+)"?/i.exec(text)?.[1] ?? '?'}`
    : match[2]
      ? `${verb} ${match[2]}`
      : verb;
};
// Times every statement at the one place all of them pass: pg's Client.query (the pool's and a
// transaction's), leaving the engine's code as it is.
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function timedQuery(this: pg.Client, ...args: unknown[]) {
  const [first] = args;
  const text = typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '');
  const started = performance.now();
  const result = query.apply(this, args);
  if (result instanceof Promise) {
    const label = statementLabel(text);
    return result.finally(() => {
      const figure = statements.get(label) ?? { count: 0, ms: 0 };
      statements.set(label, { count: figure.count + 1, ms: figure.ms + performance.now() - started });
    });
  }
  return result;
} as typeof pg.Client.prototype.query;

const config = loadConfig();
sizeLetterRenderPool(config.letterRenderThreads);
const database = await openDatabase({ databaseUrl, pgliteDir: null });
const started = performance.now();
const cpu = process.cpuUsage();
let days: string[] = [];
let error: string | null = null;
try {
  days = await runBusinessDays(database.db, { worker: workerName(), config }, day);
} catch (failure) {
  // The figures of a failed run still say where its time went; the bench reports the failure.
  // Drizzle's error names the statement; the database's reason is its cause.
  const reason =
    failure instanceof Error && failure.cause instanceof Error ? `: ${failure.cause.message}` : '';
  const message = failure instanceof Error ? failure.message : String(failure);
  error = `${message.length > 200 ? `${message.slice(0, 200)}…` : message}${reason}`;
  process.exitCode = 1;
}
const used = process.cpuUsage(cpu);
const wallMs = performance.now() - started;
await database.close();
console.log(
  JSON.stringify({
    pid: process.pid,
    days,
    error,
    wallMs,
    cpuMs: (used.user + used.system) / 1_000,
    statements: Object.fromEntries(statements),
  }),
);
