/**
 * The delivery channels as configured (`config.delivery`): for each, the real service when its address
 * is set, else its local test server, started here, when that is on, else none. The test servers'
 * pages are logged; `close()` stops them.
 */
import type { DeliveryChannelsConfig } from '../../config-types.ts';
import { httpDigitalMailbox } from './channels/http-digital-mailbox.ts';
import { httpSmsGateway } from './channels/http-sms-gateway.ts';
import { smtpEmailSender } from './channels/smtp-email-sender.ts';
import type { DeliveryChannels, DigitalMailbox, EmailSender, SmsGateway } from './channels.ts';

export type DeliveryChannelsConnection = DeliveryChannels & {
  /** The environment that points another process (a worker of `WEB_CONCURRENCY`) at these same channels. */
  workerEnv: Record<string, string>;
  /** The local test servers' pages, by channel, when they run here. */
  testPages: { mailbox: string | null; email: string | null; sms: string | null };
};

type Started<Channel> = {
  channel: Channel;
  workerEnv: Record<string, string>;
  page: string | null;
  close: () => Promise<void>;
};

async function connectMailbox(
  config: DeliveryChannelsConfig['mailbox'],
): Promise<Started<DigitalMailbox> | null> {
  if (config.url)
    return {
      channel: httpDigitalMailbox(config.url, config.timeoutMs, config.token),
      workerEnv: {},
      page: null,
      close: async () => {},
    };
  if (!config.testServer.enabled) return null;
  const { startMailboxTestServer } = await import('./test-servers/mailbox-test-server.ts');
  const server = await startMailboxTestServer(config.testServer.port);
  return {
    channel: httpDigitalMailbox(server.url, config.timeoutMs),
    workerEnv: { MAILBOX_TEST_SERVER: 'false', MAILBOX_URL: server.url },
    page: `${server.url}/`,
    close: server.close,
  };
}

async function connectEmail(config: DeliveryChannelsConfig['email']): Promise<Started<EmailSender> | null> {
  if (config.smtp) {
    const sender = smtpEmailSender({ ...config.smtp, from: config.from });
    return { channel: sender, workerEnv: {}, page: null, close: sender.close };
  }
  if (!config.testServer.enabled) return null;
  const { startSmtpTestServer } = await import('./test-servers/smtp-test-server.ts');
  const server = await startSmtpTestServer(config.testServer);
  const sender = smtpEmailSender({
    host: '127.0.0.1',
    port: server.smtpPort,
    secure: false,
    user: null,
    pass: null,
    from: config.from,
  });
  return {
    channel: sender,
    workerEnv: { SMTP_TEST_SERVER: 'false', SMTP_URL: `smtp://127.0.0.1:${server.smtpPort}` },
    page: `${server.url}/`,
    close: async () => {
      await sender.close();
      await server.close();
    },
  };
}

async function connectSms(config: DeliveryChannelsConfig['sms']): Promise<Started<SmsGateway> | null> {
  const options = {
    user: config.user,
    password: config.password,
    from: config.from,
    reportUrl: config.reportUrl,
    timeoutMs: config.timeoutMs,
  };
  if (config.url)
    return {
      channel: httpSmsGateway({ url: config.url, ...options }),
      workerEnv: {},
      page: null,
      close: async () => {},
    };
  if (!config.testServer.enabled) return null;
  const { startSmsTestServer } = await import('./test-servers/sms-test-server.ts');
  const server = await startSmsTestServer(config.testServer.port);
  // The test gateway takes any credentials; these only make the requests look like 46elks's.
  const credentials = { user: config.user || 'test', password: config.password || 'test' };
  return {
    channel: httpSmsGateway({ url: server.url, ...options, ...credentials }),
    workerEnv: {
      SMS_TEST_SERVER: 'false',
      SMS_URL: server.url,
      SMS_USER: credentials.user,
      SMS_PASSWORD: credentials.password,
    },
    page: `${server.url}/`,
    close: server.close,
  };
}

/**
 * Connects every configured channel, starting the local test servers that are on and have no real
 * service in their place; `log` is told where their pages are.
 */
export async function connectDeliveryChannels(
  config: DeliveryChannelsConfig,
  log: { info: (message: string) => void },
): Promise<DeliveryChannelsConnection> {
  const settled = await Promise.allSettled([
    connectMailbox(config.mailbox),
    connectEmail(config.email),
    connectSms(config.sms),
  ] as const);
  const started = <T>(result: PromiseSettledResult<T | null>) =>
    result.status === 'fulfilled' ? result.value : null;
  const [mailbox, email, sms] = [started(settled[0]), started(settled[1]), started(settled[2])];
  const close = async () => {
    await Promise.all([mailbox?.close(), email?.close(), sms?.close()]);
  };
  const failure = settled.find((result) => result.status === 'rejected');
  if (failure) {
    // One that could not start stops those that did, so that a failed start leaves no port held.
    await close();
    throw failure.reason;
  }
  const pages = { mailbox: mailbox?.page ?? null, email: email?.page ?? null, sms: sms?.page ?? null };
  for (const [what, page] of [
    ['Digital mailbox test server', pages.mailbox],
    ['Mail test server', pages.email],
    ['SMS test gateway', pages.sms],
  ] as const)
    if (page) log.info(`${what} at ${page}`);
  return {
    mailbox: mailbox?.channel ?? null,
    email: email?.channel ?? null,
    sms: sms?.channel ?? null,
    workerEnv: { ...mailbox?.workerEnv, ...email?.workerEnv, ...sms?.workerEnv },
    testPages: pages,
    close,
  };
}

/**
 * Only the real services the configuration names, no test server started: the channels of a process
 * beside the portal (a command run with no portal, control-client.ts; a worker of its own, worker.ts),
 * which reaches the portal's test servers only through MAILBOX_URL, SMTP_URL and SMS_URL.
 */
export function connectConfiguredServices(
  config: DeliveryChannelsConfig,
  log: { info: (message: string) => void } = { info: () => {} },
): Promise<DeliveryChannels> {
  const off = <T extends { testServer: { enabled: boolean } }>(channel: T): T => ({
    ...channel,
    testServer: { ...channel.testServer, enabled: false },
  });
  return connectDeliveryChannels(
    { ...config, mailbox: off(config.mailbox), email: off(config.email), sms: off(config.sms) },
    log,
  );
}
