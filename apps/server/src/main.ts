/**
 * Starts Fordra: reads configuration, migrates and seeds the database, listens, shuts down cleanly.
 *
 * With `WEB_CONCURRENCY` above 1 (PostgreSQL only) this process is the primary of a `node:cluster`:
 * it migrates and seeds, runs the BankID and address test servers, the payment inbox, the collection
 * process and the command line's socket, and starts that many worker processes, which answer HTTP on
 * the one port (the operating system shares its connections among them). A worker that dies is
 * started again. Everything a request depends on (sessions, CSRF secret, rate limits) is in the
 * database or the shared secret, so any worker answers any request.
 */
import cluster, { type Worker } from 'node:cluster';
import { stockholmDateTime } from '@fordra/domain';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { buildApp } from './app.ts';
import { connectBankid } from './auth/bankid/bankid-setup.ts';
import { type Config, loadConfig } from './config.ts';
import { controlCommands } from './control/commands.ts';
import { controlSocketPath } from './control/control-protocol.ts';
import { openControlServer } from './control/control-server.ts';
import { type Database, openDatabase, pgliteDirIn } from './db/client.ts';
import { connectAddressRegister } from './modules/address-register/address-register.ts';
import { watchInbox } from './modules/bank-files/bgmax-inbox.ts';
import { startEngine } from './modules/engine/engine-schedule.ts';
import { seedDemoData } from './seed/seed-demo.ts';

const warnTo = (log: FastifyBaseLogger) => ({ warn: (message: string) => log.warn(message) });

/** Opens the database; the process that owns it also migrates it and seeds the demo data. */
async function openOwnDatabase(config: Config): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: pgliteDirIn(config.dataDir),
  });
  await database.migrate();
  if (config.seedDemoData) {
    const { seeded } = await seedDemoData(database.db, {
      today: stockholmDateTime(new Date()).date,
      provider: config.provider,
    });
    if (seeded) console.log('Demo data seeded.');
  }
  return database;
}

/** The payment inbox, the collection process and the command line's socket; what stops them. */
async function startBackgroundWork(database: Database, config: Config, log: FastifyBaseLogger) {
  // PostgreSQL runs two batches of a payment file at once; PGlite runs one transaction at a time.
  const inbox = watchInbox(
    database.db,
    { ...config.bgmaxInbox, concurrency: database.kind === 'postgres' ? 2 : 1 },
    log,
  );
  // The collection process's workers: each business day's run, and a share of days other processes run.
  const engine = config.engine.enabled ? startEngine(database.db, config, log) : null;
  // Commands of the command line (npm run plan:decide, seed:scale, payments:import…) run in this process.
  const control = await openControlServer({
    socketPath: controlSocketPath(config.dataDir),
    db: database.db,
    config,
    commands: controlCommands,
    log,
  });
  return async () => {
    await inbox.stop();
    await engine?.stop();
    await control.close();
  };
}

/** Runs `stop` once, on the first SIGINT or SIGTERM, then exits. */
function onSignal(stop: (signal: string) => Promise<void>) {
  let stopping = false;
  const handle = (signal: string) => {
    if (stopping) return;
    stopping = true;
    void stop(signal).then(() => process.exit(0));
  };
  process.on('SIGINT', () => handle('SIGINT'));
  process.on('SIGTERM', () => handle('SIGTERM'));
}

/** The HTTP server on `database`, with BankID and the address register as configured; what closes them. */
async function startHttp(config: Config, database: Database) {
  const log = pino({ level: config.logLevel });
  const bankid = await connectBankid(config.bankid, warnTo(log));
  const addressRegister = await connectAddressRegister(config.addressRegister, warnTo(log));
  const app = await buildApp(config, database, {
    bankid,
    addressRegister: addressRegister?.register ?? null,
  });
  const close = async () => {
    await app.close();
    await bankid?.close();
    await addressRegister?.close();
  };
  return { app, close };
}

/** One process does everything (the default, and the only way on PGlite). */
async function runAlone(config: Config) {
  const database = await openOwnDatabase(config);
  const { app, close } = await startHttp(config, database);
  const stopBackground = await startBackgroundWork(database, config, app.log);
  onSignal(async (signal) => {
    app.log.info({ signal }, 'shutting down');
    await stopBackground();
    await close();
    await database.close();
  });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`${config.productName} is listening on http://localhost:${config.port} (${database.kind})`);
}

/** The primary of `WEB_CONCURRENCY` processes: the database's owner, the test services and the background work. */
async function runPrimary(config: Config) {
  const log = pino({ level: config.logLevel });
  const database = await openOwnDatabase(config);
  const bankid = await connectBankid(config.bankid, warnTo(log));
  const addressRegister = await connectAddressRegister(config.addressRegister, warnTo(log));
  const stopBackground = await startBackgroundWork(database, config, log);

  const workerEnv = {
    SESSION_SECRET: config.sessionSecret,
    SEED_DEMO_DATA: 'false',
    ...bankid?.workerEnv,
    ...addressRegister?.workerEnv,
  };
  let stopping = false;
  const listening = new Set<number>();
  const start = () => cluster.fork(workerEnv);
  cluster.on('listening', (worker: Worker) => {
    const first = listening.size < config.webConcurrency;
    listening.add(worker.id);
    if (first && listening.size === config.webConcurrency)
      log.info(
        `${config.productName} is listening on http://localhost:${config.port} (${database.kind}, ${config.webConcurrency} processes)`,
      );
  });
  cluster.on('exit', (worker: Worker, code: number | null, signal: string | null) => {
    if (stopping) return;
    log.error({ pid: worker.process.pid, code, signal }, 'a server process ended; starting another');
    setTimeout(start, 1_000);
  });
  for (let i = 0; i < config.webConcurrency; i++) start();

  onSignal(async (signal) => {
    stopping = true;
    log.info({ signal }, 'shutting down');
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            worker.once('exit', () => resolve());
            worker.process.kill('SIGTERM');
          }),
      ),
    );
    await stopBackground();
    await bankid?.close();
    await addressRegister?.close();
    await database.close();
  });
}

/** A worker of the primary: answers HTTP on the shared port, with the services the primary runs. */
async function runWorker(config: Config) {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: null });
  const { app, close } = await startHttp(config, database);
  onSignal(async () => {
    await close();
    await database.close();
  });
  await app.listen({ port: config.port, host: config.host });
}

const config = loadConfig();
if (cluster.isWorker) await runWorker(config);
else if (config.webConcurrency > 1) await runPrimary(config);
else await runAlone(config);
