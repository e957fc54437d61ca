/**
 * `npm run worker`: the collection process's workers alone, without the web server. Several of
 * them, on several machines, share one PostgreSQL database and its days' chunks; with the embedded
 * database, the portal's own process runs the workers (its lock refuses a second opener).
 */
import { loadConfig } from '../../config.ts';
import { EXIT } from '../../control/control-command.ts';
import { DatabaseLockedError, openDatabase, pgliteDirIn } from '../../db/client.ts';
import { createLogger } from '../../logging/logger.ts';
import { exitRefused, StartRefused } from '../../production-mode.ts';
import { connectConfiguredServices } from '../delivery/connect-channels.ts';
import { sizeLetterRenderPool } from '../letters/letter-render-pool.ts';
import { startEngine } from './engine-schedule.ts';

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof StartRefused) exitRefused(error, 'The collection process worker will not start');
    throw error;
  }
})();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: pgliteDirIn(config.dataDir),
  pgliteTemplateDir: config.cacheDir,
}).catch((error: unknown) => {
  // The embedded database is the running portal's, whose own workers run the process.
  if (!(error instanceof DatabaseLockedError)) throw error;
  console.error(
    `${error.message}\nThe portal's own workers run the collection process; a worker of its own needs PostgreSQL (DATABASE_URL).`,
  );
  process.exit(EXIT.databaseLocked);
});
await database.migrate();
// Lines of JSON, personal numbers masked, as the portal logs.
const log = createLogger(config.logLevel);
// The day's letters leave by the configured channels; this worker starts no test server of its own (the
// portal's are reached through MAILBOX_URL, SMTP_URL and SMS_URL), so without them its letters go on paper.
const channels = await connectConfiguredServices(config.delivery, { info: (message) => log.info(message) });
sizeLetterRenderPool(config.letterRenderThreads);
const workers = startEngine(database.db, config, log, channels);
log.info(
  `Process engine worker started (${database.kind}); runs each business day after ${config.engine.runAt}.`,
);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await workers.stop();
  await channels.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
