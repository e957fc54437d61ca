/**
 * A first start serves while it seeds the demo data. Until the data is in, an API call waits for it,
 * so no answer is made from half of it (a sign-in with a demo user succeeds as soon as the users are
 * there); only calls whose route reads nothing of it answer at once: the sign-in page's session,
 * CSRF token and providers (`config.beforeDemoData`). Pages and the web app's files never wait.
 */
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads nothing the demo data holds, so it answers while a first start seeds it. */
    beforeDemoData?: boolean;
  }
}

/** Holds the app's API calls until `seeded` settles; its failure fails them. Register before the session layer. */
export function registerDemoDataGate(app: FastifyInstance, seeded: Promise<unknown>): void {
  let done = false;
  const settled = seeded.then(() => {
    done = true;
  });
  // Each waiting request gets the failure; this only keeps it from being reported as unhandled.
  settled.catch(() => {});
  // A callback hook: once the data is in, a request passes without a promise made for it.
  app.addHook('onRequest', (request, _reply, next) => {
    if (done) return next();
    const url = request.routeOptions.url;
    if (!url || !(url === '/api' || url.startsWith('/api/')) || request.routeOptions.config.beforeDemoData)
      return next();
    settled.then(() => next(), next);
  });
}
