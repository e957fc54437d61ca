/**
 * Time from starting the server to its first answered request: on an empty data directory
 * (migrations and demo data included) and on a second start of the same one.
 * Run: npm run build && npx node bench/startup.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalServer } from '../scripts/local-server.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'fordra-bench-'));
try {
  const first = await startLocalServer(3200, dataDir);
  await first.stop();
  const again = await startLocalServer(3200, dataDir);
  await again.stop();
  console.log(`first start (empty data dir: migrate + seed): ${(first.startedInMs / 1000).toFixed(2)} s`);
  console.log(`second start (existing data):                  ${(again.startedInMs / 1000).toFixed(2)} s`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
