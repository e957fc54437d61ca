/**
 * Time from starting the server to its first answered request: on an empty data directory
 * (migrations and demo data included) and on a second start of the same one.
 * Run: npm run build && npx node bench/startup.ts
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = 3200;

async function timeToFirstAnswer(dataDir: string): Promise<number> {
  const started = performance.now();
  const server = spawn(process.execPath, [path.join(root, 'apps/server/src/main.ts')], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/auth/providers`);
        if (response.ok) return performance.now() - started;
      } catch {
        // Not listening yet.
      }
      if (performance.now() - started > 60_000) throw new Error('The server did not answer within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'fordra-bench-'));
try {
  const first = await timeToFirstAnswer(dataDir);
  const again = await timeToFirstAnswer(dataDir);
  console.log(`first start (empty data dir: migrate + seed): ${(first / 1000).toFixed(2)} s`);
  console.log(`second start (existing data):                  ${(again / 1000).toFixed(2)} s`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
