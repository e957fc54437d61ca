/**
 * Benchmark of the collection process's business day at scale (docs/decisions/004-process-engine.md):
 * the day after the seed day run by one worker process and then, on a fresh copy of the same data, by
 * two at once, each followed by the day after it; for each, wall time, subjects examined, steps per
 * action, steps and changed rows per second (pg_stat_user_tables), and CPU time of the workers, of
 * the database's sessions and of the whole machine, and the time the workers' statements took.
 *
 * It creates a PostgreSQL database `fordra_bench_engine_<debtors>` on the server of DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/test), fills it with `seedScaleData` (about five cases
 * a debtor over twenty clients, seeded today, with the steps of the process their history stands
 * for, so that nothing is overdue), marks today as run and vacuums it as autovacuum would. Each
 * number of workers works on `fordra_bench_engine_<debtors>_day`, made from it as a template, so
 * every run does the same work. Workers are child processes (bench/engine-day-worker.ts) with the
 * engine's configuration (ENGINE_CHUNKS, ENGINE_CONCURRENCY loops each), each rendering letters on the
 * machine's cores divided by the workers (LETTER_RENDER_THREADS, unless set). The database is dropped
 * afterwards unless --keep; --reuse runs against a kept one (and keeps it). --profile DIR writes a
 * CPU profile of the one worker of each day there and prints where its time went.
 *
 * What a day's work is over this data: the scale data has no invoices of the invoice ledger and no
 * instalment plans, so every subject is a case in a status the process moves (PreCollection,
 * Collection and Inkasso; the others wait on people or are closed). Each day reads all of them
 * (with their steps) and takes the steps due that day: a collection demand for the PreCollection
 * cases whose reminder's deadline and the client's days after it have passed (about a 25th of them
 * a day); an application to Kronofogden (the clients' policy: enforcement after the demand) for the
 * Collection and Inkasso cases whose demand's deadline and three bank days of payments in transit
 * have passed. Each step is one transaction: its row, its fee line and the case's ledger replayed,
 * its status, what its letter shows, an audit entry. Its PDF letter is rendered once the step has
 * committed, by the worker's render pool (a thread per core), and stored. When its chunks are done,
 * the day's applications go into one file to Kronofogden (its `enforcementFiled` rows are not counted
 * as steps). A day is done for the bench when its letters are rendered too (each worker waits for its
 * own): its wall time runs until then, and the time the day's steps took (until the day was marked
 * done) is printed beside it, with any letter still waiting after the day.
 * The two business days after the seed day are run one after the other; a Monday holds the steps
 * of three calendar days. The seed day is today unless `--seed-day` names another (a Friday gives the
 * heavy Monday next; its database is then `fordra_bench_engine_<debtors>_<yyyymmdd>`). When finishing a day fails after all its chunks are done (the day's file),
 * the bench says why and marks the day done itself, without the file, so that the next day can be
 * measured.
 *
 * Run: npx node bench/engine-day.ts [--debtors 100000] [--workers 1,2] [--seed-day YYYY-MM-DD] [--profile DIR]
 *   [--keep] [--reuse]
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { addBankDays, stockholmDateTime } from '@fordra/domain';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { type DaySummary, markDayRun } from '../apps/server/src/modules/engine/business-days.ts';
import { cpuMicros } from '../scripts/process-cpu.ts';
import { summariseCpuProfile } from './cpu-profile.ts';
import { scaleDatabase } from './scale-database.ts';

const { values } = parseArgs({
  options: {
    debtors: { type: 'string', default: '100000' },
    workers: { type: 'string', default: '1,2' },
    seed: { type: 'string', default: '1' },
    profile: { type: 'string' },
    'seed-day': { type: 'string' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
  },
});
const debtorCount = Number(values.debtors);
const workerCounts = values.workers.split(',').map(Number);
const seedDay = values['seed-day'];
if (
  ![debtorCount, ...workerCounts].every((n) => Number.isSafeInteger(n) && n > 0) ||
  (seedDay !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(seedDay))
) {
  console.error(
    'Usage: npx node bench/engine-day.ts [--debtors N] [--workers 1,2] [--seed-day YYYY-MM-DD] [--profile DIR] [--keep] [--reuse]',
  );
  process.exit(1);
}

const seededName = `fordra_bench_engine_${debtorCount}${seedDay ? `_${seedDay.replaceAll('-', '')}` : ''}`;
const dayName = `${seededName}_day`;
// The seed day: scaleDatabase seeds the data as of it.
const today = seedDay ?? stockholmDateTime(new Date()).date;
const seededDatabase = await scaleDatabase(seededName, {
  debtors: debtorCount,
  seed: Number(values.seed),
  reuse: values.reuse,
  vacuum: false,
  today,
});
const { admin } = seededDatabase;
const urlOf = (name: string) => {
  const url = new URL(seededDatabase.url);
  url.pathname = `/${name}`;
  return url.toString();
};

if (!values.reuse) {
  // The seed day is over: the scale data holds every step the process would have taken by it.
  const database = await openDatabase({ databaseUrl: seededDatabase.url, pgliteDir: null });
  try {
    await markDayRun(database.db, today);
  } finally {
    await database.close();
  }
  // As autovacuum leaves a live database: statistics current and the visibility map set.
  const vacuum = new pg.Client({ connectionString: seededDatabase.url });
  await vacuum.connect();
  await vacuum.query('vacuum analyze');
  await vacuum.end();
}

const seeded = new pg.Client({ connectionString: urlOf(seededName) });
await seeded.connect();
const facts = await seeded.query<{
  seed_day: string;
  cases: string;
  moving: string;
  invoices: string;
  plans: string;
}>(`
  select (select max(business_date)::text from engine_days) as seed_day,
         (select count(*) from cases) as cases,
         (select count(*) from cases where status in ('PreCollection', 'Collection', 'Inkasso')) as moving,
         (select count(*) from invoices where status in ('Open', 'Reminded') and case_id is null) as invoices,
         (select count(*) from payment_plans where status = 'Active') as plans`);
const fact = facts.rows[0];
if (!fact?.seed_day) throw new Error(`${seededName} has no seed day`);
const firstDay = addBankDays(fact.seed_day, 1);
const secondDay = addBankDays(firstDay, 1);
// The migrations hold the Riksbank's reference rates up to a past half-year; without the rate of the
// days' half-year every step that states interest would wait for it. The bench carries the last one
// forward, as an admin enters a new half-year's.
const carried = await seeded.query(
  `insert into reference_rates (valid_from, rate_bp, source)
   select half_year::date, (select rate_bp from reference_rates order by valid_from desc limit 1),
          'bench/engine-day.ts: the last published rate, carried forward'
     from generate_series((select max(valid_from) from reference_rates) + interval '6 months', $1::date,
                          interval '6 months') as half_year
   on conflict do nothing`,
  [secondDay],
);
await seeded.end();
console.log(
  `\n${grouped(Number(fact.cases))} cases, ${grouped(Number(fact.moving))} in a status the process moves; ` +
    `${fact.invoices} open invoices, ${fact.plans} active plans; seed day ${fact.seed_day}` +
    `${carried.rowCount ? `; the reference rate carried forward to ${carried.rowCount} half-year(s)` : ''}\n`,
);

function grouped(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}
function seconds(ms: number): string {
  return `${(ms / 1_000).toFixed(1)} s`;
}

/** Busy and total CPU time of the whole machine so far (ms), from /proc/stat. */
function machineCpu(): { busyMs: number; totalMs: number } {
  const [, ...ticks] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/);
  const numbers = ticks.map(Number);
  const total = numbers.slice(0, 8).reduce((sum, n) => sum + n, 0);
  const idle = (numbers[3] ?? 0) + (numbers[4] ?? 0);
  return { busyMs: (total - idle) * 10, totalMs: total * 10 };
}

/**
 * Watches the CPU time of the database's server processes (its sessions and autovacuum) every
 * second while a day runs; `stop` answers their total in ms, each process as last seen before it ended.
 */
function watchServerCpu(client: pg.Client): { stop: () => Promise<number> } {
  const seen = new Map<number, number>();
  const look = async () => {
    const backends = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    for (const { pid } of backends.rows) {
      const micros = cpuMicros([pid]);
      if (micros !== null) seen.set(pid, Math.max(seen.get(pid) ?? 0, micros));
    }
  };
  let looking = look();
  const timer = setInterval(() => {
    looking = looking.then(look, look);
  }, 1_000);
  return {
    stop: async () => {
      clearInterval(timer);
      await looking.catch(() => undefined);
      return [...seen.values()].reduce((sum, micros) => sum + micros, 0) / 1_000;
    },
  };
}

type TableChanges = Map<string, { inserted: number; updated: number }>;

/** Rows inserted and updated so far, per table, once every other session of the database has ended (and reported). */
async function tableChanges(client: pg.Client): Promise<TableChanges> {
  for (let i = 0; i < 100; i++) {
    const others = await client.query(
      'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    if (others.rows[0]?.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await client.query('select pg_stat_clear_snapshot()');
  const rows = await client.query<{ relname: string; inserted: string; updated: string }>(
    'select relname, n_tup_ins as inserted, n_tup_upd as updated from pg_stat_user_tables',
  );
  return new Map(
    rows.rows.map((row) => [row.relname, { inserted: Number(row.inserted), updated: Number(row.updated) }]),
  );
}

type WorkerResult = {
  pid: number;
  days: string[];
  error: string | null;
  wallMs: number;
  cpuMs: number;
  statements: Record<string, { count: number; ms: number }>;
};

function startWorker(day: string, workers: number, profileDir: string | null): Promise<WorkerResult> {
  const args = [
    ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    path.join(import.meta.dirname, 'engine-day-worker.ts'),
    '--day',
    day,
  ];
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      DATABASE_URL: urlOf(dayName),
      // The workers share this machine's cores for their letters, as docs/operations.md advises.
      LETTER_RENDER_THREADS:
        process.env.LETTER_RENDER_THREADS ??
        String(Math.max(1, Math.floor(availableParallelism() / workers))),
      SESSION_SECRET: 'engine-day-bench',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve, reject) =>
    child.once('exit', (code) => {
      const line = output.trim().split('\n').at(-1) ?? '';
      // A worker whose run failed still prints its figures, with the error.
      if (line.startsWith('{')) resolve(JSON.parse(line) as WorkerResult);
      else reject(new Error(`Worker ${child.pid} exited with ${code}: ${output}`));
    }),
  );
}

/** Runs business day `day` on the day's database with `workers` processes at once, prints its figures and answers its wall time (null when it failed). */
async function runDay(label: string, day: string, workers: number): Promise<number | null> {
  const profileDir = values.profile && workers === 1 ? path.resolve(values.profile, day) : null;
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const stats = new pg.Client({ connectionString: urlOf(dayName) });
  await stats.connect();
  const before = await tableChanges(stats);
  const machineBefore = machineCpu();
  const watcher = new pg.Client({ connectionString: urlOf(dayName) });
  await watcher.connect();
  const serverCpu = watchServerCpu(watcher);
  const started = performance.now();
  const startedAt = Date.now();
  const results = await Promise.all(
    Array.from({ length: workers }, () => startWorker(day, workers, profileDir)),
  );
  const wallMs = performance.now() - started;
  const machineAfter = machineCpu();
  const serverCpuMs = await serverCpu.stop();
  await watcher.end();
  const failures = [...new Set(results.flatMap((result) => (result.error ? [result.error] : [])))];
  const finishedByHand = failures.length > 0 && (await finishByHand(stats, day));
  const after = await tableChanges(stats);
  const summaries = await stats.query<{ summary: DaySummary; finished_at: Date | null }>(
    'select summary, finished_at from engine_days where business_date = $1',
    [day],
  );
  const waiting = await stats.query<{ n: number }>(
    'select count(*)::int as n from documents where letter is not null',
  );
  await stats.end();
  const {
    examined = 0,
    alreadyTaken = 0,
    instalmentsPast = 0,
    enforcementFiled = 0,
    ...steps
  } = summaries.rows[0]?.summary ?? {};
  const taken = Object.values(steps).reduce((sum, n) => sum + (n ?? 0), 0);
  const changes = [...after].map(([table, now]) => {
    const then = before.get(table) ?? { inserted: 0, updated: 0 };
    return { table, inserted: now.inserted - then.inserted, updated: now.updated - then.updated };
  });
  const changed = changes.reduce((sum, c) => sum + c.inserted + c.updated, 0);
  const workerCpuMs = results.reduce((sum, result) => sum + result.cpuMs, 0);
  const busyMs = machineAfter.busyMs - machineBefore.busyMs;
  const perSecond = (n: number) => grouped((n / wallMs) * 1_000);
  const line = (name: string, value: string) => console.log(`  ${name.padEnd(22)}${value}`);
  console.log(`${label}, ${day}, ${workers === 1 ? 'one worker process' : `${workers} worker processes`}`);
  for (const failure of failures) line('FAILED', failure);
  if (finishedByHand)
    line(
      '',
      'every chunk was done: the bench marked the day done without its file to Kronofogden, so that the next day can run',
    );
  const finishedAt = summaries.rows[0]?.finished_at;
  const stepsMs = finishedAt ? Math.min(wallMs, finishedAt.getTime() - startedAt) : null;
  line('wall time', `${seconds(wallMs)}, until the day's letters were rendered`);
  if (stepsMs !== null)
    line(
      "the day's steps",
      `${seconds(stepsMs)}, until the day was done; its letters rendered ${seconds(wallMs - stepsMs)} after`,
    );
  line('letters waiting', `${grouped(waiting.rows[0]?.n ?? 0)} after the day`);
  line('subjects examined', grouped(examined));
  line(
    'steps taken',
    `${grouped(taken)}: ${Object.entries(steps)
      .sort((a, b) => (b[1] ?? 0) - (a[1] ?? 0))
      .map(([action, n]) => `${action} ${grouped(n ?? 0)}`)
      .join(
        ', ',
      )}${alreadyTaken ? `; already taken ${alreadyTaken}` : ''}${instalmentsPast ? `; instalments past ${instalmentsPast}` : ''}`,
  );
  if (enforcementFiled)
    line('filed to Kronofogden', `${grouped(enforcementFiled)} applications in the day's file`);
  line('steps per second', grouped((taken / (stepsMs ?? wallMs)) * 1_000));
  line('rows changed', `${grouped(changed)} (${perSecond(changed)} a second)`);
  line(
    '  of which',
    changes
      .filter((c) => c.inserted + c.updated > 0)
      .sort((a, b) => b.inserted + b.updated - (a.inserted + a.updated))
      .map((c) => `${c.table} +${grouped(c.inserted)}/~${grouped(c.updated)}`)
      .join(', '),
  );
  line(
    'CPU of the workers',
    `${results.map((r) => seconds(r.cpuMs)).join(' + ')} (${((workerCpuMs / wallMs) * 100).toFixed(0)} % of one core)`,
  );
  line('CPU of PostgreSQL', `${seconds(serverCpuMs)} in the database's sessions`);
  line(
    'CPU of the machine',
    `${seconds(busyMs)} busy of ${seconds(machineAfter.totalMs - machineBefore.totalMs)} ` +
      `(other load than the workers and their sessions: ${seconds(busyMs - workerCpuMs - serverCpuMs)})`,
  );
  const waits = new Map<string, { count: number; ms: number }>();
  for (const result of results)
    for (const [statement, figure] of Object.entries(result.statements)) {
      const sum = waits.get(statement) ?? { count: 0, ms: 0 };
      waits.set(statement, { count: sum.count + figure.count, ms: sum.ms + figure.ms });
    }
  const waitMs = [...waits.values()].reduce((sum, figure) => sum + figure.ms, 0);
  line('time in statements', `${seconds(waitMs)} summed over the workers' loops; the longest:`);
  for (const [statement, figure] of [...waits].sort((a, b) => b[1].ms - a[1].ms).slice(0, 8))
    line(
      '',
      `${statement.padEnd(34)}${seconds(figure.ms).padStart(9)}${grouped(figure.count).padStart(10)} ×`,
    );
  if (profileDir) printProfile(profileDir);
  return failures.length > 0 ? null : wallMs;
}

/**
 * Marks `day` done as the engine's finishDay would, its chunks' summaries added up, when every chunk
 * is done but finishing failed; false when a chunk is not done (then nothing is changed).
 */
async function finishByHand(client: pg.Client, day: string): Promise<boolean> {
  const open = await client.query(
    "select 1 from engine_chunks where business_date = $1 and status <> 'done' limit 1",
    [day],
  );
  if (open.rowCount !== 0) return false;
  await client.query(
    `update engine_days set status = 'done', finished_at = now(), summary = coalesce((
       select jsonb_object_agg(key, total) from (
         select key, sum(value::int) as total
           from engine_chunks, jsonb_each_text(engine_chunks.summary)
          where business_date = $1 group by key) sums), '{}')
     where business_date = $1`,
    [day],
  );
  return true;
}

/** The thread a `.cpuprofile` of `node --cpu-prof` is of: 0 the main thread, others the letter render threads. */
const threadOf = (name: string) => Number(/\.(\d+)\.\d+\.cpuprofile$/.exec(name)?.[1] ?? 0);

/** Where the worker's main thread spent its time (the steps), and how long its render threads ran. */
function printProfile(profileDir: string): void {
  const files = readdirSync(profileDir).filter((name) => name.endsWith('.cpuprofile'));
  const main = files
    .filter((name) => threadOf(name) === 0)
    .sort()
    .at(-1);
  if (!main) return;
  const summary = summariseCpuProfile(path.join(profileDir, main));
  const rendering = files
    .filter((name) => threadOf(name) !== 0)
    .reduce((sum, name) => {
      const thread = summariseCpuProfile(path.join(profileDir, name));
      const idle = thread.selfByPlace.find((entry) => entry.place === '(idle)')?.ms ?? 0;
      return sum + thread.totalMs - idle;
    }, 0);
  console.log(`  CPU profile ${path.join(profileDir, main)}: ${seconds(summary.totalMs)} sampled`);
  console.log(`  letter render threads: ${seconds(rendering)} busy, summed over the threads`);
  const share = (ms: number) => `${((ms / summary.totalMs) * 100).toFixed(1).padStart(5)} %`;
  console.log("    the main thread's self time by place");
  for (const { place, ms } of summary.selfByPlace)
    console.log(`      ${place.padEnd(44)}${seconds(ms).padStart(9)} ${share(ms)}`);
  console.log("    inclusive time of this repository's functions");
  for (const { name, ms } of summary.inclusiveByFunction)
    console.log(`      ${name.padEnd(44)}${seconds(ms).padStart(9)} ${share(ms)}`);
}

const AIM_MS = 5 * 60 * 1_000;
console.log(
  `load average at the start: ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}\n`,
);
try {
  for (const workers of workerCounts) {
    await admin.query(`drop database if exists ${dayName} with (force)`);
    await admin.query(`create database ${dayName} template ${seededName}`);
    for (const [label, day] of [
      ['first business day after the seed', firstDay],
      ['second business day after the seed', secondDay],
    ] as const) {
      const dayMs = await runDay(label, day, workers);
      console.log(
        `  aim (a business day over ${grouped(Number(fact.cases))} cases in under 5 minutes): ` +
          `${dayMs === null ? 'not measured: the day failed' : dayMs < AIM_MS ? 'met' : 'missed'}\n`,
      );
    }
  }
  console.log(
    `load average at the end: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
} finally {
  await admin.query(`drop database if exists ${dayName} with (force)`);
  await seededDatabase.finish({ keep: values.keep });
}
