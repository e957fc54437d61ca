/** Starts Fordra: reads configuration, migrates and seeds the database, listens, shuts down cleanly. */
import { stockholmDateTime } from '@fordra/domain';
import { buildApp } from './app.ts';
import { connectBankid } from './auth/bankid/bankid-setup.ts';
import { loadConfig } from './config.ts';
import { controlCommands } from './control/commands.ts';
import { controlSocketPath } from './control/control-protocol.ts';
import { openControlServer } from './control/control-server.ts';
import { openDatabase, pgliteDirIn } from './db/client.ts';
import { connectAddressRegister } from './modules/address-register/address-register.ts';
import { watchInbox } from './modules/bank-files/bgmax-inbox.ts';
import { startEngine } from './modules/engine/engine-schedule.ts';
import { seedDemoData } from './seed/seed-demo.ts';

const config = loadConfig();
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
const bankid = await connectBankid(config.bankid, { warn: (message) => console.warn(message) });
const addressRegister = await connectAddressRegister(config.addressRegister, {
  warn: (message) => console.warn(message),
});
const app = await buildApp(config, database, { bankid, addressRegister: addressRegister?.register ?? null });
// PostgreSQL runs two batches of a payment file at once; PGlite runs one transaction at a time.
const inbox = watchInbox(
  database.db,
  { ...config.bgmaxInbox, concurrency: database.kind === 'postgres' ? 2 : 1 },
  app.log,
);
// The collection process's workers: each business day's run, and a share of days other processes run.
const engine = config.engine.enabled ? startEngine(database.db, config, app.log) : null;
// Commands of the command line (npm run plan:decide, seed:scale, payments:import…) run in this process.
const control = await openControlServer({
  socketPath: controlSocketPath(config.dataDir),
  db: database.db,
  config,
  commands: controlCommands,
  log: app.log,
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  await inbox.stop();
  await engine?.stop();
  await control.close();
  await app.close();
  await bankid?.close();
  await addressRegister?.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`${config.productName} is listening on http://localhost:${config.port} (${database.kind})`);
