/**
 * The portal's control socket: a Unix domain socket in the data directory (mode 0600: only the user
 * who runs the portal may connect; never on the network) on which the command line hands commands to
 * the running portal. Each runs in this process on the portal's database handle, its output streamed
 * back line by line and then its exit code, so a command beside `npm start` writes where the portal
 * reads, even on PGlite, whose directory only one process may open.
 */
import { chmodSync, existsSync, unlinkSync } from 'node:fs';
import { createConnection, createServer, type Socket } from 'node:net';
import { userInfo } from 'node:os';
import type { Config } from '../config-types.ts';
import type { Executor } from '../db/executor.ts';
import { maskIdentityNumbers } from '../logging/identity-numbers.ts';
import type { DeliveryChannels } from '../modules/delivery/channels.ts';
import { type CommandContext, type ControlCommand, EXIT, runControlCommand } from './control-command.ts';
import { type CommandRequest, commandRequest, fileAnswer, onMessages, send } from './control-protocol.ts';

type Log = {
  info: (fields: object, message: string) => void;
  warn: (fields: object, message: string) => void;
  error: (fields: object, message: string) => void;
};

export type ControlServer = {
  /** The socket's path, or null when another portal on this data directory answers commands. */
  socketPath: string | null;
  /** Stops taking commands and waits for those running to finish. */
  close: () => Promise<void>;
};

/** Whether a process answers on the socket at `socketPath`. */
function answers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createConnection(socketPath);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}

export async function openControlServer(options: {
  socketPath: string;
  db: Executor;
  /** A copy of the embedded database (Database.backup), for `npm run backup`; absent on PostgreSQL. */
  backupDatabase?: () => Promise<Uint8Array>;
  config: Config;
  /** The portal's delivery channels, with which its commands send (a business day's letters). */
  channels: DeliveryChannels;
  commands: readonly ControlCommand[];
  log: Log;
  /** What a command waits for before it runs: the demo data a first start is still seeding. */
  ready?: Promise<unknown>;
}): Promise<ControlServer> {
  const { socketPath, log } = options;
  if (existsSync(socketPath)) {
    // Several portals may share a data directory on PostgreSQL: the first one takes the commands.
    if (await answers(socketPath)) {
      log.warn({ socketPath }, 'another portal answers commands on this data directory');
      return { socketPath: null, close: async () => {} };
    }
    unlinkSync(socketPath);
  }
  const running = new Set<Promise<void>>();
  const connections = new Set<Socket>();
  const server = createServer((socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
    const work = (options.ready ?? Promise.resolve())
      .then(
        () => serve(socket, options),
        () => void socket.destroy(),
      )
      .finally(() => running.delete(work));
    running.add(work);
  });
  // The socket is created without rights for anyone else, not opened to them for a moment.
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    // The portal serves on without it; a command line then finds the database locked and says so.
    log.error({ err: error, socketPath }, 'the control socket could not be opened');
    return { socketPath: null, close: async () => {} };
  } finally {
    process.umask(umask);
  }
  chmodSync(socketPath, 0o600);
  return {
    socketPath,
    close: async () => {
      const closed = new Promise((resolve) => server.close(resolve));
      await Promise.all(running);
      for (const socket of connections) socket.destroy();
      await closed;
    },
  };
}

/** Runs the one command a connection asks for; resolves when it has finished. */
function serve(
  socket: Socket,
  {
    db,
    config,
    channels,
    commands,
    log,
    backupDatabase,
  }: {
    db: Executor;
    config: Config;
    channels: DeliveryChannels;
    commands: readonly ControlCommand[];
    log: Log;
    backupDatabase?: () => Promise<Uint8Array>;
  },
): Promise<void> {
  socket.on('error', () => {});
  const reads = new Map<number, { resolve: (bytes: Uint8Array) => void; reject: (error: Error) => void }>();
  let nextRead = 1;
  const context = (operator: string, workingDirectory: string | undefined): CommandContext => ({
    db,
    config,
    channels,
    operator,
    ...(workingDirectory ? { workingDirectory } : {}),
    ...(backupDatabase ? { backupDatabase } : {}),
    out: (line) => send(socket, { out: line }),
    // Progress and failures are the command's log: no full personal number in them.
    err: (line) => send(socket, { err: maskIdentityNumbers(line) }),
    readFile: (file) =>
      new Promise((resolve, reject) => {
        if (!socket.writable) return reject(new Error('The command line has gone away'));
        const id = nextRead++;
        reads.set(id, { resolve, reject });
        send(socket, { read: { id, path: file } });
      }),
  });
  socket.once('close', () => {
    for (const read of reads.values()) read.reject(new Error('The command line has gone away'));
    reads.clear();
  });
  return new Promise((resolve) => {
    let request: CommandRequest | null = null;
    socket.once('close', () => {
      if (!request) resolve();
    });
    onMessages(socket, (message) => {
      if (!request) {
        const parsed = commandRequest.safeParse(message);
        if (!parsed.success) {
          socket.destroy();
          return;
        }
        request = parsed.data;
        void execute(request).finally(() => {
          socket.end();
          resolve();
        });
        return;
      }
      const answer = fileAnswer.safeParse(message);
      const read = answer.success ? reads.get(answer.data.file) : undefined;
      if (!answer.success || !read) return;
      reads.delete(answer.data.file);
      if ('data' in answer.data) read.resolve(Buffer.from(answer.data.data, 'base64'));
      else read.reject(Object.assign(new Error(answer.data.error), { code: answer.data.code }));
    });
  });

  async function execute({ command: name, args, user, cwd }: CommandRequest) {
    const command = commands.find((one) => one.name === name);
    if (!command) {
      const known = commands.map((one) => one.name).join(', ');
      send(socket, { err: `The portal has no command ${name}; it has ${known}.` });
      send(socket, { exit: EXIT.usage });
      return;
    }
    log.info({ command: name }, 'command from the command line');
    let code: number;
    try {
      code = await runControlCommand(command, context(user ?? userInfo().username, cwd), args);
    } catch (error) {
      log.error({ err: error, command: name }, 'command from the command line failed');
      send(socket, { err: maskIdentityNumbers(error instanceof Error ? error.message : String(error)) });
      code = EXIT.failed;
    }
    log.info({ command: name, exitCode: code }, 'command from the command line finished');
    send(socket, { exit: code });
  }
}
