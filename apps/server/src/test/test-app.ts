/**
 * A real server for integration tests: in-memory PGlite (loaded from the template's dump), or a fresh database on the PostgreSQL of
 * `FORDRA_TEST_DATABASE_URL` (created with a random name and dropped afterwards), migrated and seeded.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BankidTestServer } from '@fordra/bankid/test-server';
import { addDays, stockholmDateTime } from '@fordra/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import { buildApp } from '../app.ts';
import { connectBankid } from '../auth/bankid/bankid-setup.ts';
import { loadConfig } from '../config.ts';
import type { Config } from '../config-types.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { createLogger } from '../logging/logger.ts';
import { connectAddressRegister } from '../modules/address-register/address-register.ts';
import { seedDemoData } from '../seed/seed-demo.ts';
import { enterReferenceRatesUpTo } from './reference-rate-fixture.ts';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  today: string;
  /** The local BankID test server the app talks to, unless the test turned it off. */
  bankidTestServer: BankidTestServer | null;
  close: () => Promise<void>;
};

/** A new database with a random name on the PostgreSQL server at `serverUrl`, and how to drop it. */
export async function createPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `fordra_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      // A closed pool's connections end after its end() resolves; forcing one still ending fails it in the test.
      for (let tries = 0; tries < 50; tries++) {
        const { rows } = await client.query<{ open: number }>(
          'select count(*)::int as open from pg_stat_activity where datname = $1',
          [name],
        );
        if ((rows[0]?.open ?? 0) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * Starts a test server on a migrated, seeded database; every half-year up to a year from today has a
 * reference rate unless `missingReferenceRates` leaves those after the last published one missing, as in
 * production.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: {
    missingReferenceRates?: boolean;
    /** Where the app's log lines go (at `LOG_LEVEL`, silent unless `env` says otherwise). */
    logTo?: DestinationStream;
  } = {},
): Promise<TestApp> {
  const serverUrl = process.env.FORDRA_TEST_DATABASE_URL;
  const postgres = serverUrl ? await createPostgresDatabase(serverUrl) : null;
  const config = loadConfig({
    SESSION_SECRET: 'test-secret-test-secret-test-secret',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    // The test servers on free ports, so test files never collide with each other or `npm start`.
    BANKID_TEST_SERVER_PORT: '0',
    BANKID_TEST_APP_PORT: '0',
    ADDRESS_REGISTER_TEST_PORT: '0',
    // Each test app's print files in a folder of its own.
    PRINT_DIR: path.join(tmpdir(), `fordra-print-${randomUUID()}`),
    MAILBOX_TEST_PORT: '0',
    SMTP_TEST_PORT: '0',
    SMTP_TEST_WEB_PORT: '0',
    SMS_TEST_PORT: '0',
    ...env,
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: null,
    pgliteTemplateDir: config.cacheDir,
    poolSize: 4,
  });
  await database.migrate();
  const today = stockholmDateTime(new Date()).date;
  // A year ahead, so that a test running business days past the next 1 January or 1 July is not held.
  if (!options.missingReferenceRates) await enterReferenceRatesUpTo(database.db, addDays(today, 366));
  await seedDemoData(database.db, { today, provider: config.provider });
  const bankid = await connectBankid(config.bankid, { warn: () => {} });
  const addressRegister = await connectAddressRegister(config.addressRegister, { warn: () => {} });
  const app = await buildApp(config, database, {
    ...(options.logTo ? { log: createLogger(config.logLevel, options.logTo) } : {}),
    bankid,
    addressRegister: addressRegister?.register ?? null,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    today,
    bankidTestServer: bankid?.testServer ?? null,
    close: async () => {
      await app.close();
      await bankid?.close();
      await addressRegister?.close();
      await database.close();
      await rm(config.printDir, { recursive: true, force: true });
      await postgres?.drop();
    },
  };
}

let addressCount = 0;
/**
 * A client address not used before in this process: for tests that send more requests than the
 * per-address rate limits allow, so that the limits never answer in the tested rule's place.
 */
export function freshAddress(): string {
  addressCount += 1;
  return `10.${(addressCount >> 16) & 255}.${(addressCount >> 8) & 255}.${addressCount & 255}`;
}

/** A browser's cookies and CSRF token, for calls made as one signed-in (or anonymous) visitor. */
export class Visitor {
  readonly cookies = new Map<string, string>();
  csrfToken = '';
  readonly app: FastifyInstance;

  constructor(app: FastifyInstance) {
    this.app = app;
  }

  keepCookies(response: LightMyRequestResponse): LightMyRequestResponse {
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      expires?: Date;
      maxAge?: number;
    }[]) {
      const cleared = cookie.value === '' || (cookie.expires && cookie.expires.getTime() <= Date.now());
      if (cleared) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    options: {
      json?: unknown;
      form?: Record<string, string>;
      /** A multipart/form-data body, encoded as a browser would (with its boundary). */
      multipart?: FormData;
      /** Bytes sent as they are, for bodies no client would make. */
      raw?: { contentType: string; payload: Buffer };
      headers?: Record<string, string>;
      /** The client's address; 127.0.0.1 unless given. */
      remoteAddress?: string;
    } = {},
  ) {
    const headers: Record<string, string> = { cookie: this.cookieHeader, ...options.headers };
    let payload: string | Buffer | undefined;
    if (options.raw) {
      headers['content-type'] = options.raw.contentType;
      payload = options.raw.payload;
    } else if (options.multipart) {
      const encoded = new Response(options.multipart);
      headers['content-type'] = encoded.headers.get('content-type') ?? '';
      payload = Buffer.from(await encoded.arrayBuffer());
    } else if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(options.form).toString();
    } else if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(options.json);
    }
    const { remoteAddress } = options;
    return this.keepCookies(await this.app.inject({ method, url, headers, payload, remoteAddress }));
  }

  async fetchCsrf(): Promise<string> {
    this.csrfToken = (await this.request('GET', '/api/auth/csrf')).json().csrfToken;
    return this.csrfToken;
  }

  /** Signs in and, as a browser does, takes the new CSRF token that comes with the new session. */
  async signIn(username: string, password = 'demo1234', remoteAddress?: string) {
    if (!this.csrfToken) await this.fetchCsrf();
    const response = await this.request('POST', '/api/auth/callback/credentials', {
      form: { csrfToken: this.csrfToken, callbackUrl: '/', json: 'true', username, password },
      ...(remoteAddress ? { remoteAddress } : {}),
    });
    if (response.statusCode === 200) await this.fetchCsrf();
    return response;
  }

  /** A legacy call (`POST /api/soap/<operation>`) with the CSRF header. */
  soap(operation: string, body: unknown = {}) {
    return this.request('POST', `/api/soap/${operation}`, {
      json: body,
      headers: { 'x-csrf-token': this.csrfToken },
    });
  }
}

/** A visitor signed in as `username`, from `remoteAddress` when given (else 127.0.0.1). */
export async function signedIn(
  app: FastifyInstance,
  username: string,
  remoteAddress?: string,
): Promise<Visitor> {
  const visitor = new Visitor(app);
  const response = await visitor.signIn(username, 'demo1234', remoteAddress);
  if (response.statusCode !== 200) throw new Error(`Sign-in of ${username} failed: ${response.body}`);
  return visitor;
}
