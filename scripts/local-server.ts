/** Starts the built portal on a fresh PGlite data directory, for benchmarks and screenshots. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export type LocalServer = {
  url: string;
  pid: number;
  /** `performance.now()` of this process when it spawned the server. */
  spawnedAt: number;
  /** From the spawn to the first answer of `/api/auth/providers`. */
  startedInMs: number;
  stop: () => Promise<void>;
};

export type LocalServerOptions = {
  /** A data directory to use (and keep); without it a new one is made and removed on stop. */
  dataDir?: string;
  /** Overrides of the environment, e.g. `DATABASE_URL` for PostgreSQL instead of PGlite. */
  env?: Record<string, string>;
  /** Each line the server writes (stdout and stderr); without it they are dropped. */
  onLine?: (line: string) => void;
  /** How long it may take to answer; 60 s unless given. */
  timeoutMs?: number;
};

/**
 * Starts the portal on a port the system chooses (`PORT=0`; the server reports it over an IPC channel,
 * so no other program can hold it, as one found free beforehand could be taken meanwhile) and resolves
 * once it answers.
 */
export async function startLocalServer({
  dataDir,
  env = {},
  onLine,
  timeoutMs = 60_000,
}: LocalServerOptions = {}): Promise<LocalServer> {
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), 'fordra-'));
  const started = performance.now();
  const server = spawn(process.execPath, [path.join(root, 'apps/server/src/main.ts')], {
    env: { ...process.env, DATA_DIR: dir, LOG_LEVEL: 'warn', DATABASE_URL: '', ...env, PORT: '0' },
    stdio: ['ignore', onLine ? 'pipe' : 'ignore', onLine ? 'pipe' : 'ignore', 'ipc'],
  });
  const port = new Promise<number | null>((resolve) => {
    server.on('message', (message: { fordra?: string; port?: number }) => {
      if (message.fordra === 'listening' && typeof message.port === 'number') resolve(message.port);
    });
    server.once('exit', () => resolve(null));
  });
  if (onLine)
    for (const stream of [server.stdout, server.stderr]) {
      let rest = '';
      stream?.setEncoding('utf8').on('data', (chunk: string) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) onLine(line);
      });
    }
  const stop = async () => {
    server.kill('SIGTERM');
    // A server killed by a signal has a signalCode and no exitCode.
    if (server.exitCode === null && server.signalCode === null)
      await new Promise((resolve) => server.once('exit', resolve));
    if (!dataDir) rmSync(dir, { recursive: true, force: true });
  };
  const timeout = new Promise<null>((resolve) => setTimeout(resolve, timeoutMs, null).unref());
  const listening = await Promise.race([port, timeout]);
  if (listening === null) {
    await stop();
    throw new Error('The server did not start');
  }
  const url = `http://127.0.0.1:${listening}`;
  for (;;) {
    const answered = await fetch(`${url}/api/auth/providers`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered)
      return {
        url,
        pid: server.pid ?? 0,
        spawnedAt: started,
        startedInMs: performance.now() - started,
        stop,
      };
    if (server.exitCode !== null || performance.now() - started > timeoutMs) {
      await stop();
      throw new Error('The server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
