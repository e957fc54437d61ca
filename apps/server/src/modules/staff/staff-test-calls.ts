/**
 * Calls to /api/staff as a signed-in browser makes them (its cookies and CSRF token), for the back
 * office's tests: any method, a JSON body, extra headers.
 */
import type { HTTPMethods } from 'fastify';
import type { Visitor } from '../../test/test-app.ts';

export function staffCall(
  visitor: Visitor,
  method: HTTPMethods,
  path: string,
  json?: unknown,
  headers: Record<string, string> = {},
) {
  return visitor.app.inject({
    method,
    url: `/api/staff${path}`,
    headers: {
      cookie: visitor.cookieHeader,
      'x-csrf-token': visitor.csrfToken,
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(json === undefined ? {} : { payload: JSON.stringify(json) }),
  });
}
