/**
 * BankID login under /api/auth: start an order, its QR code each second, collect every 2 s, cancel,
 * and the session protocol's `POST /callback/bankid` that signs in with the completed order.
 */
import {
  bankidCallbackForm,
  bankidCancelResponse,
  bankidCollectResponse,
  bankidOrderBody,
  bankidQrQuery,
  bankidQrResponse,
  bankidStartBody,
  bankidStartResponse,
  errorBody,
  redirectResponse,
} from '@fordra/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config-types.ts';
import type { Executor } from '../../db/executor.ts';
import { insertAuditEntry } from '../../db/repositories/audit-log.ts';
import { createBeginSession, SIGN_IN_DESCRIPTION } from '../begin-session.ts';
import { CSRF_COOKIE, csrfBinding, tokenFromCookie } from '../csrf.ts';
import { safeCallbackUrl } from '../routes.ts';
import type { SessionStore } from '../sessions.ts';
import { accountForPersonalNumber } from './bankid-account.ts';
import { browserBinding, createBankidOrders } from './bankid-orders.ts';
import type { BankidConnection } from './bankid-setup.ts';

const errors = {
  400: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  429: errorBody,
  503: errorBody,
};

export async function bankidRoutes(
  app: FastifyInstance,
  opts: { config: Config; db: Executor; sessions: SessionStore; bankid: BankidConnection },
) {
  const { config, db, bankid } = opts;
  const orders = createBankidOrders(db, bankid.client, app.log);
  const beginSession = createBeginSession(opts);
  const route = app.withTypeProvider<ZodTypeProvider>();

  /** The binding of the browser making the request, from its (signed) CSRF cookie; null without one. */
  const bindingOf = (request: FastifyRequest) => {
    const token = tokenFromCookie(
      request.cookies[CSRF_COOKIE],
      config.sessionSecret,
      csrfBinding(request.session),
    );
    return token ? browserBinding(token) : null;
  };

  route.post(
    '/bankid/start',
    {
      schema: { tags: ['auth'], body: bankidStartBody, response: { 200: bankidStartResponse, ...errors } },
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      // The CSRF check before this handler has made sure the cookie is there and valid.
      const binding = bindingOf(request) ?? '';
      const order = await orders.start(binding, request.ip);
      return {
        ...order,
        timeoutSeconds: config.bankid.uiTimeoutSeconds,
        testAppUrl: bankid.testAppUrl,
      };
    },
  );

  route.get(
    '/bankid/qr',
    {
      schema: { tags: ['auth'], querystring: bankidQrQuery, response: { 200: bankidQrResponse, ...errors } },
      config: { access: 'public', rateLimit: { max: 240, timeWindow: '1 minute' } },
    },
    async (request) => ({ qrData: await orders.qrData(bindingOf(request), request.query.orderRef) }),
  );

  route.post(
    '/bankid/collect',
    {
      schema: { tags: ['auth'], body: bankidOrderBody, response: { 200: bankidCollectResponse, ...errors } },
      config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => orders.collect(bindingOf(request), request.body.orderRef),
  );

  route.post(
    '/bankid/cancel',
    {
      schema: { tags: ['auth'], body: bankidOrderBody, response: { 200: bankidCancelResponse, ...errors } },
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => {
      await orders.cancel(bindingOf(request), request.body.orderRef);
      return { status: 'cancelled' as const };
    },
  );

  route.post(
    '/callback/bankid',
    {
      schema: {
        tags: ['auth'],
        description: SIGN_IN_DESCRIPTION,
        body: bankidCallbackForm,
        response: { 200: redirectResponse, ...errors },
      },
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { orderRef, callbackUrl } = request.body;
      const personalNumber = await orders.consume(bindingOf(request), orderRef);
      const { accountId, debtorId } = await accountForPersonalNumber(db, personalNumber, {
        ipAddress: request.ip,
        orderRef,
      });
      await beginSession(request, reply, accountId, 'bankid');
      await insertAuditEntry(db, {
        accountId,
        debtorId,
        action: 'login.bankid',
        ipAddress: request.ip,
        details: { orderRef },
      });
      request.log.info({ orderRef, accountId }, 'BankID login');
      return { url: safeCallbackUrl(callbackUrl, '/') };
    },
  );
}
