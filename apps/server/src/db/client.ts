/** The database: PGlite under the data directory, or PostgreSQL when a connection string is given. */
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import {
  type ChangeListener,
  listenOnPglite,
  listenOnPostgres,
  type StopListening,
} from './change-notices.ts';
import { NamingClient } from './named-statements.ts';
import { lockPgliteDir } from './pglite-lock.ts';
import {
  copyPgliteTemplate,
  holdsCluster,
  isCluster,
  markClusterNew,
  migrationsFolder,
  pgliteTemplateDir,
  readPgliteTemplateDump,
  savePgliteTemplate,
  savePgliteTemplateDump,
} from './pglite-template.ts';
import { servePreparedFrom } from './prepared.ts';
import { keepNewFilesPrivate, makePrivate } from './private-files.ts';
import * as schema from './schema.ts';
import { watchPglite } from './yield-to-requests.ts';

export { DatabaseLockedError } from './pglite-lock.ts';

export type Executor = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Executor;
  kind: 'pglite' | 'postgres';
  /** How PGlite was opened: its directory as it was, or new from the template (or its dump, in memory) or by initdb. */
  pgliteOpened?: 'existing' | 'template' | 'initdb';
  migrate: () => Promise<void>;
  /**
   * PGlite only: a copy of its data directory, a gzipped tar that `npm run restore` puts back, read
   * between two queries (after a checkpoint), so that it is what a crash at that moment would leave.
   */
  backup?: () => Promise<Uint8Array>;
  /** Tells `listener` of every committed change of the data (`change-notices.ts`); `onError` hears a lost connection. */
  listenForChanges: (listener: ChangeListener, onError: (error: Error) => void) => Promise<StopListening>;
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  databaseUrl: string | null;
  /** Where PGlite keeps its files, locked for this process (`pglite-lock.ts`); `null` keeps them in memory (tests). */
  pgliteDir: string | null;
  /**
   * Where the template of a new PGlite directory is kept (`pglite-template.ts`): a new directory is copied
   * from it, and a PGlite in memory loaded from its dump; without them, the first saves them once migrated.
   * Absent: every new directory and every PGlite in memory runs initdb.
   */
  pgliteTemplateDir?: string | null;
  poolSize?: number;
};

const gzipped = promisify(gzip);

/** Where the portal's PGlite keeps its files under the data directory. */
export const pgliteDirIn = (dataDir: string) => path.join(dataDir, 'pglite');

/**
 * Whether the database of `options` holds a portal's data already (migrated at least once), without
 * making one: a PGlite directory with a cluster in it, or a PostgreSQL database with drizzle's
 * migrations table. `missing` when there is none (no cluster, or PostgreSQL knows no such database).
 */
export async function existingDatabase(
  options: Pick<DatabaseOptions, 'databaseUrl' | 'pgliteDir'>,
): Promise<'ready' | 'empty' | 'missing'> {
  if (!options.databaseUrl) return options.pgliteDir && isCluster(options.pgliteDir) ? 'ready' : 'missing';
  const client = new pg.Client({ connectionString: options.databaseUrl });
  try {
    await client.connect();
    const { rows } = await client.query<{ migrations: string | null }>(
      "select to_regclass('drizzle.__drizzle_migrations')::text as migrations",
    );
    return rows[0]?.migrations ? 'ready' : 'empty';
  } catch (error) {
    // invalid_catalog_name: the server runs, the database does not exist.
    if ((error as { code?: string }).code === '3D000') return 'missing';
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const { databaseUrl } = options;
  if (databaseUrl) {
    const max = options.poolSize ?? 10;
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max,
      // Names the collection process's statements (named-statements.ts).
      Client: NamingClient,
    });
    // The prepared queries' own connections, each keeping a statement's generic plan (prepared.ts).
    const plannedOncePool = new pg.Pool({
      connectionString: databaseUrl,
      max,
      options: '-c plan_cache_mode=force_generic_plan',
    });
    const db = drizzlePg(pool, { schema });
    servePreparedFrom(db, drizzlePg(plannedOncePool, { schema }));
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      listenForChanges: (listener, onError) => listenOnPostgres(databaseUrl, listener, onError),
      close: async () => {
        await Promise.all([pool.end(), plannedOncePool.end()]);
      },
    };
  }
  // Everything PGlite writes from here on is this user's alone (private-files.ts).
  if (options.pgliteDir) keepNewFilesPrivate();
  // Throws DatabaseLockedError while another live process has the directory open.
  const lock = options.pgliteDir ? lockPgliteDir(options.pgliteDir) : null;
  let client: PGlite;
  let templateToSave: string | null = null;
  let opened: Database['pgliteOpened'];
  try {
    const existing = options.pgliteDir ? holdsCluster(options.pgliteDir) : false;
    const templateDir =
      options.pgliteTemplateDir && !existing ? pgliteTemplateDir(options.pgliteTemplateDir) : null;
    if (options.pgliteDir) {
      const made = existing ? null : markClusterNew(options.pgliteDir);
      const fromTemplate = templateDir ? copyPgliteTemplate(templateDir, options.pgliteDir) : false;
      if (!fromTemplate) templateToSave = templateDir;
      opened = existing ? 'existing' : fromTemplate ? 'template' : 'initdb';
      client = new PGlite(options.pgliteDir);
      await client.waitReady;
      // PGlite sets 0666 on the files it unpacks when it starts, whatever the umask.
      makePrivate(options.pgliteDir);
      made?.();
    } else {
      const dump = templateDir ? readPgliteTemplateDump(templateDir) : null;
      if (!dump) templateToSave = templateDir;
      opened = dump ? 'template' : 'initdb';
      client = new PGlite(dump ? { loadDataDir: dump } : {});
      await client.waitReady;
    }
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite(client, { schema });
  watchPglite(client, db);
  return {
    db,
    kind: 'pglite',
    ...(opened ? { pgliteOpened: opened } : {}),
    migrate: async () => {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
      // A cluster made by initdb, now migrated and still empty: the template of the next new database.
      // Without it the next one runs initdb again, so a failure to save is only a warning.
      const templateDir = templateToSave;
      templateToSave = null;
      const save = options.pgliteDir ? savePgliteTemplate : savePgliteTemplateDump;
      if (templateDir)
        await save(client, templateDir).catch((error: Error) =>
          process.emitWarning(`The PGlite template ${templateDir} was not saved: ${error.message}`),
        );
    },
    listenForChanges: (listener) => listenOnPglite(client, listener),
    backup: async () => {
      await client.exec('CHECKPOINT');
      // Queries wait only while the files are read (about a second for 200 MB); gzip runs after, off the thread.
      const tar = await client.dumpDataDir('none');
      return gzipped(new Uint8Array(await tar.arrayBuffer()));
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
