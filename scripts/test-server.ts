/**
 * Runs the server's integration suite on embedded PGlite and, when DATABASE_URL is set, once more
 * against that PostgreSQL (each test file in a database of its own, dropped afterwards).
 */
import { spawnSync } from 'node:child_process';

function runSuite(label: string, env: NodeJS.ProcessEnv): void {
  console.log(`\n▶ server suite on ${label}`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'server'], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { DATABASE_URL, ...withoutDatabase } = process.env;
runSuite('PGlite', withoutDatabase);
if (DATABASE_URL) runSuite('PostgreSQL', { ...withoutDatabase, FORDRA_TEST_DATABASE_URL: DATABASE_URL });
