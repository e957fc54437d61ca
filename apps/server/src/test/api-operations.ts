/**
 * The API as its OpenAPI document describes it, for tests that call every operation: each path with
 * its parameters, query and body schemas, and a valid-looking request built from them.
 */
import type { FastifyInstance } from 'fastify';

/** The part of JSON Schema that the contract's zod schemas turn into in the OpenAPI document. */
export type JsonSchema = {
  type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean' | 'null';
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  nullable?: boolean;
  anyOf?: JsonSchema[];
};

export type QueryParameter = { name: string; required: boolean; schema: JsonSchema };

export type ApiOperation = {
  method: string;
  /** In Fastify's form: `/api/staff/plans/:planGuid/decision`. */
  url: string;
  pathParams: Record<string, JsonSchema>;
  query: QueryParameter[];
  /** The body's media type (JSON when it may be sent as JSON) and schema; null when it takes none. */
  body: { mediaType: string; schema: JsonSchema } | null;
};

type OpenApiParameter = { in: string; name: string; required?: boolean; schema: JsonSchema };
type OpenApiOperation = {
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

export function apiOperations(app: FastifyInstance): ApiOperation[] {
  const document = app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const contents = Object.entries(operation.requestBody?.content ?? {});
      const [mediaType, content] =
        contents.find(([type]) => type === 'application/json') ?? contents[0] ?? [];
      return {
        method: method.toUpperCase(),
        url: path.replace(/\{(\w+)\}/g, ':$1'),
        pathParams: Object.fromEntries(
          parameters.filter((p) => p.in === 'path').map((p) => [p.name, p.schema]),
        ),
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, required: p.required === true, schema: p.schema })),
        body: mediaType && content ? { mediaType, schema: content.schema } : null,
      };
    }),
  );
}

/** A version-4 guid that names nothing in the demo data. */
export const UNKNOWN_GUID = '5b0c3f8e-2d1a-4c6b-9e7f-1a2b3c4d5e6f';

/** Values by field or parameter name, for strings whose meaning the schema does not say (an e-mail address). */
export type KnownValues = Record<string, unknown>;

/** A value the schema accepts: the known value of its name, else the first enum value, else the simplest. */
export function exampleOf(schema: JsonSchema, known: KnownValues = {}, name?: string): unknown {
  if (name !== undefined && Object.hasOwn(known, name)) return known[name];
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return exampleOf(schema.anyOf.find((s) => s.type !== 'null') ?? {}, known, name);
  switch (schema.type) {
    case 'object':
      // The CSRF token travels in the header; a body field would hide a request made without one.
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => key !== 'csrfToken')
          .map(([key, property]) => [key, exampleOf(property, known, key)]),
      );
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => exampleOf(schema.items ?? {}, known));
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      return schema.format === 'uuid' ? UNKNOWN_GUID : 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return null;
  }
}

/** The segments of a route's path, each with whether it is a parameter (`:name` or `*`). */
export function pathSegments(url: string): { text: string; param: string | null }[] {
  return url
    .split('/')
    .slice(1)
    .map((text) => ({ text, param: text === '*' ? '*' : text.startsWith(':') ? text.slice(1) : null }));
}
