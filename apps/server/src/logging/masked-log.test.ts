/**
 * No full personal or organisation number in any log line: the real app's lines while requests carry
 * numbers in their addresses and bodies, and the lines of errors that hold them, logged as the
 * background work logs its failures.
 */
import type { DestinationStream } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApiKey } from '../seed/demo-data.ts';
import { startTestApp, type TestApp, Visitor } from '../test/test-app.ts';
import { maskIdentityNumbers } from './identity-numbers.ts';
import { createLogger } from './logger.ts';

/** Every full spelling of the numbers below: none may appear in a log line. */
const FULL_NUMBERS = [
  '19121212-1212',
  '191212121212',
  '1212121212',
  '121212-1212',
  '121212+1212',
  '121212%2B1212',
  '559048-1270',
  '5590481270',
  '19850314-2385',
];

/** A log destination that keeps each line. */
function capture(): DestinationStream & { lines: string[] } {
  const lines: string[] = [];
  return { lines, write: (line: string) => void lines.push(line) };
}

function expectMasked(lines: string[]) {
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    for (const number of FULL_NUMBERS) expect(line, line).not.toContain(number);
    // Every line is still one JSON object.
    expect(() => JSON.parse(line), line).not.toThrow();
  }
}

describe('the mask', () => {
  it('writes every way of writing an identity number with its birth date only', () => {
    expect(maskIdentityNumbers('person 19121212-1212, also 191212121212.')).toBe(
      'person 19121212-XXXX, also 19121212-XXXX.',
    );
    expect(maskIdentityNumbers('121212-1212 121212+1212 1212121212 559048-1270')).toBe(
      '121212-XXXX 121212-XXXX 121212-XXXX 559048-XXXX',
    );
    expect(maskIdentityNumbers('Key (identity_number)=(19850314-2385) already exists')).toBe(
      'Key (identity_number)=(19850314-XXXX) already exists',
    );
  });

  it('leaves uuids, case numbers, amounts and times alone', () => {
    for (const text of [
      '20240101-1234-4abc-8def-0123456789ab',
      'c0ffee00-1234-4abc-8def-123456789012',
      'case 1000004, OCR 100000496, 12 345,67 kr',
      '"time":1733500000000',
    ])
      expect(maskIdentityNumbers(text)).toBe(text);
  });
});

describe('the logger', () => {
  it('masks the message, every field and errors with their causes, however they are logged', () => {
    const out = capture();
    const log = createLogger('info', out);
    const cause = new Error('no debtor 5590481270');
    const error = Object.assign(new Error('the step of 19121212-1212 failed', { cause }), {
      detail: 'Key (identity_number)=(19850314-2385) already exists',
      parameters: ['121212+1212', 42],
    });
    log.error({ err: error }, 'the business day run failed');
    log.warn(error);
    log.warn(error, 'checking %s', '191212121212');
    log.info({ error, debtor: { identityNumber: '19121212-1212', seen: ['121212-1212'] } }, 'looked up');
    log.info('looked up %s and %s', '1212121212', '559048-1270');
    expectMasked(out.lines);
    const [first, second] = out.lines.map((line) => JSON.parse(line));
    expect(first.err.message).toContain('the step of 19121212-XXXX failed');
    expect(first.err.message).toContain('no debtor 559048-XXXX');
    expect(first.err.stack).toContain('19121212-XXXX');
    expect(first.err.detail).toContain('(19850314-XXXX)');
    expect(first.err.parameters).toEqual(['121212-XXXX', 42]);
    expect(second.msg).toBe('the step of 19121212-XXXX failed');
    expect(out.lines.at(-1)).toContain('looked up 121212-XXXX and 559048-XXXX');
  });
});

describe('the app’s log', () => {
  let t: TestApp;
  const out = capture();
  beforeAll(async () => {
    t = await startTestApp({ LOG_LEVEL: 'trace' }, { logTo: out });
  });
  afterAll(() => t.close());

  it('holds no full personal number of an address, a body or an error', async () => {
    const key = { authorization: `Bearer ${demoApiKey.key}` };
    for (const url of [
      '/api/extgwapi/api/check/address/19121212-1212',
      '/api/extgwapi/api/check/address/121212%2B1212',
      '/api/extgwapi/api/check/address/5590481270',
      '/api/no-such/191212121212?ssn=121212-1212',
      '/staff/cases?q=19850314-2385',
    ])
      await t.app.inject({ method: 'GET', url, headers: key });
    const visitor = new Visitor(t.app);
    await visitor.signIn('19121212-1212', 'not the password');
    await t.app.inject({
      method: 'POST',
      url: '/api/extgwapi/api/wip/registration/registercollectioncase',
      headers: { ...key, 'content-type': 'application/json' },
      payload: '{"debtor":{"identityNumber":"19121212-1212"',
    });
    // As the inbox, the collection process and the control socket log their failures.
    t.app.log.error(
      { err: new Error('payment of 191212121212 refused', { cause: new Error('559048-1270') }) },
      'payment inbox: a file was set aside',
    );
    expectMasked(out.lines);
    const text = out.lines.join('');
    expect(text).toContain('/check/address/19121212-XXXX');
    expect(text).toContain('/check/address/121212-XXXX');
    expect(text).toContain('payment of 19121212-XXXX refused');
    expect(text).toContain('559048-XXXX');
  });
});
