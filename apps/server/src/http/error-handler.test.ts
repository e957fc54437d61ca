import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { answerRouterError, loggableError, registerErrorHandling } from './error-handler.ts';

describe('loggableError', () => {
  it('keeps the kind, the database code and the frames of a failed query, never its SQL or parameters', () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
      routine: 'report_invalid_encoding',
    });
    const failed = new Error(
      'Failed query: insert into "messages" ("body", "email") values ($1, $2)\nparams: Jag betalar på fredag,lars@example.se\n    at fake (frame)',
      { cause },
    );
    const logged = loggableError(failed);
    const written = JSON.stringify(logged);
    expect(written).not.toContain('lars@example.se');
    expect(written).not.toContain('insert into');
    expect(written).not.toContain('fake (frame)');
    expect(written).not.toContain('0x00');
    expect(logged).toMatchObject({ type: 'Error', causes: [{ type: 'Error' }, { code: '22021' }] });
    const [first] = logged.causes as { frames: string[] }[];
    expect(first?.frames.length).toBeGreaterThan(0);
    expect(first?.frames.every((frame) => frame.startsWith('at '))).toBe(true);
  });

  it('describes a thrown value that is not an Error by its type alone', () => {
    expect(loggableError('lars@example.se')).toEqual({ type: 'string', causes: [] });
  });
});

describe('the error shape', () => {
  it('answers an address the router cannot read in the API error shape, without echoing it', async () => {
    const app = Fastify({ frameworkErrors: answerRouterError });
    registerErrorHandling(app);
    app.get('/api/items/:itemGuid', async () => ({}));
    const malformed = await app.inject({ method: 'GET', url: '/api/items/%zz<b>' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: { code: 'BadRequest', message: 'The address is not valid.' } });
    const overlong = await app.inject({ method: 'GET', url: `/api/items/${'x'.repeat(200)}` });
    expect(overlong.statusCode).toBe(414);
    expect(overlong.json().error.code).toBe('BadRequest');
    expect(overlong.body).not.toContain('xxx');
    await app.close();
  });
});
