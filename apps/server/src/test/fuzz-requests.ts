/**
 * Bad requests for one API operation, made from its OpenAPI schemas and a valid request: wrong types,
 * missing fields, long texts, NUL and other control characters, bidi and zero-width characters, deep
 * nesting, prototype keys, huge, negative and fractional numbers, wrong content types, malformed JSON,
 * bad path parameters and encoded paths (values in fuzz-values.ts). The same seed gives the same requests.
 */
import type { ApiOperation, JsonSchema, KnownValues } from './api-operations.ts';
import { exampleOf, pathSegments } from './api-operations.ts';
import {
  BAD_PATH_PARAMS,
  badValues,
  deepArray,
  deepObject,
  describeValue,
  NASTY_TEXTS,
} from './fuzz-values.ts';
import { encodeBody, toJson } from './request-body.ts';

export type FuzzRequest = {
  /** What is wrong with the request, e.g. `body.months = -1`. */
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Whether the caller's CSRF token goes in the header. */
  csrf: boolean;
};

/** The server's default body limit: one mebibyte. */
const BODY_LIMIT = 1024 * 1024;

type FieldPath = (string | number)[];

/** Every field of a body: its path in the valid body and its schema (arrays by their first item). */
function fieldsOf(
  schema: JsonSchema,
  value: unknown,
  path: FieldPath = [],
): { path: FieldPath; schema: JsonSchema }[] {
  const here = path.length ? [{ path, schema }] : [];
  if (schema.type === 'object' && schema.properties) {
    const object = (value ?? {}) as Record<string, unknown>;
    return [
      ...here,
      ...Object.entries(schema.properties).flatMap(([key, property]) =>
        fieldsOf(property, object[key], [...path, key]),
      ),
    ];
  }
  if (schema.type === 'array' && Array.isArray(value) && value.length > 0 && schema.items)
    return [...here, ...fieldsOf(schema.items, value[0], [...path, 0])];
  return here;
}

function withField(body: unknown, path: FieldPath, value: unknown, remove = false): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path.at(-1) as string | number;
  if (remove) delete parent[last];
  // defineProperty, so that a key named `__proto__` becomes a field and not the prototype.
  else Object.defineProperty(parent, last, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** The path of an operation spelled otherwise: percent-encoded, with dot segments, slashes, case. */
function pathSpellings(path: string): { label: string; url: string }[] {
  const rest = path.slice('/api/'.length);
  return [
    { label: 'path /%61pi', url: `/%61pi/${rest}` },
    { label: 'path /ap%69', url: `/ap%69/${rest}` },
    { label: 'path /%61%70%69', url: `/%61%70%69/${rest}` },
    { label: 'path with an encoded slash', url: `/api%2F${rest}` },
    { label: 'path encoded twice', url: `/%2561pi/${rest}` },
    { label: 'path with a dot segment', url: `/api/./${rest}` },
    { label: 'path with a dot-dot segment', url: `/api/../api/${rest}` },
    { label: 'path with a double slash', url: `//api/${rest}` },
    { label: 'path with a trailing slash', url: `${path}/` },
    { label: 'path with a parameter', url: `${path};x=1` },
    { label: 'path with NUL', url: `${path}%00` },
    { label: 'path with a lone percent', url: `${path}%` },
    { label: 'path in upper case', url: `/API/${rest}` },
    { label: 'path with a malformed query', url: `${path}?%=%zz&a=%` },
  ];
}

const encodeQuery = (entries: [string, string][]) =>
  entries.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');

/** Every bad request for one operation; `known` gives the valid request values the schema cannot. */
export function fuzzRequests(operation: ApiOperation, known: KnownValues, seed: number): FuzzRequest[] {
  const { method } = operation;
  const paramValues = Object.fromEntries(
    Object.entries(operation.pathParams).map(([name, schema]) => [
      name,
      String(exampleOf(schema, known, name)),
    ]),
  );
  const pathWith = (values: Record<string, string>) =>
    `/${pathSegments(operation.url)
      .map((segment) => (segment.param ? (values[segment.param] ?? '') : segment.text))
      .join('/')}`;
  const path = pathWith(paramValues);
  const query: [string, string][] = operation.query.map((q) => [
    q.name,
    String(exampleOf(q.schema, known, q.name)),
  ]);
  const urlWith = (p: string, entries: [string, string][] | string = query) => {
    const text = typeof entries === 'string' ? entries : encodeQuery(entries);
    return text ? `${p}?${text}` : p;
  };
  const url = urlWith(path);
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const bodySchema = hasBody ? operation.body?.schema : undefined;
  const body = bodySchema ? exampleOf(bodySchema, known) : undefined;
  const json = { 'content-type': 'application/json' };
  /** The request with `value` as its body, written in the operation's media type. */
  const withBody = (value: unknown) => {
    const { contentType, payload } = encodeBody(operation.body?.mediaType ?? 'application/json', value);
    return { headers: { 'content-type': contentType }, payload };
  };
  const request = (label: string, changes: Partial<FuzzRequest> = {}): FuzzRequest => ({
    label,
    method,
    url,
    ...(body === undefined ? { headers: {} } : withBody(body)),
    csrf: true,
    ...changes,
  });
  const jsonBody = (label: string, payload: string, csrf = true) =>
    request(label, { headers: json, payload, csrf });

  // The valid request and its spellings come last: one that succeeds may use up what the others need
  // to reach deep (a pending plan that a decision ends, a session that a sign-out ends).
  const validRequests = [
    request('valid request'),
    ...pathSpellings(path).map((spelling) => request(spelling.label, { url: urlWith(spelling.url) })),
    request('query with prototype keys', {
      url: urlWith(path, `${encodeQuery(query)}&__proto__=x&constructor[prototype][polluted]=1&toString=x`),
    }),
  ];
  const requests: FuzzRequest[] = [];

  for (const name of Object.keys(operation.pathParams)) {
    for (const bad of BAD_PATH_PARAMS)
      requests.push(
        request(`path ${name} = ${describeValue(bad)}`, {
          url: urlWith(pathWith({ ...paramValues, [name]: bad })),
        }),
      );
  }

  for (const [index, parameter] of operation.query.entries()) {
    const others = query.filter((_, i) => i !== index);
    for (const bad of [...NASTY_TEXTS, 'x'.repeat(10_000), 'not-a-guid'])
      requests.push(
        request(`query ${parameter.name} = ${describeValue(bad)}`, {
          url: urlWith(path, [...others, [parameter.name, bad]]),
        }),
      );
    const value = query[index]?.[1] ?? '';
    const key = encodeURIComponent(parameter.name);
    for (const [label, text] of [
      ['twice', `${key}=${value}&${key}=${value}`],
      ['as an array', `${key}[]=${value}`],
      ['as an object', `${key}[a]=${value}`],
      ['with a lone percent', `${key}=%`],
      ['with NUL', `${key}=%00`],
    ] as const)
      requests.push(request(`query ${parameter.name} ${label}`, { url: urlWith(path, text) }));
    requests.push(request(`query without ${parameter.name}`, { url: urlWith(path, others) }));
  }

  requests.push(
    request('with garbage cookies', {
      headers: {
        ...(body === undefined ? {} : withBody(body).headers),
        cookie: `fordra.session=%ZZ%00; fordra.csrf=${'x'.repeat(4000)}; fordra.lang=\u202e`,
      },
    }),
  );

  if (!hasBody) {
    requests.push(request('GET with a JSON body', { headers: json, payload: '{"a":1}' }));
    return [...requests, ...validRequests];
  }

  if (bodySchema && body !== undefined) {
    const fields = fieldsOf(bodySchema, body);
    for (const [index, field] of fields.entries()) {
      const name = `body.${field.path.join('.')}`;
      // A token in the body counts only without the header.
      const csrf = field.path[0] !== 'csrfToken';
      for (const bad of badValues(field.schema, seed + index))
        requests.push(
          request(`${name} = ${bad.label}`, { ...withBody(withField(body, field.path, bad.value)), csrf }),
        );
      requests.push(
        request(`${name} missing`, { ...withBody(withField(body, field.path, undefined, true)), csrf }),
      );
    }
  }

  const validJson = toJson(body ?? {});
  const inner = validJson.slice(1, -1);
  const firstText =
    bodySchema && body ? fieldsOf(bodySchema, body).find((f) => f.schema.type === 'string') : undefined;
  requests.push(
    ...(
      [
        ['body null', 'null'],
        ['body an array', `[${validJson}]`],
        ['body a text', '"x"'],
        ['body a number', '1'],
        ['body empty', ''],
        ['body malformed', '{"a":'],
        ['body with a trailing comma', validJson.replace(/\}$/, ',}')],
        ['body in single quotes', "{'a':1}"],
        ['body with NaN', '{"a":NaN}'],
        ['body NUL', '\u0000'],
        ['body after a byte-order mark', `\ufeff${validJson}`],
        ['body nested 10 000 deep', deepArray(10_000).text],
        ['body of objects nested 10 000 deep', deepObject(10_000).text],
        ['body with __proto__', `{"__proto__":{"polluted":true}${inner ? `,${inner}` : ''}}`],
        [
          'body with constructor.prototype',
          `{"constructor":{"prototype":{"polluted":true}}${inner ? `,${inner}` : ''}}`,
        ],
        [
          'body with 10 000 keys',
          toJson(Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i]))),
        ],
      ] as const
    ).map(([label, payload]) => jsonBody(label, payload)),
    request('body over the size limit', withBody({ ...(body as object), padding: 'x'.repeat(BODY_LIMIT) })),
  );
  if (firstText) {
    const filler = 'x'.repeat(BODY_LIMIT - validJson.length - 1024);
    requests.push(
      request(
        `body.${firstText.path.join('.')} just under the size limit`,
        withBody(withField(body, firstText.path, filler)),
      ),
    );
  }

  const form = new URLSearchParams(
    Object.entries((body ?? {}) as Record<string, unknown>).map(([k, v]) => [
      k,
      typeof v === 'string' ? v : JSON.stringify(v),
    ]),
  ).toString();
  requests.push(
    ...(
      [
        ['form-encoded', 'application/x-www-form-urlencoded', form],
        [
          'form with prototype keys',
          'application/x-www-form-urlencoded',
          `${form}&__proto__[polluted]=1&constructor[prototype][polluted]=1`,
        ],
        ['form with every field twice', 'application/x-www-form-urlencoded', `${form}&${form}`],
        ['form malformed', 'application/x-www-form-urlencoded', '%=%zz&a=%'],
        ['text', 'text/plain', validJson],
        ['XML', 'application/xml', '<a>1</a>'],
        [
          'multipart',
          'multipart/form-data; boundary=fuzz',
          '--fuzz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--fuzz--\r\n',
        ],
        ['JSON in UTF-16', 'application/json; charset=utf-16', validJson],
        ['JSON typed in upper case', 'APPLICATION/JSON', validJson],
      ] as const
    ).map(([label, type, payload]) =>
      request(`content type ${label}`, { headers: { 'content-type': type }, payload }),
    ),
  );
  requests.push(
    request('no content type', { headers: {}, payload: validJson }),
    request('gzip that is not', { headers: { ...json, 'content-encoding': 'gzip' }, payload: validJson }),
    request('without CSRF token', { csrf: false }),
    request('with a wrong CSRF token', { headers: { ...json, 'x-csrf-token': 'x'.repeat(43) }, csrf: false }),
    request('with a CSRF token of NUL', { headers: { ...json, 'x-csrf-token': '\u0000' }, csrf: false }),
  );
  return [...requests, ...validRequests];
}
