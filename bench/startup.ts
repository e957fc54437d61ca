/**
 * Time from starting the server to its first answered request and to the first sign-in of a demo user
 * (`demo`/`demo1234`, which waits for the demo data): on an empty data directory and on a second start of
 * the same one. The template of new PGlite databases is made first, as `npm install` makes it, and its
 * time printed; `--no-template` starts with an empty cache instead, as after `npm install --ignore-scripts`.
 * Run: npm run build && npx node bench/startup.ts [--no-template]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalServer } from '../scripts/local-server.ts';

const root = path.resolve(import.meta.dirname, '..');
const withTemplate = !process.argv.includes('--no-template');

/** Signs in as `demo` and reads the session back; resolves with the time it succeeded. */
async function signInDemo(url: string): Promise<number> {
  const csrf = await fetch(`${url}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookie = csrf.headers.getSetCookie().map((line) => line.split(';')[0]);
  const signIn = await fetch(`${url}/api/auth/callback/credentials`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookie.join('; ') },
    body: new URLSearchParams({ csrfToken, username: 'demo', password: 'demo1234', json: 'true' }),
  });
  if (!signIn.ok) throw new Error(`The demo sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const signedIn = performance.now();
  const session = signIn.headers.getSetCookie().map((line) => line.split(';')[0]);
  const check = await fetch(`${url}/api/auth/session`, { headers: { cookie: session.join('; ') } });
  const body = (await check.json()) as { user?: { name?: string } };
  if (body.user?.name !== 'Lars Andersson') throw new Error(`Not signed in: ${JSON.stringify(body)}`);
  return signedIn;
}

/** What the server says of its start: when it listened (ms after its process started), how long the seed took. */
function startLog() {
  const said = { listeningMs: Number.NaN, seedMs: Number.NaN };
  const onLine = (line: string) => {
    const listening = /is listening .* (\d+) ms after the process started/.exec(line);
    if (listening) said.listeningMs = Number(listening[1]);
    const seeded = /Demo data seeded in (\d+) ms/.exec(line);
    if (seeded) said.seedMs = Number(seeded[1]);
  };
  return { said, onLine };
}

/** One start on `dataDir`: seconds to the first answer and to a demo sign-in, and what the server said. */
async function start(dataDir: string, env: Record<string, string>) {
  const log = startLog();
  const server = await startLocalServer({ dataDir, env: { ...env, LOG_LEVEL: 'info' }, onLine: log.onLine });
  try {
    const signedIn = await signInDemo(server.url);
    // The seed's line comes once it is done, which the sign-in waited for.
    await new Promise((resolve) => setTimeout(resolve, 100));
    return {
      firstAnswer: server.startedInMs / 1000,
      signedIn: (signedIn - server.spawnedAt) / 1000,
      ...log.said,
    };
  } finally {
    await server.stop();
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'fordra-bench-'));
const cacheDir = withTemplate ? null : mkdtempSync(path.join(tmpdir(), 'fordra-bench-cache-'));
try {
  if (withTemplate) {
    const started = performance.now();
    const made = execFileSync(process.execPath, [path.join(root, 'apps/server/src/prepare-cache.ts')], {
      encoding: 'utf8',
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    console.log(
      made.trim() === ''
        ? `template of new PGlite databases: in the cache already (checked in ${seconds} s)`
        : `template of new PGlite databases: made in ${seconds} s, once per PGlite version and migrations (npm install)`,
    );
  }
  const env: Record<string, string> = cacheDir ? { CACHE_DIR: cacheDir } : {};
  const first = await start(dataDir, env);
  const again = await start(dataDir, env);
  const seconds = (ms: number) => (Number.isNaN(ms) ? '-' : `${(ms / 1000).toFixed(2)} s`);
  const line = (label: string, run: typeof first) =>
    `${label} first answer ${run.firstAnswer.toFixed(2)} s, demo signed in ${run.signedIn.toFixed(2)} s ` +
    `(server: listening ${seconds(run.listeningMs)} after its start, seed ${seconds(run.seedMs)})`;
  console.log(line(`first start (empty data dir${withTemplate ? '' : ', no template'}):`.padEnd(46), first));
  console.log(line('second start (existing data):'.padEnd(46), again));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  if (cacheDir) rmSync(cacheDir, { recursive: true, force: true });
}
