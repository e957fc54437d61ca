/**
 * The security headers of every answer (Content-Security-Policy, HSTS, nosniff, Referrer-Policy,
 * framing and the rest of helmet's), worked out once at start: helmet's middleware is run on a
 * stand-in response and the headers it sets are added to every reply as they are. Helmet's Fastify
 * plugin built the middleware again, parsing the policy, on every request.
 */
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

const policy = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
};

/** The headers helmet sets for `policy`, by name. */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  let failure: unknown = null;
  helmet(policy)({} as never, response as never, (error?: unknown) => {
    failure = error ?? null;
  });
  if (failure) throw failure;
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
