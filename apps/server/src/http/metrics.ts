/**
 * Prometheus's metrics (metrics/portal-metrics.ts) at `/metrics`: a route of the app on the portal's port,
 * for the bearer of `METRICS_TOKEN` (access `monitoring`, checked by the session layer) or, in the demo with
 * `METRICS_OPEN=true`, for anyone; or a small server of their own on `METRICS_PORT`, which only the
 * monitoring should reach (the token asked for there too when set). Every request's time is counted by
 * its route's pattern, never its address, so that ids make no new series.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { carriesMonitoringToken } from '../auth/monitoring-token.ts';
import type { MetricsConfig } from '../config-types.ts';
import { httpRequestDuration } from '../metrics/portal-metrics.ts';
import { EXPOSITION_CONTENT_TYPE } from '../metrics/registry.ts';

/** The exposition text of every metric now. */
export type CollectMetrics = () => Promise<string>;

/** Counts each answered request's time by route pattern, method and status class. */
export function registerRequestMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    httpRequestDuration.observe(
      {
        route: request.routeOptions.url ?? 'unmatched',
        method: request.method,
        status: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
  });
}

/** `GET /metrics` on the portal's port: to the bearer of the token, or to anyone without one (demo only). */
export async function metricsRoute(
  app: FastifyInstance,
  opts: { metrics: MetricsConfig; collect: CollectMetrics },
): Promise<void> {
  app.get(
    '/metrics',
    {
      // Prometheus's text, not an API operation: kept out of the API's document.
      schema: { hide: true },
      config: { access: opts.metrics.token ? 'monitoring' : 'public' },
    },
    async (_request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .type(EXPOSITION_CONTENT_TYPE)
        .send(await opts.collect()),
  );
}

/** The metrics on a port of their own; resolves once it listens, with the port and how to close it. */
export async function startMetricsServer(options: {
  host: string;
  port: number;
  token: string | null;
  collect: CollectMetrics;
  onError: (error: unknown) => void;
}): Promise<{ port: number; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    if (options.token !== null && !carriesMonitoringToken(request.headers.authorization, options.token)) {
      response
        .writeHead(401, { 'content-type': 'text/plain; charset=utf-8', 'www-authenticate': 'Bearer' })
        .end('The metrics are for the monitoring system, with its token.\n');
      return;
    }
    options.collect().then(
      (text) =>
        response
          .writeHead(200, { 'content-type': EXPOSITION_CONTENT_TYPE, 'cache-control': 'no-store' })
          .end(request.method === 'HEAD' ? undefined : text),
      (error: unknown) => {
        options.onError(error);
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Not collected\n');
      },
    );
  });
  server.requestTimeout = 10_000;
  server.headersTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
