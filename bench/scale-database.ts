/**
 * The PostgreSQL database of a benchmark: `name` on the server of DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/test), made anew and filled with `seedScaleData` (and, unless told
 * otherwise, vacuumed as autovacuum would leave it), or, with `reuse`, one an earlier run kept, migrated
 * to the present schema.
 */
import { stockholmDateTime } from '@fordra/domain';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { formatScaleReport, seedScaleData } from '../apps/server/src/seed/seed-scale.ts';

export type ScaleDatabase = {
  url: string;
  /** A connection to the server's default database, open until `finish`. */
  admin: pg.Client;
  /** Drops the database unless `keep` (or `reuse`), once its connections have ended, and closes `admin`. */
  finish: (options: { keep: boolean }) => Promise<void>;
};

/** Opens or makes the benchmark's database `name`; exits the process when there is none to reuse. */
export async function scaleDatabase(
  name: string,
  options: { debtors: number; seed: number; reuse: boolean; vacuum?: boolean; today?: string },
): Promise<ScaleDatabase> {
  const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const finish = async ({ keep }: { keep: boolean }) => {
    if (!keep && !options.reuse) {
      // A closed pool's connections end a moment after its end() resolves: forcing one still ending
      // makes its pool report an error.
      for (let tries = 0; tries < 50; tries++) {
        const { rows } = await admin.query<{ open: number }>(
          'select count(*)::int as open from pg_stat_activity where datname = $1',
          [name],
        );
        if ((rows[0]?.open ?? 0) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await admin.query(`drop database if exists ${name} with (force)`);
    }
    await admin.end();
  };
  if (options.reuse) {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      console.error(`No database ${name} to reuse: run once with --keep first.`);
      await admin.end();
      process.exit(1);
    }
    console.log(`reusing database ${name}`);
    // Kept by an earlier version of the code, it is brought to the present schema first.
    const kept = await openDatabase({ databaseUrl: url.toString(), pgliteDir: null });
    try {
      await kept.migrate();
    } finally {
      await kept.close();
    }
    return { url: url.toString(), admin, finish };
  }
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const database = await openDatabase({ databaseUrl: url.toString(), pgliteDir: null });
  try {
    await database.migrate();
    const report = await seedScaleData(database.db, {
      debtors: options.debtors,
      seed: options.seed,
      today: options.today ?? stockholmDateTime(new Date()).date,
    });
    console.log(formatScaleReport(report));
  } finally {
    await database.close();
  }
  if (options.vacuum ?? true) {
    // As autovacuum leaves a live database: statistics current and the visibility map set, so that
    // counts are index-only scans.
    const vacuum = new pg.Client({ connectionString: url.toString() });
    await vacuum.connect();
    await vacuum.query('vacuum analyze');
    await vacuum.end();
  }
  return { url: url.toString(), admin, finish };
}
