/**
 * buildApp(config, database, services): plugins, then the session layer, then the routes. It never
 * listens. `services.bankid` is the connection to BankID (see connectBankid); without it BankID is not offered.
 * `services.addressRegister` answers the clients' address checks (see connectAddressRegister).
 */
import os from 'node:os';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createApiKeyStore } from './auth/api-keys.ts';
import type { BankidConnection } from './auth/bankid/bankid-setup.ts';
import { bankidRoutes } from './auth/bankid/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { sessionPlugin } from './auth/session-plugin.ts';
import { createSessionStore } from './auth/sessions.ts';
import { metricsOnPortal } from './config.ts';
import type { Config } from './config-types.ts';
import type { Database } from './db/client.ts';
import { registerCompression } from './http/compression.ts';
import { registerDemoDataGate } from './http/demo-data-gate.ts';
import { answerRouterError, registerErrorHandling } from './http/error-handler.ts';
import { registerInputChecks } from './http/input-checks.ts';
import { acceptEmptyBodies } from './http/legacy-bodies.ts';
import { metricsRoute, registerRequestMetrics } from './http/metrics.ts';
import { databaseRateLimitStore } from './http/rate-limit-store.ts';
import { ReadCache } from './http/read-cache.ts';
import { registerRequestIds, requestIdOptions } from './http/request-ids.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { fastifyTimeouts, httpTimeouts } from './http/timeouts.ts';
import { registerWebApp } from './http/web-app.ts';
import { createLogger } from './logging/logger.ts';
import { portalMetricsText, readCacheReads } from './metrics/portal-metrics.ts';
import type { AddressRegister } from './modules/address-register/address-register.ts';
import { addressCheckRoutes } from './modules/address-register/routes.ts';
import { caseGatewayRoutes, caseLegacyRoutes } from './modules/cases/routes.ts';
import { clientRoutes, invitationRoutes } from './modules/clients/routes.ts';
import { creditorCaseRoutes } from './modules/creditor-cases/routes.ts';
import { creditorPaymentRoutes } from './modules/creditor-payments/routes.ts';
import { debtorGatewayRoutes, debtorLegacyRoutes } from './modules/debtor/routes.ts';
import { deliveryRoutes } from './modules/delivery/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { helpRoutes } from './modules/help/routes.ts';
import { invoiceRoutes } from './modules/invoices/routes.ts';
import { startAttachmentTypePool } from './modules/messages/attachment-type-pool.ts';
import { messageRoutes } from './modules/messages/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import {
  objectionClientRoutes,
  objectionDebtorRoutes,
  objectionStaffRoutes,
} from './modules/objections/routes.ts';
import { planLegacyRoutes, planStaffRoutes } from './modules/plans/routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { staffActionRoutes } from './modules/staff/action-routes.ts';
import { staffAdminRoutes } from './modules/staff/admin-routes.ts';
import { staffReadRoutes } from './modules/staff/read-routes.ts';
import { staffRecordRoutes } from './modules/staff/record-routes.ts';
import { webhookRoutes } from './modules/webhooks/routes.ts';

export const GATEWAY_PREFIX = '/api/extgwapi/api';

/**
 * The zod schemas of a route in JSON Schema (fastify-type-provider-zod), also a body given per media
 * type (`{ content: { <type>: { schema } } }`, the message calls' form or JSON), which it does not know.
 */
const openApiTransform: typeof jsonSchemaTransform = (document) => {
  const body = document.schema?.body as { content?: Record<string, { schema: unknown }> } | undefined;
  if (!body?.content) return jsonSchemaTransform(document);
  const { body: _perType, ...schema } = document.schema;
  const transformed = jsonSchemaTransform({ ...document, schema });
  const content = Object.fromEntries(
    Object.entries(body.content).map(([type, { schema: zod }]) => [
      type,
      {
        schema: (jsonSchemaTransform({ ...document, schema: { body: zod } }).schema as { body: unknown })
          .body,
      },
    ]),
  );
  return { ...transformed, schema: { ...transformed.schema, body: { content } } };
};

/** The process's cache of frequent reads (read-cache.ts), emptied by every change the database announces. */
async function registerReadCache(app: FastifyInstance, database: Database): Promise<ReadCache> {
  const reads = new ReadCache({ onRead: (result) => readCacheReads.inc({ result }) });
  const stop = await database.listenForChanges(reads, (error) =>
    app.log.warn(
      { err: error },
      'Not hearing the database’s changes: reads are not kept until the connection is back',
    ),
  );
  app.addHook('onClose', stop);
  return reads;
}

export async function buildApp(
  config: Config,
  database: Database,
  services: {
    bankid?: BankidConnection | null;
    addressRegister?: AddressRegister | null;
    /** The demo data a first start seeds while it serves: API calls that read data wait for it. */
    demoData?: Promise<unknown>;
    /** The process's logger (logging/logger.ts); one of the configured level otherwise. */
    log?: FastifyBaseLogger;
  } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    // Personal numbers masked in every line, credentials redacted (logging/logger.ts).
    loggerInstance: services.log ?? createLogger(config.logLevel),
    ...requestIdOptions(config.trustProxy),
    bodyLimit: 1024 * 1024,
    ...fastifyTimeouts(httpTimeouts),
    trustProxy: config.trustProxy,
    frameworkErrors: answerRouterError,
  });
  // First, so that every later hook's lines name the request.
  registerRequestIds(app);
  registerRequestMetrics(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerInputChecks(app);

  registerSecurityHeaders(app);
  if (services.demoData) registerDemoDataGate(app, services.demoData);
  // Before the routes and the web app's files (@fastify/static must come after it).
  await registerCompression(app);
  await app.register(cookie);
  await app.register(formbody);
  // Counted in the database, so that every process behind it counts the same requests.
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(database.db) });
  const reads = await registerReadCache(app, database);
  // Before any route, so that every route's declared access is seen and enforced.
  const sessions = createSessionStore(database.db, config.session, reads);
  await app.register(sessionPlugin, { config, sessions, apiKeys: createApiKeyStore(database.db, reads) });

  await app.register(swagger, {
    openapi: { info: { title: `${config.productName} API`, version: '1.0.0' } },
    transform: openApiTransform,
  });
  await app.register(async (docs) => {
    // The OpenAPI document and its viewer describe the API to anyone; they hold no data.
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'public' };
    });
    await docs.register(swaggerUi, { routePrefix: '/api/docs' });
  });

  const bankid = services.bankid ?? null;
  await app.register(authRoutes, {
    prefix: '/api/auth',
    config,
    db: database.db,
    sessions,
    bankidEnabled: bankid !== null,
  });
  await app.register(invitationRoutes, { prefix: '/api/auth', db: database.db });
  if (bankid)
    await app.register(bankidRoutes, { prefix: '/api/auth', config, db: database.db, sessions, bankid });
  await app.register(
    async (legacy) => {
      acceptEmptyBodies(legacy);
      await legacy.register(debtorLegacyRoutes, { db: database.db, reads });
      await legacy.register(caseLegacyRoutes, { db: database.db, reads });
      await legacy.register(planLegacyRoutes, { db: database.db, config });
    },
    { prefix: '/api/soap' },
  );
  await app.register(debtorGatewayRoutes, { prefix: GATEWAY_PREFIX, db: database.db });
  await app.register(notificationRoutes, {
    prefix: GATEWAY_PREFIX,
    db: database.db,
    codesPerHour: config.verificationCodesPerHour,
  });
  await app.register(caseGatewayRoutes, { prefix: GATEWAY_PREFIX, db: database.db, reads });
  await app.register(clientRoutes, { prefix: GATEWAY_PREFIX, db: database.db, publicUrl: config.publicUrl });
  await app.register(creditorCaseRoutes, { prefix: GATEWAY_PREFIX, db: database.db, config });
  await app.register(invoiceRoutes, { prefix: GATEWAY_PREFIX, db: database.db });
  await app.register(creditorPaymentRoutes, {
    prefix: GATEWAY_PREFIX,
    db: database.db,
    publicUrl: config.publicUrl,
  });
  await app.register(reportRoutes, { prefix: GATEWAY_PREFIX, db: database.db, config });
  await app.register(webhookRoutes, { prefix: GATEWAY_PREFIX, db: database.db, config });
  await app.register(addressCheckRoutes, {
    prefix: GATEWAY_PREFIX,
    db: database.db,
    register: services.addressRegister ?? null,
    lookupsPerMinute: config.addressRegister.lookupsPerMinute,
  });
  await app.register(helpRoutes, { prefix: '/api/help', config });
  await app.register(healthRoutes, { prefix: '/api', db: database.db, reads });
  await app.register(deliveryRoutes, { db: database.db, reportToken: config.delivery.sms.reportToken });
  if (metricsOnPortal(config.metrics))
    await app.register(metricsRoute, {
      metrics: config.metrics,
      collect: () => portalMetricsText(database.db),
    });
  const attachmentTypes = startAttachmentTypePool({
    // One core stays for the requests; decoding waits in the queue rather than slow them down.
    workers: Math.max(1, Math.min(4, os.availableParallelism() - 1)),
    timeoutMs: 30_000,
  });
  app.addHook('onClose', () => attachmentTypes.close());
  await app.register(messageRoutes, {
    prefix: GATEWAY_PREFIX,
    db: database.db,
    uploadDir: config.uploadDir,
    publicUrl: config.publicUrl,
    attachmentTypes,
  });
  const objectionOptions = {
    db: database.db,
    uploadDir: config.uploadDir,
    attachmentTypes,
    publicUrl: config.publicUrl,
  };
  await app.register(objectionDebtorRoutes, { prefix: GATEWAY_PREFIX, ...objectionOptions });
  await app.register(objectionClientRoutes, { prefix: GATEWAY_PREFIX, ...objectionOptions });
  await app.register(objectionStaffRoutes, { prefix: '/api/staff', ...objectionOptions });
  await app.register(planStaffRoutes, { prefix: '/api/staff', db: database.db, config });
  await app.register(staffActionRoutes, { prefix: '/api/staff', db: database.db, config });
  await app.register(staffAdminRoutes, { prefix: '/api/staff', db: database.db });
  await app.register(staffReadRoutes, { prefix: '/api/staff', db: database.db, config });
  await app.register(staffRecordRoutes, { prefix: '/api/staff', db: database.db });

  await registerWebApp(app, config, sessions);
  return app;
}
