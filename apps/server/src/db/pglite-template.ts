/**
 * The template of a new PGlite directory: an empty cluster with every migration applied, kept as a
 * directory and copied into each new one instead of running initdb and the migrations again, which
 * takes seconds (copying the files and opening them takes about a third of what loading a dump of them
 * into PGlite takes). It is kept in the cache directory under a key of PGlite's version and the
 * migrations' files, so a new PGlite or a new migration makes a new template; the first new directory
 * opened without one saves it (or `npm install` does, by `prepare-cache.ts`).
 *
 * A PGlite in memory (the tests' databases) cannot be copied into: it is loaded from the template's
 * dump (`<template>.tar`), which the first one opened without it saves once migrated.
 */
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { makePrivate } from './private-files.ts';

/** Raised when what a template holds changes without a new migration or PGlite, so older ones are not used. */
const TEMPLATE_FORMAT = 2;
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

/** Whether `dir` holds a PostgreSQL cluster (a template, or a data directory once whole). */
export const isCluster = (dir: string): boolean => existsSync(path.join(dir, 'PG_VERSION'));

/** The template's directory for the current key in `cacheDir`, whether it exists or not yet. */
export function pgliteTemplateDir(cacheDir: string): string {
  return path.join(cacheDir, `${PREFIX}${pgliteTemplateKey()}`);
}

/**
 * Whether `dir` holds a whole PGlite cluster. A new one is marked as being made (`<dir>.new`) until it
 * is ready: a start stopped while loading or initialising it leaves a directory that is removed and
 * made again, not opened as if whole.
 */
export function holdsCluster(dir: string): boolean {
  if (existsSync(`${dir}.new`)) rmSync(dir, { recursive: true, force: true });
  return isCluster(dir);
}

/** Marks the new cluster of `dir` as being made; the function returned marks it ready. */
export function markClusterNew(dir: string): () => void {
  mkdirSync(path.dirname(dir), { recursive: true, mode: 0o700 });
  writeFileSync(`${dir}.new`, `${process.pid}\n`, { mode: 0o600 });
  return () => rmSync(`${dir}.new`, { force: true });
}

/**
 * Copies the template `templateDir` into the new directory `dir`, which is marked as being made
 * (`markClusterNew`) until it opens; false, copying nothing, when there is no template for the key.
 * The copy keeps the template's modes, so a template an older version left open to others is made
 * private first.
 */
export function copyPgliteTemplate(templateDir: string, dir: string): boolean {
  if (!isCluster(templateDir)) return false;
  makePrivate(templateDir);
  cpSync(templateDir, dir, { recursive: true });
  return true;
}

/**
 * Saves the cluster of `client`, just migrated and holding nothing else, as the template `templateDir`,
 * and removes the templates of other keys. Its dump is loaded into a PGlite of its own beside the
 * template, which is closed and then renamed into place, so a reader never sees half a template.
 */
export async function savePgliteTemplate(client: PGlite, templateDir: string): Promise<void> {
  await client.exec('CHECKPOINT');
  const dump = await client.dumpDataDir('none');
  const cacheDir = path.dirname(templateDir);
  mkdirSync(cacheDir, { recursive: true, mode: 0o700 });
  const partial = `${templateDir}.${process.pid}.partial`;
  rmSync(partial, { recursive: true, force: true });
  const copy = new PGlite(partial, { loadDataDir: dump });
  await copy.waitReady;
  await copy.close();
  makePrivate(partial);
  try {
    renameSync(partial, templateDir);
  } catch (error) {
    // Another process saved the same template first: theirs is kept.
    rmSync(partial, { recursive: true, force: true });
    if (!isCluster(templateDir)) throw error;
  }
  removeOtherTemplates(templateDir);
}

const dumpFileOf = (templateDir: string) => `${templateDir}.tar`;

/** The dump of the template `templateDir`, for a new PGlite in memory; null when none was saved yet. */
export function readPgliteTemplateDump(templateDir: string): Blob | null {
  const file = dumpFileOf(templateDir);
  return existsSync(file) ? new Blob([readFileSync(file)]) : null;
}

/**
 * Saves the cluster of `client`, just migrated and holding nothing else, as the dump of the template
 * `templateDir`, written beside it and renamed into place, and removes the templates of other keys.
 */
export async function savePgliteTemplateDump(client: PGlite, templateDir: string): Promise<void> {
  await client.exec('CHECKPOINT');
  const dump = await client.dumpDataDir('none');
  mkdirSync(path.dirname(templateDir), { recursive: true, mode: 0o700 });
  const file = dumpFileOf(templateDir);
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
  renameSync(partial, file);
  removeOtherTemplates(templateDir);
}

/** Removes what the cache holds for other keys: templates, their dumps and what is left of their saving. */
function removeOtherTemplates(templateDir: string): void {
  const cacheDir = path.dirname(templateDir);
  const kept = path.basename(templateDir);
  for (const name of readdirSync(cacheDir))
    if (name.startsWith(PREFIX) && name !== kept && !name.startsWith(`${kept}.`))
      rmSync(path.join(cacheDir, name), { recursive: true, force: true });
}
