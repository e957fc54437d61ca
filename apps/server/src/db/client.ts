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
import {
  copyPgliteTemplate,
  holdsCluster,
  markClusterNew,
  migrationsFolder,
  pgliteTemplateDir,
  savePgliteTemplate,
} from './pglite-template.ts';
import * as schema from './schema.ts';

export { DatabaseLockedError } from './pglite-lock.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** How a PGlite directory was opened: as it was, new from the template, or new by initdb (none in memory). */
  pgliteOpened?: 'existing' | 'template' | 'initdb';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  databaseUrl: string | null;
  /** Where PGlite keeps its files, locked for this process (`pglite-lock.ts`); `null` keeps them in memory (tests). */
  pgliteDir: string | null;
  /**
   * Where the template of a new PGlite directory is kept (`pglite-template.ts`): a new directory is loaded
   * from it, or, without one, saves it once migrated. Absent: every new directory runs initdb.
   */
  pgliteTemplateDir?: string | null;
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
  let client: PGlite;
  let templateToSave: string | null = null;
  let opened: Database['pgliteOpened'];
  try {
    const existing = options.pgliteDir ? holdsCluster(options.pgliteDir) : false;
    const templateDir =
      options.pgliteDir && options.pgliteTemplateDir && !existing
        ? pgliteTemplateDir(options.pgliteTemplateDir)
        : null;
    const made = options.pgliteDir && !existing ? markClusterNew(options.pgliteDir) : null;
    const fromTemplate =
      options.pgliteDir && templateDir ? copyPgliteTemplate(templateDir, options.pgliteDir) : false;
    if (!fromTemplate) templateToSave = templateDir;
    if (options.pgliteDir) opened = existing ? 'existing' : fromTemplate ? 'template' : 'initdb';
    client = options.pgliteDir ? new PGlite(options.pgliteDir) : new PGlite();
    await client.waitReady;
    made?.();
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ...(opened ? { pgliteOpened: opened } : {}),
    migrate: async () => {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
      // A cluster made by initdb, now migrated and still empty: the template of the next new directory.
      // Without it the next one runs initdb again, so a failure to save is only a warning.
      const templateDir = templateToSave;
      templateToSave = null;
      if (templateDir)
        await savePgliteTemplate(client, templateDir).catch((error: Error) =>
          process.emitWarning(`The PGlite template ${templateDir} was not saved: ${error.message}`),
        );
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}
