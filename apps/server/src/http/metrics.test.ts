/**
 * Prometheus's metrics: the text format; `/metrics` on the portal's port to the bearer of METRICS_TOKEN
 * alone (access `monitoring`), counting real requests, cached reads, payment files and the collection
 * process's queue and last day; on a port of their own in the real portal; and the configurations
 * refused.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeBgmax } from '@fordra/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { exposition, MetricsRegistry, sumSnapshots } from '../metrics/registry.ts';
import { importBgmax } from '../modules/bank-files/bgmax-import.ts';
import { StartRefused } from '../production-mode.ts';
import { demoApiKey } from '../seed/demo-data.ts';
import { startPortal } from '../test/portal-process.ts';
import { createPostgresDatabase, signedIn, startTestApp, type TestApp } from '../test/test-app.ts';
import { startMetricsServer } from './metrics.ts';

const TOKEN = 'monitoring-token-of-more-than-32-characters';

/** The value of the series `name{labels}` in an exposition, or undefined when it has none. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((one) => one.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('the text format', () => {
  it('writes counters and histograms with their help, type and escaped labels, and adds processes up', () => {
    const registry = new MetricsRegistry();
    const counter = registry.counter('things_total', 'Things\ncounted', ['kind']);
    const histogram = registry.histogram('wait_seconds', 'Waits', ['route'], [0.1, 1]);
    counter.inc({ kind: 'a "quoted"\\one' });
    counter.inc({ kind: 'b' }, 2);
    histogram.observe({ route: '/x' }, 0.05);
    histogram.observe({ route: '/x' }, 0.5);
    histogram.observe({ route: '/x' }, 3);
    expect(() => counter.inc({ kind: 'b' }, -1)).toThrow();
    expect(() => counter.inc({ other: 'b' })).toThrow();
    const text = exposition(registry.snapshot());
    expect(text).toBe(
      [
        '# HELP things_total Things\\ncounted',
        '# TYPE things_total counter',
        'things_total{kind="a \\"quoted\\"\\\\one"} 1',
        'things_total{kind="b"} 2',
        '# HELP wait_seconds Waits',
        '# TYPE wait_seconds histogram',
        'wait_seconds_bucket{route="/x",le="0.1"} 1',
        'wait_seconds_bucket{route="/x",le="1"} 2',
        'wait_seconds_bucket{route="/x",le="+Inf"} 3',
        'wait_seconds_sum{route="/x"} 3.55',
        'wait_seconds_count{route="/x"} 3',
        '',
      ].join('\n'),
    );
    const summed = exposition(sumSnapshots([registry.snapshot(), registry.snapshot()]));
    expect(seriesValue(summed, 'things_total{kind="b"}')).toBe(4);
    expect(seriesValue(summed, 'wait_seconds_bucket{route="/x",le="+Inf"}')).toBe(6);
  });
});

describe('/metrics on the portal’s port', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  const scrape = (authorization?: string, cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { ...(authorization ? { authorization } : {}), ...(cookie ? { cookie } : {}) },
    });

  it('is the monitoring system’s alone: no session, API key or other token opens it', async () => {
    const admin = await signedIn(t.app, 'chef');
    for (const [who, response] of [
      ['anonymous', await scrape()],
      ['a staff admin', await scrape(undefined, admin.cookieHeader)],
      ['a client system', await scrape(`Bearer ${demoApiKey.key}`)],
      ['another token', await scrape(`Bearer ${TOKEN}x`)],
    ] as const) {
      expect(response.statusCode, who).toBe(401);
      expect(response.headers['www-authenticate'], who).toBe('Bearer');
      // Refused by the session layer's rule for routes declared `access: 'monitoring'`.
      expect(response.json().error, who).toEqual({
        code: 'Unauthorized',
        message: 'This is for the monitoring system, with its token.',
      });
      expect(response.body, who).not.toContain('fordra_');
    }
    // Not an operation of the API's document.
    const document = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(document.json().paths)).not.toContain('/metrics');
  });

  it('counts requests by route, cached reads, payment files, and reads the queue and the last day', async () => {
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/api/healthz' });
    await t.app.inject({ method: 'GET', url: '/api/no-such/100000496' });
    const debtor = await signedIn(t.app, 'demo');
    await debtor.soap('getCurrentDebtorDetails');
    await debtor.soap('getCurrentDebtorDetails');
    const file = writeBgmax(
      [
        {
          bankgiro: '5012349',
          paymentDate: t.today,
          depositSerial: 901,
          payments: [{ reference: '99999999999', amount: 4_200, payerName: 'Nils Okänd' }],
        },
      ],
      t.today,
    );
    const imported = await importBgmax(
      t.database.db,
      { fileName: 'metrics.txt', content: file, source: 'test' },
      { receivingBankgiros: t.config.provider.bankgiros },
    );
    expect(imported.status).toBe('imported');
    await importBgmax(
      t.database.db,
      {
        fileName: 'foreign.txt',
        content: writeBgmax(
          [{ bankgiro: '9912346', paymentDate: t.today, depositSerial: 1, payments: [] }],
          t.today,
        ),
        source: 'test',
      },
      { receivingBankgiros: t.config.provider.bankgiros },
    );

    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const text = response.body;
    const healthz =
      'fordra_http_request_duration_seconds_count{route="/api/healthz",method="GET",status="2xx"}';
    expect(seriesValue(text, healthz)).toBeGreaterThanOrEqual(3);
    expect(
      seriesValue(
        text,
        'fordra_http_request_duration_seconds_bucket{route="/api/healthz",method="GET",status="2xx",le="+Inf"}',
      ),
    ).toBe(seriesValue(text, healthz));
    // An unknown address is one series, whatever its path.
    expect(text).toContain(
      'fordra_http_request_duration_seconds_count{route="unmatched",method="GET",status="4xx"}',
    );
    expect(text).not.toContain('100000496');
    expect(seriesValue(text, 'fordra_read_cache_reads_total{result="hit"}')).toBeGreaterThanOrEqual(1);
    expect(seriesValue(text, 'fordra_read_cache_reads_total{result="miss"}')).toBeGreaterThanOrEqual(1);
    expect(seriesValue(text, 'fordra_bgmax_files_total{result="imported"}')).toBeGreaterThanOrEqual(1);
    expect(seriesValue(text, 'fordra_bgmax_files_total{result="refused"}')).toBeGreaterThanOrEqual(1);
    expect(seriesValue(text, 'fordra_bgmax_payments_total{outcome="unmatched"}')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('# TYPE fordra_engine_run_failures_total counter');
    for (const state of ['pending', 'running', 'lapsed'])
      expect(seriesValue(text, `fordra_engine_queue_chunks{state="${state}"}`)).toBe(0);
    // The demo's seed day counts as run.
    expect(seriesValue(text, 'fordra_engine_last_day_duration_seconds')).toBeGreaterThanOrEqual(0);
    expect(seriesValue(text, 'fordra_engine_last_day_finished_timestamp_seconds')).toBeGreaterThan(0);
    expect(seriesValue(text, 'fordra_database_up')).toBe(1);

    // The next scrape sees this one.
    const again = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(
      seriesValue(
        again,
        'fordra_http_request_duration_seconds_count{route="/metrics",method="GET",status="2xx"}',
      ),
    ).toBeGreaterThanOrEqual(1);
  });
});

describe('/metrics on a port of its own', () => {
  it('answers on that port, to the bearer of the token when one is set', async () => {
    const server = await startMetricsServer({
      host: '127.0.0.1',
      port: 0,
      token: TOKEN,
      collect: async () => 'fordra_test 1\n',
      onError: () => {},
    });
    try {
      const url = `http://127.0.0.1:${server.port}`;
      expect((await fetch(`${url}/metrics`)).status).toBe(401);
      const scraped = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toBe('fordra_test 1\n');
      expect((await fetch(`${url}/other`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(
        404,
      );
    } finally {
      await server.close();
    }
  });

  it('is served by the real portal on METRICS_PORT, and not on its own port', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'fordra-metrics-'));
    let metricsUrl: string | null = null;
    const portal = await startPortal(
      dataDir,
      { METRICS_PORT: '0', LOG_LEVEL: 'info', HOST: '127.0.0.1' },
      (line) => {
        metricsUrl ??= /"msg":"Metrics at (http:\/\/localhost:\d+\/metrics)"/.exec(line)?.[1] ?? null;
      },
    );
    try {
      await fetch(`${portal.url}/api/healthz`);
      expect(metricsUrl).not.toBeNull();
      const scraped = await fetch(metricsUrl ?? '');
      expect(scraped.status).toBe(200);
      const text = await scraped.text();
      expect(
        seriesValue(
          text,
          'fordra_http_request_duration_seconds_count{route="/api/healthz",method="GET",status="2xx"}',
        ),
      ).toBeGreaterThanOrEqual(1);
      expect(seriesValue(text, 'fordra_database_up')).toBe(1);
      // The portal's own port has no metrics: a 404, or the web app's page when the web is built.
      const onPortal = await fetch(`${portal.url}/metrics`);
      expect(await onPortal.text()).not.toContain('fordra_http_request_duration_seconds');
    } finally {
      await portal.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe.runIf(process.env.FORDRA_TEST_DATABASE_URL)('/metrics of WEB_CONCURRENCY processes', () => {
  it('adds up every process’s counts on the first’s METRICS_PORT', async () => {
    const postgres = await createPostgresDatabase(process.env.FORDRA_TEST_DATABASE_URL ?? '');
    const dataDir = await mkdtemp(path.join(tmpdir(), 'fordra-metrics-cluster-'));
    let metricsUrl: string | null = null;
    let bothListening = false;
    const env = {
      DATABASE_URL: postgres.url,
      WEB_CONCURRENCY: '2',
      METRICS_PORT: '0',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
    };
    const portal = await startPortal(dataDir, env, (line) => {
      metricsUrl ??= /"msg":"Metrics at (http:\/\/localhost:\d+\/metrics)"/.exec(line)?.[1] ?? null;
      if (line.includes('is listening') && line.includes('2 processes')) bothListening = true;
    });
    try {
      await expect.poll(() => bothListening, { timeout: 30_000 }).toBe(true);
      // Spread over both processes by the primary, which hands connections out in turn.
      for (let i = 0; i < 20; i++)
        await fetch(`${portal.url}/api/healthz`, { headers: { connection: 'close' } });
      const text = await (await fetch(metricsUrl ?? '')).text();
      expect(
        seriesValue(
          text,
          'fordra_http_request_duration_seconds_count{route="/api/healthz",method="GET",status="2xx"}',
        ),
      ).toBeGreaterThanOrEqual(20);
    } finally {
      await portal.stop();
      await rm(dataDir, { recursive: true, force: true });
      await postgres.drop();
    }
  }, 120_000);
});

describe('the configuration of the metrics', () => {
  const production = {
    FORDRA_MODE: 'production',
    PUBLIC_URL: 'https://portal.example.se',
    SESSION_SECRET: 'a-random-secret-of-more-than-32-characters',
    HOST: '127.0.0.1',
  };
  const refusals = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return [];
    } catch (error) {
      if (error instanceof StartRefused) return error.reasons;
      throw error;
    }
  };

  it('refuses metrics open to anyone, or a short token, in production mode', () => {
    expect(refusals({ ...production, METRICS_OPEN: 'true' })).toEqual([
      expect.stringMatching(/^METRICS_OPEN=true: anyone/),
    ]);
    expect(refusals({ ...production, METRICS_TOKEN: 'short' })).toEqual([
      expect.stringMatching(/^METRICS_TOKEN is shorter/),
    ]);
    expect(refusals({ ...production, METRICS_TOKEN: TOKEN })).toEqual([]);
    expect(refusals({ ...production, METRICS_PORT: '9464' })).toEqual([]);
    expect(loadConfig({ SESSION_SECRET: 'x', METRICS_OPEN: 'true' }).metrics).toEqual({
      port: null,
      token: null,
      open: true,
    });
    expect(loadConfig({ SESSION_SECRET: 'x' }).metrics).toEqual({ port: null, token: null, open: false });
  });

  it('refuses the portal’s own port, and the portal’s port with several processes', () => {
    expect(refusals({ SESSION_SECRET: 'x', PORT: '3000', METRICS_PORT: '3000' })).toEqual([
      'METRICS_PORT must be another port than PORT (3000)',
    ]);
    const cluster = { SESSION_SECRET: 'x', WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://db/fordra' };
    expect(refusals({ ...cluster, METRICS_TOKEN: TOKEN })).toEqual([
      expect.stringMatching(/^With WEB_CONCURRENCY above 1 the metrics are served on METRICS_PORT/),
    ]);
    expect(refusals({ ...cluster, METRICS_TOKEN: TOKEN, METRICS_PORT: '9464' })).toEqual([]);
  });
});
