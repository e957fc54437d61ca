/** Configuration read once, from the environment, in this one place (its types: config-types.ts). */
import { createHash, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  DEMO_PROVIDER_ACCOUNTS,
  isValidBankgiro,
  normalizeBankgiro,
  VERIFICATION_CODES_PER_HOUR,
} from '@fordra/domain';
import type { Config, DeliveryChannelsConfig, MetricsConfig, Mode } from './config-types.ts';
import { productionRefusals, StartRefused } from './production-mode.ts';

/** The path of the portal's callback for SMS delivery reports, on `PUBLIC_URL` unless `SMS_REPORT_URL` says otherwise. */
export const SMS_REPORT_PATH = '/api/delivery/sms-report';

/** Whether the metrics are served on the portal's own port (as a route of the app). */
export const metricsOnPortal = (metrics: MetricsConfig) =>
  metrics.port === null && (metrics.token !== null || metrics.open);

const repoRoot = path.resolve(import.meta.dirname, '../../..');

function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value)) throw new Error(`${name} must be an integer, got "${raw}"`);
  return value;
}

/** `LETTER_RENDER_THREADS`: 1 to 64 threads, the machine's cores when unset. */
function letterRenderThreadsFrom(env: NodeJS.ProcessEnv): number {
  const threads = intFrom(env, 'LETTER_RENDER_THREADS', os.availableParallelism());
  if (threads < 1 || threads > 64) throw new Error(`LETTER_RENDER_THREADS must be 1 to 64, got ${threads}`);
  return threads;
}

/** `WEB_CONCURRENCY`: 1 to 64 processes; several share one database only on PostgreSQL. */
function webConcurrencyFrom(env: NodeJS.ProcessEnv, databaseUrl: string | null): number {
  const processes = intFrom(env, 'WEB_CONCURRENCY', 1);
  if (processes < 1 || processes > 64) throw new Error(`WEB_CONCURRENCY must be 1 to 64, got ${processes}`);
  if (processes > 1 && !databaseUrl)
    throw new Error(
      `WEB_CONCURRENCY=${processes} needs PostgreSQL (DATABASE_URL): the embedded database (PGlite) is one process's`,
    );
  return processes;
}

/**
 * The key secrets are sealed with: `WEBHOOK_SECRET_KEY` (32 bytes in base64), else one derived from the
 * session secret with HKDF-SHA256, so that the demo needs no setting. Set the key of its own in production:
 * a derived one changes, and every stored secret becomes unreadable, when the session secret does.
 */
export function webhookSecretKey(configured: string | undefined, sessionSecret: string): Buffer {
  if (configured) return secretKeyFrom('WEBHOOK_SECRET_KEY', configured);
  return derivedWebhookSecretKey(sessionSecret);
}

const derivedWebhookSecretKey = (sessionSecret: string) =>
  Buffer.from(hkdfSync('sha256', sessionSecret, 'fordra', 'webhook signing secrets', 32));

function secretKeyFrom(name: string, value: string): Buffer {
  const key = Buffer.from(value.trim(), 'base64');
  if (key.length !== 32) throw new Error(`${name} must be 32 bytes in base64 (openssl rand -base64 32)`);
  return key;
}

/**
 * The keys secrets sealed before a rotation open with (docs/webhooks.md#rotating-the-key):
 * those of `WEBHOOK_SECRET_KEY_PREVIOUS` (comma-separated) and, once `WEBHOOK_SECRET_KEY` is set, the key
 * derived from the session secret that sealed them before it was.
 */
export function earlierWebhookSecretKeys(
  configured: string | undefined,
  previous: string | undefined,
  sessionSecret: string,
): Buffer[] {
  const keys = (previous ?? '')
    .split(',')
    .filter((value) => value.trim() !== '')
    .map((value) => secretKeyFrom('WEBHOOK_SECRET_KEY_PREVIOUS', value));
  return configured ? [...keys, derivedWebhookSecretKey(sessionSecret)] : keys;
}

/** The session secret: `SESSION_SECRET`, or one generated once and kept in the data directory. */
function sessionSecretFrom(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * TRUST_PROXY: `false` (or unset), or the proxies' addresses and CIDR ranges, comma-separated (`loopback`
 * for a proxy on this machine). `true` is refused: it once meant every private address, so that anyone
 * on a private network could name any address in X-Forwarded-For and escape the per-address limits.
 */
function trustProxyFrom(raw: string | undefined): Config['trustProxy'] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true')
    throw new Error(
      "TRUST_PROXY=true is not accepted: name the proxies' addresses (e.g. TRUST_PROXY=10.0.0.5), or loopback",
    );
  const addresses = value
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  const readable = (address: string) =>
    address === 'loopback' || isIP(address.replace(/\/\d{1,3}$/, '')) !== 0;
  if (!addresses.every(readable))
    throw new Error(`TRUST_PROXY must be false or the proxies' addresses, got "${raw}"`);
  return addresses;
}

function modeFrom(raw: string | undefined): Mode {
  const value = raw || 'demo';
  if (value !== 'demo' && value !== 'production')
    throw new Error(`FORDRA_MODE must be demo or production, got "${raw}"`);
  return value;
}

/** `PUBLIC_URL`, an http(s) origin, or the demo's `http://localhost:<port>` when unset. */
function publicUrlFrom(raw: string | undefined, port: number): string {
  if (!raw) return `http://localhost:${port}`;
  const url = URL.parse(raw);
  const bare = url && url.pathname === '/' && !url.search && !url.hash && !url.username;
  if (!url || !['http:', 'https:'].includes(url.protocol) || !bare)
    throw new Error(`PUBLIC_URL must be an origin such as https://portal.example.se, got "${raw}"`);
  return url.origin;
}

/**
 * A demo feature's switch (the demo data, a test server): in the demo on unless `false`; in production
 * mode off unless `true`, which that mode then refuses.
 */
const demoSwitch = (env: NodeJS.ProcessEnv, name: string, mode: Mode) =>
  mode === 'production' ? env[name] === 'true' : env[name] !== 'false';

function engineRunAtFrom(raw: string | undefined): string {
  const value = raw ?? '05:00';
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(value))
    throw new Error(`ENGINE_RUN_AT must be HH:MM, got "${value}"`);
  return value;
}

/** `METRICS_PORT`, `METRICS_TOKEN` and `METRICS_OPEN`; see MetricsConfig. */
function metricsFrom(env: NodeJS.ProcessEnv, port: number, webConcurrency: number): MetricsConfig {
  const metricsPort = env.METRICS_PORT ? intFrom(env, 'METRICS_PORT', 0) : null;
  if (metricsPort !== null && metricsPort !== 0 && metricsPort === port)
    throw new Error(`METRICS_PORT must be another port than PORT (${port})`);
  const metrics = {
    port: metricsPort,
    token: env.METRICS_TOKEN || null,
    open: env.METRICS_OPEN === 'true',
  };
  // Each process counts its own requests: the first adds them all up, on a port of its own.
  if (webConcurrency > 1 && metricsOnPortal(metrics))
    throw new Error(
      'With WEB_CONCURRENCY above 1 the metrics are served on METRICS_PORT (the first process adds up every process’s); set it',
    );
  return metrics;
}

/** `PROVIDER_BANKGIROS`: valid bankgiro numbers, comma-separated, hyphens allowed; the demo's when unset. */
function bankgirosFrom(raw: string | undefined): [string, ...string[]] {
  const [first, ...rest] = (raw ?? DEMO_PROVIDER_ACCOUNTS.bankgiro)
    .split(',')
    .map(normalizeBankgiro)
    .filter(Boolean);
  if (first === undefined || ![first, ...rest].every(isValidBankgiro))
    throw new Error(`PROVIDER_BANKGIROS must be bankgiro numbers, comma-separated, got "${raw}"`);
  return [first, ...rest];
}

/** `SMTP_URL`, `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465` (TLS from the start). */
function smtpFrom(raw: string | undefined): DeliveryChannelsConfig['email']['smtp'] {
  if (!raw) return null;
  const url = URL.parse(raw);
  if (!url || !['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname)
    throw new Error(
      `SMTP_URL must be smtp://user:password@host:587 or smtps://…, got "${url ? `${url.protocol}//${url.host}` : 'unreadable'}"`,
    );
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    user: url.username ? decodeURIComponent(url.username) : null,
    pass: url.password ? decodeURIComponent(url.password) : null,
  };
}

/** `SMS_FROM`: what 46elks accepts as a sender, 3 to 11 letters and digits or an E.164 number. */
function smsSenderFrom(raw: string | undefined): string {
  const value = raw ?? 'Fordra';
  if (!/^([A-Za-z][A-Za-z0-9]{2,10}|\+[1-9]\d{6,14})$/.test(value))
    throw new Error(
      `SMS_FROM must be 3 to 11 letters and digits, or a number such as +46701234567, got "${value}"`,
    );
  return value;
}

function deliveryFrom(
  env: NodeJS.ProcessEnv,
  mode: Mode,
  publicUrl: string,
  productName: string,
  sessionSecret: string,
) {
  const reportToken =
    env.SMS_REPORT_TOKEN ||
    createHash('sha256').update(`sms-report:${sessionSecret}`).digest('hex').slice(0, 32);
  return {
    mailbox: {
      url: env.MAILBOX_URL || null,
      token: env.MAILBOX_TOKEN || null,
      timeoutMs: intFrom(env, 'MAILBOX_TIMEOUT_MS', 15_000),
      testServer: {
        enabled: demoSwitch(env, 'MAILBOX_TEST_SERVER', mode),
        port: intFrom(env, 'MAILBOX_TEST_PORT', 3447),
      },
    },
    email: {
      smtp: smtpFrom(env.SMTP_URL),
      from: env.MAIL_FROM || `${productName} <no-reply@${new URL(publicUrl).hostname}>`,
      testServer: {
        enabled: demoSwitch(env, 'SMTP_TEST_SERVER', mode),
        smtpPort: intFrom(env, 'SMTP_TEST_PORT', 2525),
        webPort: intFrom(env, 'SMTP_TEST_WEB_PORT', 3448),
      },
    },
    sms: {
      url: env.SMS_URL || null,
      user: env.SMS_USER ?? '',
      password: env.SMS_PASSWORD ?? '',
      from: smsSenderFrom(env.SMS_FROM),
      reportUrl: `${env.SMS_REPORT_URL || `${publicUrl}${SMS_REPORT_PATH}`}?token=${reportToken}`,
      reportToken,
      timeoutMs: intFrom(env, 'SMS_TIMEOUT_MS', 10_000),
      testServer: {
        enabled: demoSwitch(env, 'SMS_TEST_SERVER', mode),
        port: intFrom(env, 'SMS_TEST_PORT', 3449),
      },
    },
  } satisfies DeliveryChannelsConfig;
}

/** `CACHE_DIR`, by default beside the installed packages, whose versions its contents depend on. */
export const cacheDirFrom = (env: NodeJS.ProcessEnv) =>
  path.resolve(env.CACHE_DIR ?? path.join(repoRoot, 'node_modules/.cache/fordra'));

/**
 * The configuration `env` gives; a value it cannot use refuses the start (StartRefused, its line). In
 * production mode so does anything of the demo that would be in force, every reason at once
 * (production-mode.ts).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  let mode: Mode;
  let config: Config;
  try {
    mode = modeFrom(env.FORDRA_MODE);
    config = configFrom(env, mode);
  } catch (error) {
    throw error instanceof Error ? new StartRefused([error.message]) : error;
  }
  const refusals = mode === 'production' ? productionRefusals(config, env) : [];
  if (refusals.length > 0) throw new StartRefused(refusals);
  return config;
}

function configFrom(env: NodeJS.ProcessEnv, mode: Mode): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
  const port = intFrom(env, 'PORT', 3000);
  const webConcurrency = webConcurrencyFrom(env, env.DATABASE_URL || null);
  const publicUrl = publicUrlFrom(env.PUBLIC_URL, port);
  const productName = env.PRODUCT_NAME ?? 'Fordra';
  // Production mode never makes a secret of its own: an unset one is refused (production-mode.ts).
  const sessionSecret = mode === 'production' ? (env.SESSION_SECRET ?? '') : sessionSecretFrom(env, dataDir);
  return {
    mode,
    publicUrl,
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    printDir: path.resolve(env.PRINT_DIR ?? path.join(dataDir, 'print')),
    cacheDir: cacheDirFrom(env),
    uploadDir: path.resolve(env.UPLOAD_DIR ?? path.join(os.tmpdir(), 'fordra-uploads')),
    databaseUrl: env.DATABASE_URL || null,
    webConcurrency,
    sessionSecret,
    productName,
    provider: {
      name: env.PROVIDER_NAME ?? 'Fordra Inkasso AB',
      orgNumber: env.PROVIDER_ORG_NUMBER ?? '556677-8899',
      street: env.PROVIDER_STREET ?? 'Sveavägen 44',
      postalCode: env.PROVIDER_POSTAL_CODE ?? '111 34',
      city: env.PROVIDER_CITY ?? 'Stockholm',
      supportPhone: env.SUPPORT_PHONE ?? '08-123 456 00',
      supportPhoneE164: env.SUPPORT_PHONE_E164 ?? '+46812345600',
      bankgiros: bankgirosFrom(env.PROVIDER_BANKGIROS),
    },
    session: {
      idleTimeoutSeconds: intFrom(env, 'SESSION_IDLE_TIMEOUT_SECONDS', 30 * 60),
      absoluteLifetimeSeconds: intFrom(env, 'SESSION_MAX_AGE_SECONDS', 12 * 60 * 60),
      cookiePollMs: intFrom(env, 'SESSION_COOKIE_POLL_MS', 0),
      secureCookie: mode === 'production' ? env.COOKIE_SECURE !== 'false' : env.COOKIE_SECURE === 'true',
    },
    loginLimits: {
      windowSeconds: intFrom(env, 'LOGIN_LIMIT_WINDOW_SECONDS', 15 * 60),
      perAccount: intFrom(env, 'LOGIN_LIMIT_PER_ACCOUNT', 5),
      perAddress: intFrom(env, 'LOGIN_LIMIT_PER_ADDRESS', 30),
    },
    verificationCodesPerHour: intFrom(env, 'VERIFICATION_CODES_PER_HOUR', VERIFICATION_CODES_PER_HOUR),
    seedDemoData: demoSwitch(env, 'SEED_DEMO_DATA', mode),
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    bankid: {
      url: env.BANKID_URL || null,
      caFile: env.BANKID_CA || null,
      clientCertFile: env.BANKID_CLIENT_CERT || null,
      clientKeyFile: env.BANKID_CLIENT_KEY || null,
      pfxFile: env.BANKID_PFX || null,
      passphrase: env.BANKID_PASSPHRASE ?? null,
      requestTimeoutSeconds: intFrom(env, 'BANKID_TIMEOUT_SECONDS', 10),
      uiTimeoutSeconds: intFrom(env, 'BANKID_UI_TIMEOUT_SECONDS', 30),
      testServer: {
        enabled: demoSwitch(env, 'BANKID_TEST_SERVER', mode),
        apiPort: intFrom(env, 'BANKID_TEST_SERVER_PORT', 3443),
        appPort: intFrom(env, 'BANKID_TEST_APP_PORT', 3444),
        certDir: path.join(dataDir, 'bankid-test'),
      },
      testAppUrl: env.BANKID_TEST_APP_URL || null,
    },
    addressRegister: {
      url: env.ADDRESS_REGISTER_URL || null,
      timeoutMs: intFrom(env, 'ADDRESS_REGISTER_TIMEOUT_MS', 2_000),
      testServer: {
        enabled: demoSwitch(env, 'ADDRESS_REGISTER_TEST_SERVER', mode),
        port: intFrom(env, 'ADDRESS_REGISTER_TEST_PORT', 3445),
      },
      lookupsPerMinute: intFrom(env, 'ADDRESS_LOOKUPS_PER_MINUTE', 30),
    },
    bgmaxInbox: {
      dir: path.resolve(env.BGMAX_INBOX ?? path.join(dataDir, 'bgmax-inbox')),
      pollMs: intFrom(env, 'BGMAX_INBOX_POLL_MS', 5_000),
    },
    letterRenderThreads: letterRenderThreadsFrom(env),
    engine: {
      enabled: env.ENGINE !== 'off',
      runAt: engineRunAtFrom(env.ENGINE_RUN_AT),
      chunkCount: intFrom(env, 'ENGINE_CHUNKS', 64),
      concurrency: intFrom(env, 'ENGINE_CONCURRENCY', 2),
      leaseSeconds: intFrom(env, 'ENGINE_LEASE_SECONDS', 30),
      pollMs: intFrom(env, 'ENGINE_POLL_MS', 30_000),
    },
    metrics: metricsFrom(env, port, webConcurrency),
    webhooks: {
      enabled: env.WEBHOOKS !== 'off',
      secretKey: webhookSecretKey(env.WEBHOOK_SECRET_KEY, sessionSecret),
      earlierSecretKeys: earlierWebhookSecretKeys(
        env.WEBHOOK_SECRET_KEY,
        env.WEBHOOK_SECRET_KEY_PREVIOUS,
        sessionSecret,
      ),
      pollMs: intFrom(env, 'WEBHOOK_POLL_MS', 250),
      perEndpoint: intFrom(env, 'WEBHOOK_PER_ENDPOINT', 4),
      maxInFlight: intFrom(env, 'WEBHOOK_MAX_IN_FLIGHT', 64),
      testReceiver: {
        enabled: demoSwitch(env, 'WEBHOOK_TEST_RECEIVER', mode),
        port: intFrom(env, 'WEBHOOK_TEST_RECEIVER_PORT', 3446),
      },
    },
    delivery: deliveryFrom(env, mode, publicUrl, productName, sessionSecret),
  };
}
