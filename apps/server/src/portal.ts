/**
 * Starts Fordra: reads configuration, migrates and seeds the database, listens, shuts down cleanly.
 *
 * With `WEB_CONCURRENCY` above 1 (PostgreSQL only) this process is the primary of a `node:cluster`:
 * it migrates and seeds, runs the test servers (BankID, address register, delivery channels), the
 * payment inbox, the collection process and the command line's socket, and starts that many worker
 * processes, which answer HTTP on the one port (the operating system shares its connections among
 * them). A worker that dies is started again. Everything a request depends on (sessions, CSRF
 * secret, rate limits) is in the database or the shared secret, so any worker answers any request.
 */
import cluster, { type Address, type Worker } from 'node:cluster';
import type { AddressInfo } from 'node:net';
import { stockholmDateTime } from '@fordra/domain';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import { connectBankid, connectBankidTestServerLater } from './auth/bankid/bankid-setup.ts';
import { loadConfig } from './config.ts';
import type { Config } from './config-types.ts';
import { controlCommands } from './control/commands.ts';
import { EXIT } from './control/control-command.ts';
import { controlSocketPath } from './control/control-protocol.ts';
import { openControlServer } from './control/control-server.ts';
import { type Database, DatabaseLockedError, openDatabase, pgliteDirIn } from './db/client.ts';
import { startMetricsServer } from './http/metrics.ts';
import { createLogger } from './logging/logger.ts';
import { answerMetricsAsks, workerSnapshots } from './metrics/cluster-metrics.ts';
import { portalMetricsText } from './metrics/portal-metrics.ts';
import type { MetricFamily } from './metrics/registry.ts';
import { connectAddressRegister } from './modules/address-register/address-register.ts';
import { watchInbox } from './modules/bank-files/bgmax-inbox.ts';
import type { DeliveryChannels } from './modules/delivery/channels.ts';
import { connectDeliveryChannels } from './modules/delivery/connect-channels.ts';
import { startDeliveryWorker } from './modules/delivery/delivery-worker.ts';
import { startEngine } from './modules/engine/engine-schedule.ts';
import { sizeLetterRenderPool } from './modules/letters/letter-render-pool.ts';
import { renderPendingLetters } from './modules/letters/pending-letters.ts';
import { startDailyPurge } from './modules/retention/purge.ts';
import { configuredSecretBox } from './modules/webhooks/secret-box.ts';
import { ensureDemoWebhookEndpoint, startWebhookTestReceiver } from './modules/webhooks/test-receiver.ts';
import { startWebhookDelivery } from './modules/webhooks/webhook-delivery.ts';
import { sealStoredWebhookSecrets } from './modules/webhooks/webhook-endpoints.ts';
import { exitRefused, StartRefused } from './production-mode.ts';
import { demoWaysIn } from './seed/demo-logins.ts';
import { seedDemoData } from './seed/seed-demo.ts';

const warnTo = (log: FastifyBaseLogger) => ({ warn: (message: string) => log.warn(message) });
const infoTo = (log: FastifyBaseLogger) => ({ info: (message: string) => log.info(message) });

/**
 * Opens the database; the process that owns it also migrates it. A new PGlite directory comes from the
 * template. A PGlite directory another portal holds ends this start with one line and exit code 75. In
 * production mode a database with the demo's public logins or API keys is refused.
 */
export async function openOwnDatabase(config: Config): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: pgliteDirIn(config.dataDir),
    pgliteTemplateDir: config.cacheDir,
  }).catch((error: unknown) => {
    if (!(error instanceof DatabaseLockedError)) throw error;
    console.error(
      `${config.productName} cannot start: the database at ${error.directory} is in use by process ` +
        `${error.pid}, a portal running already. Stop it, or give this one another DATA_DIR.`,
    );
    process.exit(EXIT.databaseLocked);
  });
  await database.migrate();
  const refusals = config.mode === 'production' ? await demoWaysIn(database.db) : [];
  if (refusals.length > 0) {
    await database.close();
    throw new StartRefused(refusals);
  }
  return database;
}

/** Seeds the demo data when configured and the database has none yet; resolves when it is in. */
async function seedDemo(database: Database, config: Config, log: FastifyBaseLogger): Promise<void> {
  if (!config.seedDemoData) return;
  const started = performance.now();
  const { seeded } = await seedDemoData(database.db, {
    today: stockholmDateTime(new Date()).date,
    provider: config.provider,
  });
  if (seeded) log.info(`Demo data seeded in ${Math.round(performance.now() - started)} ms.`);
}

/**
 * The payment inbox, the collection process, the daily purge, the demo letters still to be rendered
 * and the command line's socket; what stops them. The socket opens at once, its commands waiting for `ready`; the rest
 * starts after it.
 */
async function startBackgroundWork(
  database: Database,
  config: Config,
  log: FastifyBaseLogger,
  channels: DeliveryChannels,
  ready: Promise<unknown> = Promise.resolve(),
) {
  // Commands of the command line (npm run plan:decide, seed:scale, payments:import…) run in this process.
  const control = await openControlServer({
    socketPath: controlSocketPath(config.dataDir),
    db: database.db,
    ...(database.backup ? { backupDatabase: database.backup } : {}),
    config,
    channels,
    commands: controlCommands,
    log,
    ready,
  });
  let stopped = false;
  let stopWork = async () => {};
  const started = ready.then(() => {
    if (stopped) return;
    // PostgreSQL runs two batches of a payment file at once; PGlite runs one transaction at a time.
    const inbox = watchInbox(
      database.db,
      {
        ...config.bgmaxInbox,
        receivingBankgiros: config.provider.bankgiros,
        notify: { portalUrl: config.publicUrl },
        concurrency: database.kind === 'postgres' ? 2 : 1,
      },
      log,
    );
    // The collection process's workers: each business day's run, and a share of days other processes run.
    const engine = config.engine.enabled ? startEngine(database.db, config, log, channels) : null;
    // Letters and notifications to debtors, sent from the outbox by their channels (docs/delivery.md).
    const deliveries = startDeliveryWorker(
      database.db,
      {
        channels,
        sender: { portalUrl: config.publicUrl, productName: config.productName },
        leaseSeconds: 60,
        batch: 50,
        concurrency: 8,
        log,
      },
      1_000,
    );
    // Webhooks: the events the changes recorded, sent to clients' endpoints (docs/webhooks.md).
    const webhookSecrets = configuredSecretBox(config.webhooks);
    const webhooks = config.webhooks.enabled
      ? startWebhookDelivery(
          database.db,
          {
            ...config.webhooks,
            policy: { production: config.mode === 'production' },
            secrets: webhookSecrets,
            leaseSeconds: 60,
          },
          log,
        )
      : null;
    // Signing secrets stored in the clear, or sealed under a key since rotated, are sealed under the key now.
    if (config.webhooks.enabled)
      sealStoredWebhookSecrets(database.db, webhookSecrets).then(
        ({ sealed, unreadable }) => {
          if (sealed > 0) log.info(`Sealed ${sealed} webhook signing secret(s) under the current key`);
          if (unreadable > 0)
            log.error(
              `${unreadable} webhook signing secret(s) open with no configured key: set WEBHOOK_SECRET_KEY_PREVIOUS to the key that sealed them`,
            );
        },
        (error: unknown) => log.error({ err: error }, 'stored webhook secrets could not be sealed'),
      );
    // The demo's webhook receiver, the demo client's endpoint pointing at it.
    const receiver = config.webhooks.testReceiver.enabled
      ? startWebhookTestReceiver(config.webhooks.testReceiver.port).then(async (started) => {
          await ensureDemoWebhookEndpoint(database.db, config.webhooks.testReceiver.port, webhookSecrets);
          log.info(`Webhook test receiver at http://localhost:${config.webhooks.testReceiver.port}/`);
          return started;
        })
      : null;
    receiver?.catch((error: unknown) =>
      log.error({ err: error }, 'the webhook test receiver could not start'),
    );
    // What has ended (sessions, sign-in counts, BankID orders, left uploads), deleted every day.
    const purge = startDailyPurge(database.db, config, log);
    // The demo data's letters, and any a stopped process left unrendered, rendered here unless someone
    // asks for one first (pending-letters.ts).
    const letters = new AbortController();
    const lettersRendered = renderPendingLetters(database.db, letters.signal).then(
      (count) => {
        if (count > 0) log.debug(`${count} demo letters rendered.`);
      },
      (error: unknown) => log.error({ err: error }, 'the demo letters could not be rendered'),
    );
    stopWork = async () => {
      letters.abort();
      await lettersRendered;
      await inbox.stop();
      await engine?.stop();
      await deliveries.stop();
      await webhooks?.stop();
      await (await receiver?.catch(() => null))?.close();
      await purge.stop();
    };
  });
  return async () => {
    stopped = true;
    await started.catch(() => {});
    await stopWork();
    await control.close();
  };
}

/**
 * The metrics on `METRICS_PORT`, when it is set: this process's, added up with `others` (the workers' of a
 * `WEB_CONCURRENCY` portal), and the database's; what stops them.
 */
async function startMetricsPort(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
  others: () => Promise<MetricFamily[][]> = async () => [],
): Promise<() => Promise<void>> {
  if (config.metrics.port === null) return async () => {};
  const server = await startMetricsServer({
    host: config.host,
    port: config.metrics.port,
    token: config.metrics.token,
    collect: async () => portalMetricsText(database.db, await others()),
    onError: (error) => log.error({ err: error }, 'the metrics could not be collected'),
  });
  log.info(`Metrics at http://localhost:${server.port}/metrics`);
  return server.close;
}

/**
 * Tells a parent that started this process with an IPC channel (scripts/local-server.ts) the port it
 * answers on: with `PORT=0` the system chose it, so no other program can have taken it meanwhile.
 */
function reportListening(port: number): void {
  process.send?.({ fordra: 'listening', port }, () => process.disconnect());
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

/**
 * BankID, the address register and the delivery channels (digital mailbox, e-mail, SMS; their test
 * servers started here when they are the ones in use) as configured.
 */
async function connectServices(config: Config, log: FastifyBaseLogger) {
  const [bankid, addressRegister, deliveryChannels] = await Promise.all([
    connectBankid(config.bankid, warnTo(log)),
    connectAddressRegister(config.addressRegister, warnTo(log)),
    connectDeliveryChannels(config.delivery, infoTo(log)),
  ]);
  return { bankid, addressRegister, deliveryChannels };
}

type Services = Awaited<ReturnType<typeof connectServices>>;

/** The HTTP server on `database` with `services`; what closes them. */
async function startHttp(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
  { bankid, addressRegister, deliveryChannels }: Services,
  demoData?: Promise<unknown>,
) {
  const app = await buildApp(config, database, {
    log,
    bankid,
    addressRegister: addressRegister?.register ?? null,
    ...(demoData ? { demoData } : {}),
  });
  const close = async () => {
    await app.close();
    await bankid?.close();
    await addressRegister?.close();
    await deliveryChannels.close();
  };
  return { app, close };
}

/**
 * One process does everything (the default, and the only way on PGlite). It answers as soon as the
 * database is open and migrated; then, while it serves, a first start seeds the demo data and BankID's
 * test server starts (its certificates made on a first start): a call that reads data waits for the
 * demo data (http/demo-data-gate.ts), a BankID call for the test server. Both run on this thread
 * (PGlite, node-forge), so starting them before would only delay the first answer.
 */
async function runAlone(config: Config) {
  const log = createLogger(config.logLevel);
  const database = await openOwnDatabase(config);
  const [addressRegister, deliveryChannels] = await Promise.all([
    connectAddressRegister(config.addressRegister, warnTo(log)),
    connectDeliveryChannels(config.delivery, infoTo(log)),
  ]);
  const bankidLater = connectBankidTestServerLater(config.bankid, warnTo(log));
  const bankid = bankidLater?.connection ?? (await connectBankid(config.bankid, warnTo(log)));
  let listening = () => {};
  const listened = new Promise<void>((resolve) => {
    listening = resolve;
  });
  // The demo data first: a sign-in waits for it, while a BankID sign-in takes a person longer to begin.
  const demoData = listened.then(() => seedDemo(database, config, log));
  const bankidStarted = demoData.then(
    () => bankidLater?.start(),
    () => {},
  );
  const { app, close } = await startHttp(
    config,
    database,
    log,
    { bankid, addressRegister, deliveryChannels },
    demoData,
  );
  const stopBackground = await startBackgroundWork(database, config, app.log, deliveryChannels, demoData);
  const stopMetrics = await startMetricsPort(config, database, app.log);
  const stop = async () => {
    await stopMetrics();
    await stopBackground();
    await close();
    await database.close();
  };
  onSignal(async (signal) => {
    app.log.info({ signal }, 'shutting down');
    await stop();
  });
  for (const [started, failure] of [
    [bankidStarted, 'the BankID test server could not be started'],
    [demoData, 'the demo data could not be seeded'],
  ] as const)
    started.catch(async (error: unknown) => {
      app.log.fatal({ err: error }, failure);
      await stop();
      process.exit(1);
    });
  await app.listen({ port: config.port, host: config.host });
  listening();
  const { port } = app.server.address() as AddressInfo;
  const opened = database.pgliteOpened;
  app.log.info(
    `${config.productName} is listening on http://localhost:${port} ` +
      `(${database.kind}${opened && opened !== 'existing' ? `, new database by ${opened}` : ''}), ` +
      `${Math.round(performance.now())} ms after the process started`,
  );
  reportListening(port);
}

/** The primary of `WEB_CONCURRENCY` processes: the database's owner, the test services and the background work. */
async function runPrimary(config: Config) {
  const log = createLogger(config.logLevel);
  const database = await openOwnDatabase(config);
  // The workers start once the demo data is in, so none of them answers from half of it.
  await seedDemo(database, config, log);
  const { bankid, addressRegister, deliveryChannels } = await connectServices(config, log);
  const stopBackground = await startBackgroundWork(database, config, log, deliveryChannels);
  const stopMetrics = await startMetricsPort(config, database, log, workerSnapshots);

  const workerEnv = {
    SESSION_SECRET: config.sessionSecret,
    SEED_DEMO_DATA: 'false',
    ...bankid?.workerEnv,
    ...addressRegister?.workerEnv,
    ...deliveryChannels.workerEnv,
  };
  let stopping = false;
  let listening = 0;
  /** Workers that answered on the port: one that ends before that could not start, and would not on a restart. */
  const answered = new WeakSet<Worker>();
  const start = () => cluster.fork(workerEnv);
  let reported = false;
  cluster.on('listening', (worker: Worker, address: Address) => {
    answered.add(worker);
    listening += 1;
    // Every worker answers on the one port, chosen by the first when PORT is 0 (node:cluster shares it).
    if (listening !== config.webConcurrency || reported) return;
    reported = true;
    log.info(
      `${config.productName} is listening on http://localhost:${address.port} (${database.kind}, ${config.webConcurrency} processes)`,
    );
    reportListening(address.port);
  });
  cluster.on('exit', (worker: Worker, code: number | null, signal: string | null) => {
    if (stopping) return;
    if (!answered.has(worker)) {
      log.fatal(
        { pid: worker.process.pid, code, signal },
        'a server process could not start (its error is above); stopping',
      );
      void stopAll().then(() => process.exit(1));
      return;
    }
    log.error({ pid: worker.process.pid, code, signal }, 'a server process ended; starting another');
    setTimeout(start, 1_000);
  });
  let stopped: Promise<void> | undefined;
  const stopAll = () => {
    stopping = true;
    stopped ??= stopWorkersAndServices();
    return stopped;
  };
  const stopWorkersAndServices = async () => {
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
    await stopMetrics();
    await stopBackground();
    await bankid?.close();
    await addressRegister?.close();
    await deliveryChannels.close();
    await database.close();
  };
  for (let i = 0; i < config.webConcurrency; i++) start();
  onSignal(async (signal) => {
    log.info({ signal }, 'shutting down');
    await stopAll();
  });
}

/** A worker of the primary: answers HTTP on the shared port, with the services the primary runs. */
async function runWorker(config: Config) {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: null });
  const log = createLogger(config.logLevel);
  // The primary adds this process's counts to its own on METRICS_PORT.
  answerMetricsAsks();
  const { app, close } = await startHttp(config, database, log, await connectServices(config, log));
  onSignal(async () => {
    await close();
    await database.close();
  });
  await app.listen({ port: config.port, host: config.host });
}

/** Starts this process as what it is: a worker of the primary, the primary of `WEB_CONCURRENCY` processes, or the one process. */
export async function startPortal(): Promise<void> {
  try {
    const config = loadConfig();
    sizeLetterRenderPool(config.letterRenderThreads);
    if (cluster.isWorker) await runWorker(config);
    else if (config.webConcurrency > 1) await runPrimary(config);
    else await runAlone(config);
  } catch (error) {
    if (error instanceof StartRefused) exitRefused(error);
    throw error;
  }
}
