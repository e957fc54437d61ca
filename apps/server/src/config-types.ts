/**
 * The shape of the portal's configuration, apart from config.ts, which reads it from the environment and
 * hands it on under these names: what checks a configuration (production-mode.ts) needs its type, not
 * its reading.
 */
/** `FORDRA_MODE`: `demo` (the default, `npm start`) or `production`, which refuses to start with anything of the demo in force. */
export type Mode = 'demo' | 'production';

export type Config = {
  mode: Mode;
  /**
   * The address people reach the portal at (`PUBLIC_URL`, an origin such as `https://portal.example.se`):
   * links the portal hands out (invitations) are made from it, never from a request's `Host` header.
   */
  publicUrl: string;
  port: number;
  host: string;
  dataDir: string;
  /** Where the day's print files for the print-and-mail house are written (`PRINT_DIR`, default `<dataDir>/print`). */
  printDir: string;
  /**
   * What is worked out once and kept across starts (`CACHE_DIR`): the template of a new PGlite directory
   * (db/pglite-template.ts). Deleting it costs the next new directory a few seconds, nothing else.
   */
  cacheDir: string;
  /** Where uploaded files wait, each request in a folder of its own, while they are checked and stored. */
  uploadDir: string;
  /** PostgreSQL connection string; PGlite under `dataDir` when absent. */
  databaseUrl: string | null;
  /** How many processes answer HTTP on `port` (`WEB_CONCURRENCY`); above 1 needs PostgreSQL. */
  webConcurrency: number;
  sessionSecret: string;
  productName: string;
  provider: {
    name: string;
    orgNumber: string;
    street: string;
    postalCode: string;
    city: string;
    supportPhone: string;
    supportPhoneE164: string;
    /**
     * The provider's bankgiro numbers (`PROVIDER_BANKGIROS`, comma-separated; the demo's by default), digits
     * only: debtors pay to the first; a payment file to any other is refused.
     */
    bankgiros: [string, ...string[]];
  };
  session: {
    idleTimeoutSeconds: number;
    absoluteLifetimeSeconds: number;
    secureCookie: boolean;
    /** How often each open page reads the session-state cookie for a sign-in or out in another tab; 0: never. */
    cookiePollMs: number;
  };
  loginLimits: { windowSeconds: number; perAccount: number; perAddress: number };
  /** Codes that verify an e-mail address or phone sent to one address an hour (docs/delivery.md). */
  verificationCodesPerHour: number;
  seedDemoData: boolean;
  webDistDir: string;
  logLevel: string;
  /**
   * The proxies in front whose X-Forwarded-For is believed (for the per-address login limit): none, or
   * their addresses and CIDR ranges as named (`loopback` too). The client's address is the entry the
   * outermost trusted proxy added, never what the client wrote itself.
   */
  trustProxy: false | string[];
  bankid: BankidConfig;
  addressRegister: AddressRegisterConfig;
  /** The folder the server imports Bankgirot payment files (BgMax) from, and how often it looks. */
  bgmaxInbox: { dir: string; pollMs: number };
  /** The collection process: whether this process works on it, and how (docs/decisions/004-process-engine.md). */
  engine: EngineConfig;
  /**
   * Threads this process renders PDF letters on (`LETTER_RENDER_THREADS`, default the machine's cores):
   * with several processes on one machine, its cores divided by them (docs/operations.md).
   */
  letterRenderThreads: number;
  metrics: MetricsConfig;
  webhooks: WebhooksConfig;
  delivery: DeliveryChannelsConfig;
};

/**
 * The channels letters and notifications leave by (docs/delivery.md): each a real service when its
 * address is set, else its local test server when that is on (the demo's default, refused in
 * production), else none.
 */
export type DeliveryChannelsConfig = {
  /** A digital mailbox (`MAILBOX_URL`, `MAILBOX_TOKEN`); the test one: `MAILBOX_TEST_SERVER`, `MAILBOX_TEST_PORT`. */
  mailbox: {
    url: string | null;
    token: string | null;
    timeoutMs: number;
    testServer: { enabled: boolean; port: number };
  };
  /** E-mail (`SMTP_URL`, `MAIL_FROM`); the test server: `SMTP_TEST_SERVER`, `SMTP_TEST_PORT`, `SMTP_TEST_WEB_PORT`. */
  email: {
    smtp: { host: string; port: number; secure: boolean; user: string | null; pass: string | null } | null;
    from: string;
    testServer: { enabled: boolean; smtpPort: number; webPort: number };
  };
  /** SMS (`SMS_URL`, `SMS_USER`, `SMS_PASSWORD`, `SMS_FROM`, `SMS_REPORT_URL`); the test gateway: `SMS_TEST_SERVER`, `SMS_TEST_PORT`. */
  sms: {
    url: string | null;
    user: string;
    password: string;
    from: string;
    /** Where the gateway posts delivery reports: the portal's SMS_REPORT_PATH, with `token` in its query. */
    reportUrl: string;
    /**
     * The secret a delivery report must carry in its URL (`SMS_REPORT_TOKEN`; else derived from the session
     * secret): the gateway does not sign its reports, so without it anyone could report an SMS delivered.
     */
    reportToken: string;
    timeoutMs: number;
    testServer: { enabled: boolean; port: number };
  };
};

/**
 * Webhook deliveries (docs/webhooks.md): whether this process sends them (`WEBHOOKS`, on unless `off`), how
 * often an idle worker looks (`WEBHOOK_POLL_MS`), attempts in flight per endpoint and in all
 * (`WEBHOOK_PER_ENDPOINT`, `WEBHOOK_MAX_IN_FLIGHT`), and the local receiver of the demo (`WEBHOOK_TEST_RECEIVER`,
 * on `WEBHOOK_TEST_RECEIVER_PORT`), which production refuses.
 */
export type WebhooksConfig = {
  enabled: boolean;
  /**
   * The key endpoints' signing secrets are sealed with at rest (`WEBHOOK_SECRET_KEY`, 32 bytes in base64;
   * else derived from the session secret), modules/webhooks/secret-box.ts.
   */
  secretKey: Buffer;
  /**
   * The keys that sealed secrets before the key was rotated (`WEBHOOK_SECRET_KEY_PREVIOUS`, and the
   * session-derived one once `WEBHOOK_SECRET_KEY` is set): they open those secrets until they are sealed again.
   */
  earlierSecretKeys: Buffer[];
  pollMs: number;
  perEndpoint: number;
  maxInFlight: number;
  testReceiver: { enabled: boolean; port: number };
};

/**
 * Prometheus's metrics at `/metrics` (http/metrics.ts): on a port of their own (`METRICS_PORT`), or else on
 * the portal's port to the bearer of `METRICS_TOKEN`, or to anyone with `METRICS_OPEN=true` (the demo's
 * choice, which production mode refuses); off when none is set. The token, when set, is asked for on
 * either port.
 */
export type MetricsConfig = { port: number | null; token: string | null; open: boolean };

/**
 * The process engine: `enabled` runs its workers in this process; each business day runs once
 * the Stockholm clock passes `runAt` (HH:MM), its cases split into `chunkCount` chunks that
 * `concurrency` loops of each process take under a lease of `leaseSeconds`; `pollMs` is how often
 * an idle worker looks for a day to run or a chunk to take.
 */
export type EngineConfig = {
  enabled: boolean;
  runAt: string;
  chunkCount: number;
  concurrency: number;
  leaseSeconds: number;
  pollMs: number;
};

/**
 * Where a client's address check (`check/address/{ssn}`) looks people up: the register at `url`
 * (a SPAR connection's gateway), or, with the test register on (the default) and no `url`, a local
 * test register of the demo people on `testPort`.
 */
export type AddressRegisterConfig = {
  url: string | null;
  timeoutMs: number;
  testServer: { enabled: boolean; port: number };
  /** Look-ups a user or API key may make per minute. */
  lookupsPerMinute: number;
};

/**
 * BankID login. With the test server on (the default) the portal runs the local BankID test server
 * and, unless `url` is set, talks to it with certificates generated under `testServer.certDir`.
 * Otherwise `url`, `caFile` and a client certificate (PEM certificate and key, or PKCS#12) are needed,
 * and without `url` BankID is not offered.
 */
export type BankidConfig = {
  /** The RP API's base address, e.g. `https://appapi2.test.bankid.com/rp/v6.0`; null: the local test server. */
  url: string | null;
  caFile: string | null;
  clientCertFile: string | null;
  clientKeyFile: string | null;
  pfxFile: string | null;
  passphrase: string | null;
  /** Time for one call to BankID. */
  requestTimeoutSeconds: number;
  /** Time the person has to finish a login on the page (30 s: docs/spec-coverage.md#constants). */
  uiTimeoutSeconds: number;
  testServer: { enabled: boolean; apiPort: number; appPort: number; certDir: string };
  /**
   * The test server's app, where a tester signs in as anyone, when another process runs the test
   * server (`BANKID_TEST_APP_URL`, which the primary of `WEB_CONCURRENCY` sets for its workers).
   */
  testAppUrl: string | null;
};
