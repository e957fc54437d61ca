/**
 * Connects the portal to BankID: to the local test server (started here, the default) or to the real
 * service named by `BANKID_URL` with the configured CA and client certificate. Returns null when
 * BankID is not configured, so the sign-in page offers only username and password.
 */
import { readFileSync } from 'node:fs';
import { type BankidClient, type BankidClientCredentials, createBankidClient } from '@fordra/bankid';
import type { BankidTestServer } from '@fordra/bankid/test-server';
import type { BankidConfig } from '../../config-types.ts';

export type BankidConnection = {
  client: BankidClient;
  /** The local test server when the portal runs it, for its test app's address (and tests' approvals). */
  testServer: BankidTestServer | null;
  /** Where a tester approves a login as anyone: the test server's app, whichever process runs it. */
  testAppUrl: string | null;
  /**
   * The environment that points another process (a worker of `WEB_CONCURRENCY`) at this same BankID:
   * the test server's orders live in the process that runs it, so the workers call it as a real service.
   */
  workerEnv: Record<string, string>;
  close: () => Promise<void>;
};

function readConfiguredFile(name: string, file: string): Buffer {
  try {
    return readFileSync(file);
  } catch (error) {
    throw new Error(`${name}: cannot read ${file} (${(error as Error).message})`);
  }
}

/** The client certificate of BANKID_CLIENT_CERT and BANKID_CLIENT_KEY, or of BANKID_PFX and BANKID_PASSPHRASE. */
function configuredCredentials(config: BankidConfig): BankidClientCredentials {
  if (config.pfxFile)
    return { pfx: readConfiguredFile('BANKID_PFX', config.pfxFile), passphrase: config.passphrase ?? '' };
  if (config.clientCertFile && config.clientKeyFile)
    return {
      cert: readConfiguredFile('BANKID_CLIENT_CERT', config.clientCertFile),
      key: readConfiguredFile('BANKID_CLIENT_KEY', config.clientKeyFile),
    };
  throw new Error(
    'BANKID_URL needs BANKID_CLIENT_CERT and BANKID_CLIENT_KEY, or BANKID_PFX and BANKID_PASSPHRASE',
  );
}

export async function connectBankid(
  config: BankidConfig,
  log: { warn: (message: string) => void },
): Promise<BankidConnection | null> {
  const timeoutMs = config.requestTimeoutSeconds * 1000;
  let testServer: BankidTestServer | null = null;
  let client: BankidClient | null = null;
  let workerEnv: Record<string, string> = {};
  if (config.testServer.enabled) {
    // Loaded only here: production, with the test server off, needs neither it nor node-forge.
    const { ensureTestCertificates, startBankidTestServer } = await import('@fordra/bankid/test-server');
    const certificates = await ensureTestCertificates(config.testServer.certDir);
    testServer = await startBankidTestServer({
      certificates,
      apiPort: config.testServer.apiPort,
      appPort: config.testServer.appPort,
      fallBackToFreePort: true,
    });
    log.warn(
      `BankID test server running; its test app at ${testServer.appUrl} can sign in as anyone. ` +
        'Set BANKID_TEST_SERVER=false in production.',
    );
    if (!config.url) {
      client = createBankidClient({
        url: testServer.apiUrl,
        ca: certificates.caCert,
        credentials: { cert: certificates.clientCert, key: certificates.clientKey },
        timeoutMs,
      });
      workerEnv = {
        BANKID_TEST_SERVER: 'false',
        BANKID_URL: testServer.apiUrl,
        BANKID_CA: certificates.files.caCert,
        BANKID_CLIENT_CERT: certificates.files.clientCert,
        BANKID_CLIENT_KEY: certificates.files.clientKey,
        BANKID_TEST_APP_URL: testServer.appUrl,
      };
    }
  }
  if (config.url) {
    if (!config.caFile) throw new Error('BANKID_URL needs BANKID_CA, the CA of the BankID server (PEM)');
    client = createBankidClient({
      url: config.url,
      ca: readConfiguredFile('BANKID_CA', config.caFile),
      credentials: configuredCredentials(config),
      timeoutMs,
    });
  }
  if (!client) return null;
  const connected = client;
  return {
    client: connected,
    testServer,
    testAppUrl: testServer?.appUrl ?? config.testAppUrl,
    workerEnv,
    close: async () => {
      connected.close();
      await testServer?.close();
    },
  };
}

/**
 * The local BankID test server started once the portal serves, so that a first start need not wait
 * for its certificates: the connection is there at once, its client's calls waiting for the server.
 * `start` starts it and settles as `connectBankid` does. Null unless the test server is configured.
 */
export function connectBankidTestServerLater(
  config: BankidConfig,
  log: { warn: (message: string) => void },
): { connection: BankidConnection; start: () => Promise<void> } | null {
  if (!config.testServer.enabled) return null;
  let begin = () => {};
  let begun = false;
  let connected: BankidConnection | null = null;
  const connecting = new Promise<void>((resolve) => {
    begin = resolve;
  })
    .then(() => connectBankid(config, log))
    .then((connection) => {
      if (!connection) throw new Error('BankID is not configured');
      connected = connection;
      return connection;
    });
  // Its callers get the failure; this only keeps it from being reported as unhandled.
  connecting.catch(() => {});
  const client: BankidClient = {
    auth: async (request) => (await connecting).client.auth(request),
    collect: async (orderRef) => (await connecting).client.collect(orderRef),
    cancel: async (orderRef) => (await connecting).client.cancel(orderRef),
    close: () => connected?.client.close(),
  };
  return {
    connection: {
      client,
      get testServer() {
        return connected?.testServer ?? null;
      },
      get testAppUrl() {
        return connected?.testAppUrl ?? config.testAppUrl;
      },
      get workerEnv() {
        return connected?.workerEnv ?? {};
      },
      close: async () => {
        if (begun)
          await connecting.then(
            (connection) => connection.close(),
            () => {},
          );
      },
    },
    start: () => {
      begun = true;
      begin();
      return connecting.then(() => {});
    },
  };
}
