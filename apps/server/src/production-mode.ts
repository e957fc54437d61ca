/**
 * Production mode (`FORDRA_MODE=production`): the portal refuses to start while anything of the demo
 * would be in force, giving every reason at once, one line each. Its defaults are the safe values
 * (config.ts); what is refused here is a demo value set on purpose, or a setting production needs.
 */
import type { Config } from './config-types.ts';

/** Why the portal must not start, one line per reason: a value it cannot use, or production mode's reasons. */
export class StartRefused extends Error {
  readonly reasons: readonly string[];

  constructor(reasons: readonly string[]) {
    super(reasons.join('\n'));
    this.name = 'StartRefused';
    this.reasons = reasons;
  }
}

/** sysexits' EX_CONFIG: the exit code of every start or command refused for its configuration. */
export const EXIT_REFUSED = 78;

/**
 * Writes every reason `refused` gives to standard error under `heading` (what will not run), one line
 * each and no stack trace: configuration, not a fault.
 */
export function printRefused(refused: StartRefused, heading = 'Fordra will not start'): void {
  const lines = [`${heading}:`, ...refused.reasons.map((reason) => `  - ${reason}`)];
  process.stderr.write(`${lines.join('\n')}\n`);
}

/** Prints why the start is refused (printRefused) and exits 78 (EX_CONFIG). */
export function exitRefused(refused: StartRefused, heading?: string): never {
  printRefused(refused, heading);
  process.exit(EXIT_REFUSED);
}

/**
 * Every local stand-in for an outside service that the portal can run. Each is off in production
 * mode unless its variable is `true`, which is refused; a new test server joins this list.
 */
export const testServers: readonly {
  variable: string;
  what: string;
  instead: string;
  isOn: (config: Config) => boolean;
}[] = [
  {
    variable: 'BANKID_TEST_SERVER',
    what: "BankID's test server, whose test app signs anyone in as anyone",
    instead: 'BANKID_URL and the certificates of your bank',
    isOn: (config) => config.bankid.testServer.enabled,
  },
  {
    variable: 'ADDRESS_REGISTER_TEST_SERVER',
    what: 'the test address register of the demo people',
    instead: 'ADDRESS_REGISTER_URL',
    isOn: (config) => config.addressRegister.testServer.enabled,
  },
  {
    variable: 'WEBHOOK_TEST_RECEIVER',
    what: 'the local webhook receiver of the demo client',
    instead: 'nothing: clients add their own endpoints',
    isOn: (config) => config.webhooks.testReceiver.enabled,
  },
  {
    variable: 'MAILBOX_TEST_SERVER',
    what: 'the test digital mailbox, which keeps the letters on this machine',
    instead: 'MAILBOX_URL (or neither: letters then go on paper)',
    isOn: (config) => config.delivery.mailbox.testServer.enabled,
  },
  {
    variable: 'SMTP_TEST_SERVER',
    what: 'the test mail server, which keeps every e-mail on this machine',
    instead: 'SMTP_URL and MAIL_FROM',
    isOn: (config) => config.delivery.email.testServer.enabled,
  },
  {
    variable: 'SMS_TEST_SERVER',
    what: 'the test SMS gateway, which keeps every text message on this machine',
    instead: 'SMS_URL, SMS_USER, SMS_PASSWORD and SMS_FROM',
    isOn: (config) => config.delivery.sms.testServer.enabled,
  },
];

/** The shortest `SESSION_SECRET` accepted in production mode: 32 characters, as `openssl rand -base64 32` gives 44. */
const MIN_SECRET_LENGTH = 32;

/** What keeps `config`, read from `env`, from being a production configuration: one line per reason. */
export function productionRefusals(config: Config, env: NodeJS.ProcessEnv): string[] {
  const reasons: string[] = [];
  if (config.seedDemoData)
    reasons.push('SEED_DEMO_DATA=true: the demo data, with its public logins, would be seeded; unset it.');
  for (const server of testServers)
    if (server.isOn(config))
      reasons.push(`${server.variable}=true: ${server.what} would run; unset it and set ${server.instead}.`);
  if (URL.parse(config.bankid.url ?? '')?.hostname.endsWith('.test.bankid.com'))
    reasons.push(
      "BANKID_URL is BankID's test environment, where anyone can make a test BankID for any personal number; use https://appapi2.bankid.com/rp/v6.0.",
    );
  if (config.bankid.testAppUrl)
    reasons.push('BANKID_TEST_APP_URL is set: the sign-in page would link to a BankID test app; unset it.');
  if (!config.session.secureCookie)
    reasons.push('COOKIE_SECURE=false: cookies would also be sent over plain HTTP; unset it.');
  if (!env.PUBLIC_URL)
    reasons.push(
      'PUBLIC_URL is not set: name the address people reach the portal at (https://…), from which invitation links are made.',
    );
  else if (!config.publicUrl.startsWith('https://'))
    reasons.push(`PUBLIC_URL=${config.publicUrl}: the portal must be reached over HTTPS (https://…).`);
  if (!env.SESSION_SECRET)
    reasons.push(
      `SESSION_SECRET is not set: set the same random value of ${MIN_SECRET_LENGTH}+ characters on every process (openssl rand -base64 32).`,
    );
  else if (env.SESSION_SECRET.length < MIN_SECRET_LENGTH)
    reasons.push(
      `SESSION_SECRET is shorter than ${MIN_SECRET_LENGTH} characters: set a longer random value.`,
    );
  if (config.metrics.open)
    reasons.push(
      'METRICS_OPEN=true: anyone who reaches the portal would read its metrics; set METRICS_PORT (a port only the monitoring reaches) or METRICS_TOKEN instead.',
    );
  if (config.metrics.token !== null && config.metrics.token.length < MIN_SECRET_LENGTH)
    reasons.push(`METRICS_TOKEN is shorter than ${MIN_SECRET_LENGTH} characters: set a longer random value.`);
  if (!env.HOST)
    reasons.push(
      'HOST is not set: name the address to listen on (the demo listens on every interface, 0.0.0.0).',
    );
  return reasons;
}
