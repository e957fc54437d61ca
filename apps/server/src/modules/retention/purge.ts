/**
 * The daily purge of what has ended (periods and reasons: `RETENTION_SECONDS` in packages/domain): sessions
 * ended a day ago, sign-in attempt counts whose window has passed, BankID orders started a day ago,
 * attachments uploaded but never sent, the temporary upload folders a stopped process left behind, and
 * clients' webhook events (with their delivery log) once delivered and 90 days old.
 * It runs in the portal's process (which has the upload folder), once soon after a start and then every
 * day; every statement is idempotent, so several portals on one database may each run it.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { RETENTION_SECONDS } from '@fordra/domain';
import type { Config } from '../../config-types.ts';
import type { Executor } from '../../db/executor.ts';
import { discardAbandonedAttachments } from '../../db/repositories/messages.ts';
import {
  deleteBankidOrdersStartedBefore,
  deleteLoginAttemptsOpenedBefore,
  deleteSessionsEndedBefore,
} from '../../db/repositories/sessions.ts';
import { deleteWebhookEventsBefore } from '../../db/repositories/webhooks.ts';

/** What one purge deleted, counted (the BankID orders are not). */
export type PurgeReport = {
  sessions: number;
  loginAttempts: number;
  uploadFolders: number;
  webhookEvents: number;
};

/** How often the purge runs, and how long after a start it first does. */
export const PURGE_EVERY_MS = 24 * 60 * 60 * 1000;
const FIRST_PURGE_AFTER_MS = 60 * 1000;

const before = (now: Date, seconds: number) => new Date(now.getTime() - seconds * 1000);

/**
 * Removes the folders in `uploadDir` that requests made (`message-…`) and that were last changed before
 * `changedBefore`; anything else in it is left alone, should `UPLOAD_DIR` be a folder others use too.
 */
async function removeLeftUploadFolders(uploadDir: string, changedBefore: Date): Promise<number> {
  let names: string[];
  try {
    names = await readdir(uploadDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names.filter((one) => one.startsWith('message-'))) {
    const folder = path.join(uploadDir, name);
    const info = await stat(folder).catch(() => null);
    if (!info?.isDirectory() || info.mtime >= changedBefore) continue;
    await rm(folder, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

/** Deletes what has ended by `now`; answers what it deleted. */
export async function purgeExpired(
  db: Executor,
  config: Pick<Config, 'session' | 'loginLimits' | 'uploadDir'>,
  now = new Date(),
): Promise<PurgeReport> {
  const sessions = await deleteSessionsEndedBefore(db, {
    endedBefore: before(now, RETENTION_SECONDS.endedSession),
    idleSeconds: config.session.idleTimeoutSeconds,
  });
  const loginAttempts = await deleteLoginAttemptsOpenedBefore(
    db,
    before(now, config.loginLimits.windowSeconds),
  );
  await deleteBankidOrdersStartedBefore(db, before(now, RETENTION_SECONDS.bankidOrder));
  await discardAbandonedAttachments(db);
  const uploadFolders = await removeLeftUploadFolders(
    config.uploadDir,
    before(now, RETENTION_SECONDS.uploadFolder),
  );
  const webhookEvents = await deleteWebhookEventsBefore(db, before(now, RETENTION_SECONDS.webhookEvent));
  return { sessions, loginAttempts, uploadFolders, webhookEvents };
}

type PurgeLog = {
  info: (fields: object, message: string) => void;
  error: (fields: object, message: string) => void;
};

/** Runs the purge a minute after the start (`firstAfterMs`) and then every day; what stops it. */
export function startDailyPurge(
  db: Executor,
  config: Pick<Config, 'session' | 'loginLimits' | 'uploadDir'>,
  log: PurgeLog,
  { firstAfterMs = FIRST_PURGE_AFTER_MS, everyMs = PURGE_EVERY_MS } = {},
): { stop: () => Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;
  const purge = () => {
    if (running || stopped) return;
    running = purgeExpired(db, config)
      .then(
        (report) => log.info(report, 'retention: what has ended is deleted'),
        (error: unknown) => log.error({ err: error }, 'retention: the purge failed; it runs again tomorrow'),
      )
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(purge, firstAfterMs);
  const daily = setInterval(purge, everyMs);
  first.unref();
  daily.unref();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(first);
      clearInterval(daily);
      await running;
    },
  };
}
