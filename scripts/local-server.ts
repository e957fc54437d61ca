/** Starts the built portal on a fresh PGlite data directory, for benchmarks and screenshots. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** A port on 127.0.0.1 that nothing listens on now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('No free port');
  return address.port;
}

export type LocalServer = {
  url: string;
  pid: number;
  /** `performance.now()` of this process when it spawned the server. */
  spawnedAt: number;
  /** From the spawn to the first answer of `/api/auth/providers`. */
  startedInMs: number;
  stop: () => Promise<void>;
};

/**
 * Resolves once the server answers; `dataDir` reuses a directory (else a new one is made and removed on
 * stop); `env` overrides the environment, e.g. `DATABASE_URL` for PostgreSQL instead of PGlite.
 */
export async function startLocalServer(
  port: number,
  dataDir?: string,
  env: Record<string, string> = {},
  /** Each line the server writes (stdout and stderr); without it they are dropped. */
  onLine?: (line: string) => void,
): Promise<LocalServer> {
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), 'fordra-'));
  const started = performance.now();
  const server = spawn(process.execPath, [path.join(root, 'apps/server/src/main.ts')], {
    env: { ...process.env, DATA_DIR: dir, PORT: String(port), LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', onLine ? 'pipe' : 'ignore', onLine ? 'pipe' : 'ignore'],
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
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    server.kill('SIGTERM');
    // A server killed by a signal has a signalCode and no exitCode.
    if (server.exitCode === null && server.signalCode === null)
      await new Promise((resolve) => server.once('exit', resolve));
    if (!dataDir) rmSync(dir, { recursive: true, force: true });
  };
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
    if (server.exitCode !== null || performance.now() - started > 60_000) {
      await stop();
      throw new Error('The server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
