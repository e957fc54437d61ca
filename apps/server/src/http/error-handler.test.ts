import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { answerRouterError, registerErrorHandling } from './error-handler.ts';

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
