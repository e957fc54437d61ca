/**
 * The command line of every npm script that works on the portal's data:
 *   node apps/server/src/control/control-client.ts <command> [arguments]
 * When a portal answers on the control socket of DATA_DIR, the command is handed to it and runs on its
 * database handle, its output printed here; otherwise this process opens the database itself (PGlite
 * under DATA_DIR, locked while open, or PostgreSQL when DATABASE_URL is set), migrates it, runs the
 * command and closes it.
 */
import { createConnection, type Socket } from 'node:net';
import { userInfo } from 'node:os';
import { inspect } from 'node:util';
import { loadConfig } from '../config.ts';
import type { Config } from '../config-types.ts';
import {
  type Database,
  DatabaseLockedError,
  existingDatabase,
  openDatabase,
  pgliteDirIn,
} from '../db/client.ts';
import { maskIdentityNumbers } from '../logging/identity-numbers.ts';
import { type DeliveryChannels, noChannels } from '../modules/delivery/channels.ts';
import { connectConfiguredServices } from '../modules/delivery/connect-channels.ts';
import { printRefused, StartRefused } from '../production-mode.ts';
import { controlCommands, findCommand } from './commands.ts';
import { type ControlCommand, CREATE_FLAG, EXIT, runControlCommand } from './control-command.ts';
import { controlSocketPath, onMessages, portalMessage, readCommandFile, send } from './control-protocol.ts';

/** Runs the command `name` with `args` where it belongs (see above); answers its exit code. */
export async function runCommandLine(name: string | undefined, args: string[]): Promise<number> {
  const command = name === undefined ? undefined : findCommand(name);
  if (!command) {
    console.error(
      [
        name === undefined ? 'Which command?' : `There is no command ${name}.`,
        'Commands (npm run <command> -- [arguments]):',
        ...controlCommands.map((one) => `  ${one.name.padEnd(18)}${one.summary}`),
      ].join('\n'),
    );
    return EXIT.usage;
  }
  const create = command.needsData === true && args.includes(CREATE_FLAG);
  const commandArgs = command.needsData ? args.filter((arg) => arg !== CREATE_FLAG) : args;
  const wrong = command.checkArgs?.(commandArgs) ?? null;
  if (wrong) {
    console.error(wrong);
    return EXIT.usage;
  }
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof StartRefused)) throw error;
    printRefused(error, `npm run ${command.name} will not run`);
    return EXIT.configRefused;
  }
  const socketPath = controlSocketPath(config.dataDir);
  const portal = await connect(socketPath);
  if (portal) return handToPortal(portal, command, commandArgs);
  if (command.needsData && !create) {
    const missing = await noDatabase(config);
    if (missing) {
      console.error(`npm run ${command.name}: ${missing}`);
      return EXIT.noDatabase;
    }
  }
  return runHere(command, config, commandArgs);
}

/**
 * Why there is nothing to run on, in one line, when no portal runs and the configured database does
 * not exist (or PostgreSQL's was never migrated); null when it is there.
 */
async function noDatabase(config: Config): Promise<string | null> {
  const pgliteDir = pgliteDirIn(config.dataDir);
  const found = await existingDatabase({ databaseUrl: config.databaseUrl, pgliteDir });
  if (found === 'ready') return null;
  const what = !config.databaseUrl
    ? `there is no database at ${pgliteDir}`
    : found === 'missing'
      ? 'the database of DATABASE_URL does not exist'
      : 'the database of DATABASE_URL holds no portal data';
  return (
    `No portal is running and ${what}: nothing to work on. Start the portal (npm start) or point ` +
    `DATA_DIR or DATABASE_URL at its data; ${CREATE_FLAG} makes a new, empty database.`
  );
}

/** The connection to a running portal, or null when none listens on `socketPath`. */
function connect(socketPath: string): Promise<Socket | null> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(socketPath);
    socket.once('connect', () => {
      socket.off('error', failed);
      resolve(socket);
    });
    const failed = (error: NodeJS.ErrnoException) => {
      // No socket, or one left by a portal that has stopped.
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else
        reject(new Error(`The portal's control socket ${socketPath} could not be reached: ${error.message}`));
    };
    socket.once('error', failed);
  });
}

/** Sends the command to the portal, prints what it streams and answers its exit code. */
function handToPortal(socket: Socket, command: ControlCommand, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    let exitCode: number | null = null;
    socket.on('error', (error) => console.error(`The connection to the portal failed: ${error.message}`));
    socket.once('close', () => {
      if (exitCode === null) console.error('The portal closed the connection before the command finished.');
      resolve(exitCode ?? EXIT.failed);
    });
    onMessages(socket, (raw) => {
      const parsed = portalMessage.safeParse(raw);
      if (!parsed.success) return;
      const message = parsed.data;
      if ('out' in message) console.log(message.out);
      else if ('err' in message) console.error(message.err);
      else if ('exit' in message) exitCode = message.exit;
      else {
        const { id, path } = message.read;
        readCommandFile(path).then(
          (bytes) => send(socket, { file: id, data: Buffer.from(bytes).toString('base64') }),
          (error: NodeJS.ErrnoException) =>
            send(socket, { file: id, error: error.message, code: error.code ?? 'EIO' }),
        );
      }
    });
    send(socket, { command: command.name, args, user: userInfo().username, cwd: process.cwd() });
  });
}

/** Runs the command in this process on the database of `config`, which no portal serves now. */
async function runHere(command: ControlCommand, config: Config, args: string[]): Promise<number> {
  let database: Database;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: pgliteDirIn(config.dataDir),
      pgliteTemplateDir: config.cacheDir,
    });
  } catch (error) {
    if (!(error instanceof DatabaseLockedError)) throw error;
    console.error(error.message);
    return EXIT.databaseLocked;
  }
  let channels: DeliveryChannels = noChannels;
  try {
    await database.migrate();
    channels = await connectConfiguredServices(config.delivery);
    return await runControlCommand(
      command,
      {
        db: database.db,
        config,
        channels,
        operator: userInfo().username,
        out: (line) => console.log(line),
        err: (line) => console.error(maskIdentityNumbers(line)),
        readFile: readCommandFile,
        ...(database.backup ? { backupDatabase: database.backup } : {}),
      },
      args,
    );
  } catch (error) {
    console.error(maskIdentityNumbers(inspect(error)));
    return EXIT.failed;
  } finally {
    await channels.close();
    await database.close();
  }
}

if (import.meta.main) process.exitCode = await runCommandLine(process.argv[2], process.argv.slice(3));
