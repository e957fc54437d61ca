/**
 * The legacy calls (`POST /api/soap/...`) take "a JSON body or an empty body" (the spec's §7): in their
 * scope an absent body, or an empty one sent as `application/json`, is read as `{}`. A call whose
 * payload has required fields still answers 400 naming the first one missing.
 */
import type { FastifyInstance } from 'fastify';

export function acceptEmptyBodies(app: FastifyInstance): void {
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') done(null, {});
    else json(request, String(body), done);
  });
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined) request.body = {};
  });
}
