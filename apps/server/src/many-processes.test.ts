/**
 * Several server processes on one PostgreSQL database, as several machines behind a load balancer
 * (two independent portals) and as one machine's `WEB_CONCURRENCY` (a primary and its workers): a
 * caller may reach any process with any request. PGlite is one process's database, so these run
 * only when `FORDRA_TEST_DATABASE_URL` names a PostgreSQL server.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalServer } from '../../../scripts/local-server.ts';
import { processTree } from '../../../scripts/process-cpu.ts';
import { portalEnv, startPortal } from './test/portal-process.ts';
import { createPostgresDatabase } from './test/test-app.ts';

const serverUrl = process.env.FORDRA_TEST_DATABASE_URL;

/** The value a response sets for cookie `name`. */
function setCookie(response: Response, name: string): string {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  if (!line) throw new Error(`No ${name} cookie`);
  return line.slice(name.length + 1).split(';')[0] ?? '';
}

type Caller = { cookie: string; csrfToken: string };

/** A visitor's CSRF cookie and token from `server`. */
async function visit(server: LocalServer): Promise<Caller> {
  const response = await fetch(`${server.url}/api/auth/csrf`);
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { cookie: `fordra.csrf=${setCookie(response, 'fordra.csrf')}`, csrfToken };
}

/** A password sign-in at `server` from `address`, as the sign-in page sends it. */
async function signIn(server: LocalServer, username: string, password: string, address: string) {
  const visitor = await visit(server);
  return fetch(`${server.url}/api/auth/callback/credentials`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: visitor.cookie,
      'x-forwarded-for': address,
    },
    body: new URLSearchParams({
      csrfToken: visitor.csrfToken,
      username,
      password,
      json: 'true',
      callbackUrl: '/',
    }),
  });
}

/** Signs in at `server` and takes the session's CSRF token from `tokenFrom`. */
async function signedIn(server: LocalServer, tokenFrom: LocalServer, username: string): Promise<Caller> {
  const login = await signIn(server, username, 'demo1234', '198.51.100.1');
  expect(login.status).toBe(200);
  const cookie = `fordra.csrf=${setCookie(login, 'fordra.csrf')}; fordra.session=${setCookie(login, 'fordra.session')}`;
  const renewed = await fetch(`${tokenFrom.url}/api/auth/csrf`, { headers: { cookie } });
  return { cookie, csrfToken: ((await renewed.json()) as { csrfToken: string }).csrfToken };
}

const debtorSummary = (server: LocalServer, caller: Caller) =>
  fetch(`${server.url}/api/soap/getDebtorSummary`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: caller.cookie, 'x-csrf-token': caller.csrfToken },
    body: '{}',
  });

describe.skipIf(!serverUrl)('several processes on one database', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let one: LocalServer;
  let two: LocalServer;
  const dataDirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fordra-processes-'));
    dataDirs.push(dir);
    return dir;
  };

  beforeAll(async () => {
    if (!serverUrl) return;
    database = await createPostgresDatabase(serverUrl);
    // The collection process off: a business day run between two requests would change what they compare.
    const env = {
      DATABASE_URL: database.url,
      TRUST_PROXY: 'loopback',
      LOGIN_LIMIT_PER_ACCOUNT: '4',
      ENGINE: 'off',
    };
    // The first migrates and seeds; the second starts on what the first made, as a second machine would.
    one = await startPortal(dataDir(), { ...env, SEED_DEMO_DATA: 'true' });
    two = await startPortal(dataDir(), env);
  }, 180_000);

  afterAll(async () => {
    await one?.stop();
    await two?.stop();
    await database?.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('a session signed in on one is served by the other, with a CSRF token the other issued', async () => {
    const caller = await signedIn(one, two, 'demo');
    const forged = await debtorSummary(one, { ...caller, csrfToken: 'x'.repeat(43) });
    expect(forged.status).toBe(403);
    const onOne = await debtorSummary(one, caller);
    const onTwo = await debtorSummary(two, caller);
    expect(onOne.status).toBe(200);
    expect(onTwo.status).toBe(200);
    expect(await onTwo.json()).toEqual(await onOne.json());
  });

  it('a sign-out on one is refused by the other at once', async () => {
    const caller = await signedIn(one, one, 'foretag');
    expect((await debtorSummary(two, caller)).status).toBe(200);
    const signOut = (csrfToken: string) =>
      fetch(`${two.url}/api/auth/signout`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: caller.cookie },
        body: new URLSearchParams({ csrfToken }),
      });
    expect((await signOut('x'.repeat(43))).status).toBe(403);
    expect((await signOut(caller.csrfToken)).status).toBe(200);
    const refused = await debtorSummary(one, caller);
    expect(refused.status).toBe(401);
    expect((await refused.json()).error.code).toEqual(expect.any(String));
  });

  it('shows a change committed elsewhere at the next request on both, though each keeps its reads', async () => {
    const caller = await signedIn(one, two, 'demo');
    const total = async (server: LocalServer) => {
      const response = await debtorSummary(server, caller);
      expect(response.status).toBe(200);
      const { totals } = (await response.json()) as { totals: { currency: string; total: number }[] };
      return totals.find((entry) => entry.currency === 'SEK')?.total;
    };
    const before = await total(one);
    expect(await total(two)).toBe(before);
    const direct = new pg.Client({ connectionString: database.url });
    await direct.connect();
    try {
      for (let step = 1; step <= 3; step++) {
        // One active SEK case of the debtor's, changed as a payment file or a command would change it.
        await direct.query(`update cases set remaining_fees = remaining_fees + 100 where id = (
          select c.id from cases c join accounts a on a.debtor_id = c.debtor_id
          where a.username = 'demo' and c.currency = 'SEK' and c.status = 'Collection' order by c.id limit 1)`);
        expect(await total(two)).toBe((before ?? 0) + 100 * step);
        expect(await total(one)).toBe((before ?? 0) + 100 * step);
      }
    } finally {
      await direct.end();
    }
  });

  it('counts failed sign-ins of one account made to both against one limit', async () => {
    // LOGIN_LIMIT_PER_ACCOUNT=4: two wrong passwords to each, then the right one is refused by both.
    for (const server of [one, two, one, two])
      expect((await signIn(server, 'valuta', 'wrong', '203.0.113.9')).status).toBe(401);
    for (const server of [one, two]) {
      const refused = await signIn(server, 'valuta', 'demo1234', '203.0.113.9');
      expect(refused.status).toBe(429);
      expect((await refused.json()).error.code).toBe('TooManyAttempts');
    }
  });

  it('counts a route’s rate limit over both', async () => {
    // POST /api/auth/_log allows 30 a minute to each caller.
    const log = (server: LocalServer) =>
      fetch(`${server.url}/api/auth/_log`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.77' },
        body: JSON.stringify({ level: 'error', code: 'CLIENT_FETCH_ERROR', message: 'offline' }),
      });
    for (let i = 0; i < 15; i++) {
      expect((await log(one)).status).toBe(204);
      expect((await log(two)).status).toBe(204);
    }
    expect((await log(one)).status).toBe(429);
    expect((await log(two)).status).toBe(429);
  });

  it('stops with the reason when its server processes cannot start, instead of starting them again', async () => {
    // The port is taken, so no worker can listen on it.
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, resolve));
    const address = taken.address();
    if (!address || typeof address === 'string') throw new Error('No port');
    const port = address.port;
    const primary = spawn(process.execPath, [path.join(import.meta.dirname, 'main.ts')], {
      env: {
        ...process.env,
        ...portalEnv,
        DATA_DIR: dataDir(),
        DATABASE_URL: database.url,
        PORT: String(port),
        WEB_CONCURRENCY: '2',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let output = '';
      for (const stream of [primary.stdout, primary.stderr])
        stream.setEncoding('utf8').on('data', (chunk) => (output += chunk));
      const code = await new Promise<number | null>((resolve) => primary.once('exit', resolve));
      expect(code).toBe(1);
      expect(output).toContain('EADDRINUSE');
      expect(output).toContain('a server process could not start');
      expect(output).not.toContain('starting another');
    } finally {
      // A primary that started its workers again forever would outlive the test.
      if (primary.exitCode === null) primary.kill('SIGKILL');
      taken.close();
    }
  }, 60_000);

  describe('WEB_CONCURRENCY=2', () => {
    let cluster: LocalServer;
    /** The primary said that both of its workers listen (the first answer needs only one). */
    let bothListening = false;
    /** The primary's workers (its descendants), read from /proc. */
    const workersOf = (pid: number) => processTree(pid).slice(1);

    beforeAll(async () => {
      cluster = await startPortal(
        dataDir(),
        {
          DATABASE_URL: database.url,
          WEB_CONCURRENCY: '2',
          // The primary runs the BankID test server; its workers call it.
          BANKID_TEST_SERVER: 'true',
          BANKID_TEST_SERVER_PORT: '0',
          BANKID_TEST_APP_PORT: '0',
          LOG_LEVEL: 'info',
        },
        (line) => {
          if (line.includes('is listening') && line.includes('2 processes')) bothListening = true;
        },
      );
    }, 120_000);
    afterAll(() => cluster?.stop(), 60_000);

    it('answers on one port from two processes, every request of a session alike, and replaces one that dies', async () => {
      // The first answer needs one worker; wait until both listen, or the one killed below could be the
      // only one, and the port closed until another listens.
      await expect.poll(() => bothListening, { timeout: 30_000 }).toBe(true);
      expect(workersOf(cluster.pid)).toHaveLength(2);
      const caller = await signedIn(cluster, cluster, 'demo');
      const answers = await Promise.all(
        Array.from({ length: 20 }, async () => (await debtorSummary(cluster, caller)).status),
      );
      expect(answers).toEqual(Array(20).fill(200));

      const [victim] = workersOf(cluster.pid);
      if (!victim) throw new Error('No worker');
      process.kill(victim, 'SIGKILL');
      // Once the primary has seen it end, the other worker answers until a new one is started.
      await expect.poll(() => workersOf(cluster.pid).includes(victim), { timeout: 10_000 }).toBe(false);
      expect((await debtorSummary(cluster, caller)).status).toBe(200);
      await expect
        .poll(() => workersOf(cluster.pid).filter((pid) => pid !== victim).length, { timeout: 30_000 })
        .toBe(2);
      expect((await debtorSummary(cluster, caller)).status).toBe(200);
      // Room for each wait above on a busy machine.
    }, 90_000);

    it('signs in with BankID whichever process each call of the login reaches', async () => {
      const visitor = await visit(cluster);
      const post = (route: string, body: Record<string, string>) =>
        fetch(`${cluster.url}/api/auth/${route}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            cookie: visitor.cookie,
            'x-csrf-token': visitor.csrfToken,
          },
          body: JSON.stringify(body),
        });
      const started = await post('bankid/start', {});
      expect(started.status).toBe(200);
      const { orderRef, testAppUrl } = (await started.json()) as {
        orderRef: string;
        testAppUrl: string | null;
      };
      expect(testAppUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
      const collect = async () =>
        ((await (await post('bankid/collect', { orderRef })).json()) as { status: string }).status;
      for (let i = 0; i < 4; i++) expect(await collect()).toBe('pending');

      const approved = await fetch(testAppUrl ?? '', {
        method: 'POST',
        body: new URLSearchParams({ action: 'approve', orderRef, personalNumber: '19121212-1212' }),
      });
      expect(approved.status).toBe(200);
      expect(await collect()).toBe('complete');
      const login = await fetch(`${cluster.url}/api/auth/callback/bankid`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: visitor.cookie },
        body: new URLSearchParams({ csrfToken: visitor.csrfToken, orderRef, json: 'true' }),
      });
      expect(login.status).toBe(200);
      const cookie = `fordra.csrf=${setCookie(login, 'fordra.csrf')}; fordra.session=${setCookie(login, 'fordra.session')}`;
      const session = await (await fetch(`${cluster.url}/api/auth/session`, { headers: { cookie } })).json();
      expect(session.user).toMatchObject({ name: 'Lars Andersson', loginMethod: 'bankid' });
    });

    it('stops every process on SIGTERM', async () => {
      const workers = workersOf(cluster.pid);
      await cluster.stop();
      const alive = workers.filter((pid) => {
        try {
          process.kill(pid, 0);
          return true;
        } catch {
          return false;
        }
      });
      expect(alive).toEqual([]);
    });
  });
});
