/** The database: PGlite under the data directory, or PostgreSQL when a connection string is given. */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockPgliteDir } from './pglite-lock.ts';
import * as schema from './schema.ts';

export { DatabaseLockedError } from './pglite-lock.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export type DatabaseOptions = {
  databaseUrl: string | null;
  /** Where PGlite keeps its files, locked for this process (`pglite-lock.ts`); `null` keeps them in memory (tests). */
  pgliteDir: string | null;
  poolSize?: number;
};

/** Where the portal's PGlite keeps its files under the data directory. */
export const pgliteDirIn = (dataDir: string) => path.join(dataDir, 'pglite');

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  // Throws DatabaseLockedError while another live process has the directory open.
  const lock = options.pgliteDir ? lockPgliteDir(options.pgliteDir) : null;
  const client = options.pgliteDir ? new PGlite(options.pgliteDir) : new PGlite();
  try {
    await client.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}
