/**
 * The template of a new PGlite directory: an empty cluster with every migration applied, dumped once
 * (`dumpDataDir`) and loaded into each new directory (`loadDataDir`) instead of running initdb and the
 * migrations again, which takes seconds. It is kept in the cache directory under a key of PGlite's version
 * and the migrations' files, so a new PGlite or a new migration makes a new template; the first new
 * directory opened without one saves it (or `npm install` does, by `prepare-pglite-template.ts`).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';

/** Raised when what a template holds changes without a new migration or PGlite, so older ones are not used. */
const TEMPLATE_FORMAT = 1;
const PREFIX = 'pglite-template-';

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

function pgliteVersion(): string {
  const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  const manifest = JSON.parse(readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8'));
  return String(manifest.version);
}

/** The files the migrator reads: every migration's SQL and the journal that lists them. */
function migrationFiles(): string[] {
  const sql = readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql'));
  return [...sql.sort(), path.join('meta', '_journal.json')];
}

/** The key of the template for this PGlite and these migrations. */
export function pgliteTemplateKey(): string {
  const hash = createHash('sha256').update(`format ${TEMPLATE_FORMAT}\npglite ${pgliteVersion()}\n`);
  for (const file of migrationFiles())
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(migrationsFolder, file)))
      .update('\0');
  return hash.digest('hex').slice(0, 20);
}

/** The template file for the current key in `cacheDir`, whether it exists or not yet. */
export function pgliteTemplateFile(cacheDir: string): string {
  return path.join(cacheDir, `${PREFIX}${pgliteTemplateKey()}.tar`);
}

/**
 * Whether `dir` holds a whole PGlite cluster. A new one is marked as being made (`<dir>.new`) until it
 * is ready: a start stopped while loading or initialising it leaves a directory that is removed and
 * made again, not opened as if whole.
 */
export function holdsCluster(dir: string): boolean {
  if (existsSync(`${dir}.new`)) rmSync(dir, { recursive: true, force: true });
  return existsSync(path.join(dir, 'PG_VERSION'));
}

/** Marks the new cluster of `dir` as being made; the function returned marks it ready. */
export function markClusterNew(dir: string): () => void {
  mkdirSync(path.dirname(dir), { recursive: true });
  writeFileSync(`${dir}.new`, `${process.pid}\n`);
  return () => rmSync(`${dir}.new`, { force: true });
}

/** The template's tarball, for PGlite's `loadDataDir`, or null when there is none for the current key. */
export function readPgliteTemplate(file: string): Blob | null {
  try {
    return new Blob([readFileSync(file)]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Saves the cluster of `client`, just migrated and holding nothing else, as the template `file`, and
 * removes the templates of other keys. Written aside and renamed, so a reader never sees half a file.
 */
export async function savePgliteTemplate(client: PGlite, file: string): Promise<void> {
  await client.exec('CHECKPOINT');
  const tarball = await client.dumpDataDir('none');
  const dir = path.dirname(file);
  mkdirSync(dir, { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, new Uint8Array(await tarball.arrayBuffer()));
  renameSync(partial, file);
  for (const name of readdirSync(dir))
    if (name.startsWith(PREFIX) && name.endsWith('.tar') && name !== path.basename(file))
      rmSync(path.join(dir, name), { force: true });
}
