/**
 * What the API client (api-client.ts) needs of a response schema; every zod schema, classic or mini,
 * is one, and so are the session protocol's plain checks (wire-schemas.ts).
 */
export type ResponseSchema<T> = {
  safeParse(data: unknown): { success: true; data: T } | { success: false; data?: undefined };
};
