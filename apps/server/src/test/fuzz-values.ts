/**
 * Bad values for fuzzing the API: NUL and other control characters, bidi overrides and zero-width
 * characters, blank and long texts, wrong types, huge, negative, fractional and unparseable numbers,
 * deep nesting, bad path parameters; and more drawn by fast-check from a seed.
 */
import fc from 'fast-check';
import { exampleOf, type JsonSchema, UNKNOWN_GUID } from './api-operations.ts';
import { RawJson, raw } from './request-body.ts';

export const deepArray = (depth: number) => raw(`${'['.repeat(depth)}${']'.repeat(depth)}`);
export const deepObject = (depth: number) => raw(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);

/** Texts every string field gets: NUL, other control characters, bidi overrides, zero-width characters, blanks. */
export const NASTY_TEXTS = [
  'a\u0000b',
  '\u0001\u0008\u000b\u001b[2J\u007f\u0085',
  '\u202eevil\u202c \u2066x\u2069\u200f',
  '\u200b\u200c\u200d\u2060\ufeff',
  ' \t\r\n',
  '',
];

/**
 * More texts, a few drawn for each field. None holds the words the leak check looks for, since
 * answers may rightly echo stored text.
 */
const MORE_TEXTS = [
  "'; drop table debtors; --",
  "' or '1'='1",
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection is what this text tries.
  '${7*7}{{7*7}}',
  '\ud800',
  '\udfff\ud800x',
  'A\u030a\u0041\u030a',
  '\u{1f468}\u200d\u{1f469}\u200d\u{1f467}',
  'مرحبا بالعالم',
  '%00%2e%2e%2f',
  '\\',
  '"',
  'null',
  '-1',
  '1e999',
  'NaN',
  '__proto__',
  '\u2028\u2029',
  '\r\nSet-Cookie: x=1',
  'x'.repeat(5000),
];

const WRONG_TYPES: Record<string, unknown[]> = {
  string: [null, 0, true, [], {}],
  number: ['1', 'NaN', '-Infinity', null, true, [], {}],
  boolean: ['true', 1, null, []],
  array: [null, 'x', {}, 0],
  object: [null, 'x', [], 0],
};

const NUMBERS = [
  0,
  -1,
  1.5,
  raw('-0'),
  raw('1e21'),
  raw('1e999'),
  raw('-1e999'),
  raw('9007199254740993'),
  -2147483649,
  1000,
  raw('1E+2'),
];

/** What fast-check draws for a field: more texts, any text, any JSON value, integers and doubles. */
const fuzzedValue = fc.oneof(
  fc.constantFrom(...MORE_TEXTS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.integer(),
  fc.double(),
);

const typeOf = (schema: JsonSchema): string =>
  schema.type === 'integer' ? 'number' : (schema.type ?? 'string');

/** The bad values of one field: those of its type, and two drawn for it from the seed. */
export function badValues(schema: JsonSchema, seed: number): { label: string; value: unknown }[] {
  const type = typeOf(schema);
  const values: unknown[] = [...(WRONG_TYPES[type] ?? [])];
  if (type === 'string') {
    values.push(...NASTY_TEXTS, 'x'.repeat((schema.maxLength ?? 10_000) + 1));
    if (schema.enum) values.push(String(schema.enum[0]).toUpperCase(), `${String(schema.enum[0])}\u0000`);
    if (schema.format === 'uuid')
      values.push('not-a-guid', UNKNOWN_GUID.toUpperCase(), `${UNKNOWN_GUID}\u0000`);
  }
  if (type === 'number') values.push(...NUMBERS);
  if (type === 'boolean') values.push(false);
  if (type === 'array') {
    const item = exampleOf(schema.items ?? {});
    values.push(
      [],
      [null],
      Array.from({ length: (schema.maxItems ?? 1000) + 1 }, () => item),
      deepArray(5000),
    );
  }
  if (type === 'object') values.push({}, deepObject(5000), { extra: 'field' });
  const drawn = fc.sample(fuzzedValue, { seed, numRuns: 2 });
  return [...values, ...drawn].map((value) => ({ label: describeValue(value), value }));
}

/** A bad value as the report names it: its JSON text, shortened. */
export function describeValue(value: unknown): string {
  const text = value instanceof RawJson ? value.text : JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 30)}… (${text.length} characters)` : text;
}

/** Path parameters that are not guids, or not even readable addresses. */
export const BAD_PATH_PARAMS = [
  'not-a-guid',
  `${UNKNOWN_GUID}x`,
  UNKNOWN_GUID.toUpperCase(),
  '00000000-0000-0000-0000-000000000000',
  '..',
  '%2e%2e',
  '%2F',
  'a%2Fb',
  '%00',
  `${UNKNOWN_GUID}%00`,
  '%',
  '%zz',
  '%C0%AF',
  'x'.repeat(200),
  "'%20or%201=1",
  '%E2%80%AE',
  '%F0%9F%98%80',
  '%20',
];
