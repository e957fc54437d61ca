import { authGet } from '../../../shared/api/api-client.ts';
import { providersResponse } from '../../../shared/api/wire-schemas.ts';

/**
 * The sign-in methods the server offers, keyed by provider id (`credentials`; later `bankid`).
 * Fetched by the sign-in route's loader rather than TanStack Query, which the sign-in page
 * does not otherwise need.
 */
export function getProviders() {
  return authGet('/providers', providersResponse);
}
