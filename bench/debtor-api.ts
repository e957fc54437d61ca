/**
 * Load benchmark of the debtor API (issue 3): requests per second and p50/p99 latency of
 * getDebtorSummary, getCaseDetails (one case) and paymentinfo for signed-in debtors, beside a static
 * JSON route of the same server in the same run, with autocannon at 64 connections over loopback.
 *
 * It creates a fresh PostgreSQL database `fordra_bench_<debtors>` on the server of DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/test), fills it with `seedScaleData`, starts the real
 * server (`apps/server/src/main.ts` in a child process, SEED_DEMO_DATA=false), signs in a sample of
 * the generated debtors and rotates their sessions over the requests. The routes take turns in
 * rounds (3 × 5 s each by default), so a neighbour's load on a shared machine hits them alike; the
 * table shows each route's median round, and the CPU time the server process and the database's
 * backends spent per request over all rounds (read from /proc, so on Linux with PostgreSQL local).
 * The database is dropped afterwards unless --keep; --reuse runs against a kept one.
 * `--processes 1,2` measures it all once per count of server processes (WEB_CONCURRENCY), the
 * server's CPU being the primary's and its workers' together. The collection process is off in the
 * server (ENGINE=off), so a business day's letters do not run beside the requests.
 *
 * Run: npx node bench/debtor-api.ts --debtors 1000 [--seconds 15] [--rounds 3] [--connections 64]
 *      [--sample 200] [--seed 1] [--processes 1] [--keep] [--reuse]
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startLocalServer } from '../scripts/local-server.ts';
import {
  cpuMicros,
  cpuMicrosBetween,
  cpuMicrosByPid,
  cpuMicrosSince,
  processTree,
} from '../scripts/process-cpu.ts';
import { scaleDatabase } from './scale-database.ts';

const { values } = parseArgs({
  options: {
    debtors: { type: 'string' },
    seconds: { type: 'string', default: '15' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '64' },
    sample: { type: 'string', default: '200' },
    seed: { type: 'string', default: '1' },
    processes: { type: 'string', default: '1' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
  },
});
const debtorCount = Number(values.debtors);
const rounds = Number(values.rounds);
const secondsPerRound = Math.max(1, Math.round(Number(values.seconds) / rounds));
const connections = Number(values.connections);
const sampleSize = Math.min(Number(values.sample), debtorCount);
const processCounts = values.processes.split(',').map(Number);
if (
  ![debtorCount, rounds, secondsPerRound, connections, sampleSize, ...processCounts].every(
    (n) => Number.isSafeInteger(n) && n > 0,
  )
) {
  console.error(
    'Usage: npx node bench/debtor-api.ts --debtors N [--seconds 15] [--rounds 3] [--sample 200] [--processes 1,2]',
  );
  process.exit(1);
}

const databaseName = `fordra_bench_${debtorCount}`;
const {
  url: databaseUrl,
  admin,
  finish,
} = await scaleDatabase(databaseName, {
  debtors: debtorCount,
  seed: Number(values.seed),
  reuse: values.reuse,
  vacuum: false,
});

/** The PostgreSQL backends serving the bench database (the server's pool). */
async function databaseBackends(): Promise<number[]> {
  const { rows } = await admin.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [databaseName],
  );
  return rows.map((row) => row.pid);
}

/** The value a response sets for cookie `name`, as sent back in a Cookie header. */
function setCookie(response: Response, name: string): string {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
  if (!cookie) throw new Error(`No ${name} cookie`);
  return cookie.slice(name.length + 1).split(';')[0] ?? '';
}

type SignedInDebtor = { cookie: string; csrfToken: string; caseGuid: string };

/** Signs in `username` as a browser would (CSRF cookie and token, then the credentials form) and picks one of its cases. */
async function signIn(base: string, username: string, address: string): Promise<SignedInDebtor> {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const csrfCookie = `fordra.csrf=${setCookie(csrf, 'fordra.csrf')}`;
  const login = await fetch(`${base}/api/auth/callback/credentials`, {
    method: 'POST',
    // Each sampled debtor signs in from an address of its own (the server trusts X-Forwarded-For),
    // as real debtors would, so the per-address limit of the sign-in route does not refuse the sample.
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: csrfCookie,
      'x-forwarded-for': address,
    },
    body: new URLSearchParams({ csrfToken, username, password: 'demo1234', json: 'true', callbackUrl: '/' }),
  });
  if (!login.ok) throw new Error(`Sign-in of ${username} failed: ${login.status} ${await login.text()}`);
  // A sign-in renews the CSRF cookie, bound to the new session; its token is read with both cookies.
  const cookie = `fordra.csrf=${setCookie(login, 'fordra.csrf')}; fordra.session=${setCookie(login, 'fordra.session')}`;
  const renewed = await fetch(`${base}/api/auth/csrf`, { headers: { cookie } });
  const sessionToken = ((await renewed.json()) as { csrfToken: string }).csrfToken;
  const details = await fetch(`${base}/api/soap/getCaseDetails`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': sessionToken },
    body: '{}',
  });
  const { cases } = (await details.json()) as { cases: { caseGuid: string }[] };
  const chosen = cases[username.length % cases.length];
  if (!chosen) throw new Error(`${username} has no cases`);
  return { cookie, csrfToken: sessionToken, caseGuid: chosen.caseGuid };
}

type Route = {
  label: string;
  method: 'GET' | 'POST';
  path: string;
  /** Headers and body as a signed-in debtor; absent on the static route, called without a session. */
  request?: (debtor: SignedInDebtor) => { headers: Record<string, string>; body?: string };
};

const soapCall = (body: (debtor: SignedInDebtor) => unknown) => (debtor: SignedInDebtor) => ({
  headers: { cookie: debtor.cookie, 'x-csrf-token': debtor.csrfToken, 'content-type': 'application/json' },
  body: JSON.stringify(body(debtor)),
});

const routes: Route[] = [
  { label: 'GET /api/auth/providers (static)', method: 'GET', path: '/api/auth/providers' },
  {
    label: 'POST /api/soap/getDebtorSummary',
    method: 'POST',
    path: '/api/soap/getDebtorSummary',
    request: soapCall(() => ({})),
  },
  {
    label: 'POST /api/soap/getCaseDetails',
    method: 'POST',
    path: '/api/soap/getCaseDetails',
    request: soapCall((debtor) => ({ caseGuid: debtor.caseGuid })),
  },
  {
    label: 'GET …/debtoraccess/paymentinfo',
    method: 'GET',
    path: '/api/extgwapi/api/debtoraccess/paymentinfo',
    request: (debtor) => ({ headers: { cookie: debtor.cookie } }),
  },
];

type Round = { requests: number; perSecond: number; p50: number; p99: number; failed: number };
type CpuUse = { server: number | null; database: number | null };

/** Loads one route for `duration` seconds, each request as the next debtor of the sample. */
async function load(
  server: { url: string; pid: number },
  route: Route,
  sample: SignedInDebtor[],
  duration: number,
) {
  let next = 0;
  const { request } = route;
  const backends = await databaseBackends();
  const servers = processTree(server.pid);
  const before = { server: cpuMicros(servers), database: cpuMicrosByPid(backends) };
  const result = await autocannon({
    url: server.url,
    connections,
    duration,
    requests: [
      {
        method: route.method,
        path: route.path,
        ...(request && {
          setupRequest: (built: autocannon.Request) => {
            const debtor = sample[next++ % sample.length] as SignedInDebtor;
            return { ...built, ...request(debtor) };
          },
        }),
      },
    ],
  });
  const cpu: CpuUse = {
    server: cpuMicrosBetween(before.server, cpuMicros(servers)),
    // The database's connections as they come and go (a pool closes one that stood idle).
    database: cpuMicrosSince(before.database, await databaseBackends()),
  };
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) console.error(`${route.label}: ${failed} of ${result.requests.total} requests failed`);
  const round: Round = {
    requests: result.requests.total,
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed,
  };
  return { round, cpu };
}

/** The whole measurement with `processes` server processes. */
async function measure(processes: number) {
  const server = await startLocalServer({
    env: {
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      SEED_DEMO_DATA: 'false',
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      TRUST_PROXY: 'loopback',
      LOGIN_LIMIT_PER_ADDRESS: '1000000',
      ENGINE: 'off',
      WEB_CONCURRENCY: String(processes),
    },
  });
  try {
    const sample: SignedInDebtor[] = [];
    const indexes = Array.from(
      { length: sampleSize },
      (_, k) => 1 + Math.floor((k * debtorCount) / sampleSize),
    );
    for (let start = 0; start < indexes.length; start += 8) {
      const signIns = indexes
        .slice(start, start + 8)
        .map((index) =>
          signIn(server.url, `scale${index}`, `10.${index >> 16}.${(index >> 8) & 255}.${index & 255}`),
        );
      sample.push(...(await Promise.all(signIns)));
    }
    console.log(
      `\n${sampleSize} of ${debtorCount} debtors signed in; ${processes} server process${processes > 1 ? 'es' : ''}, ` +
        `${connections} connections, ${rounds} rounds of ${secondsPerRound} s a route\n`,
    );
    for (const route of routes) await load(server, route, sample, 2); // warm-up, not reported
    const measured = routes.map((route) => ({ route, rounds: [] as Round[], server: 0, database: 0 }));
    for (let round = 0; round < rounds; round++) {
      for (const entry of measured) {
        const { round: figures, cpu } = await load(server, entry.route, sample, secondsPerRound);
        entry.rounds.push(figures);
        entry.server += cpu.server ?? Number.NaN;
        entry.database += cpu.database ?? Number.NaN;
      }
    }
    const figures = measured.map((entry) => {
      const byRate = [...entry.rounds].sort((a, b) => a.perSecond - b.perSecond);
      const requests = entry.rounds.reduce((sum, r) => sum + r.requests, 0);
      return {
        route: entry.route,
        median: byRate[Math.floor(byRate.length / 2)] as Round,
        failed: entry.rounds.reduce((sum, r) => sum + r.failed, 0),
        serverPerRequest: entry.server / requests,
        databasePerRequest: entry.database / requests,
      };
    });
    const staticRate = figures[0]?.median.perSecond ?? 1;
    const micros = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '-');
    const row = (cells: string[]) =>
      `${(cells[0] ?? '').padEnd(34)}${cells
        .slice(1)
        .map((c) => c.padStart(10))
        .join('')}`;
    console.log(row(['route', 'req/s', 'p50 ms', 'p99 ms', '% static', 'server µs', 'db µs']));
    for (const { route, median, serverPerRequest, databasePerRequest } of figures) {
      console.log(
        row([
          route.label,
          median.perSecond.toFixed(0),
          String(median.p50),
          String(median.p99),
          `${((median.perSecond / staticRate) * 100).toFixed(0)} %`,
          micros(serverPerRequest),
          micros(databasePerRequest),
        ]),
      );
    }
    const met = figures
      .slice(1)
      .every((f) => f.median.p99 <= 50 && f.median.perSecond >= 0.4 * staticRate && f.failed === 0);
    console.log(`\naim (p99 ≤ 50 ms and ≥ 40 % of the static route, no failures): ${met ? 'met' : 'missed'}`);
    console.log(
      `load average at the end: ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    await server.stop();
  }
}

try {
  for (const processes of processCounts) await measure(processes);
} finally {
  await finish({ keep: values.keep });
}
