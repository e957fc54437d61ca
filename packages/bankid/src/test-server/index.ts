/**
 * A local BankID test server: the RP API v6.0 over HTTPS with mutual TLS, and the "BankID test app"
 * page on plain HTTP where a person approves or cancels orders. Never for production: whoever reaches
 * the test app can identify as anyone.
 */
import type { Server } from 'node:net';
import { API_BASE_PATH, createApiServer, type SimulatedFault } from './api-server.ts';
import type { TestCertificates } from './certificates.ts';
import { createOrderBook, type OrderBook, type OrderBookOptions } from './order-book.ts';
import { createTestAppServer } from './test-app.ts';

export type { SimulatedFault } from './api-server.ts';
export {
  createTestCertificates,
  ensureTestCertificates,
  TEST_PFX_PASSPHRASE,
  type TestCertificateFiles,
  type TestCertificates,
  testCertificateFiles,
} from './certificates.ts';
export type { ApprovalResult, OrderBook, PendingOrderSummary } from './order-book.ts';

export type BankidTestServerOptions = OrderBookOptions & {
  certificates: TestCertificates;
  /** Address both servers listen on; default 127.0.0.1, so only this machine reaches them. */
  host?: string;
  /** Port of the API (HTTPS); 0 picks a free one. */
  apiPort?: number;
  /** Port of the test app page (HTTP); 0 picks a free one. */
  appPort?: number;
  /** On a port already in use, listen on a free one instead of failing (for `npm start` beside another). */
  fallBackToFreePort?: boolean;
};

export type BankidTestServer = {
  /** The API's base address, e.g. `https://127.0.0.1:3443/rp/v6.0`. */
  apiUrl: string;
  /** The test app page, e.g. `http://127.0.0.1:3444/`. */
  appUrl: string;
  orders: OrderBook;
  simulate(fault: SimulatedFault): void;
  close(): Promise<void>;
};

async function listen(server: Server, port: number, host: string, fallBack: boolean): Promise<number> {
  const attempt = (p: number) =>
    new Promise<number>((resolve, reject) => {
      const onError = (error: Error) => reject(error);
      server.once('error', onError);
      server.listen(p, host, () => {
        server.off('error', onError);
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : p);
      });
    });
  try {
    return await attempt(port);
  } catch (error) {
    if (fallBack && port !== 0 && (error as NodeJS.ErrnoException).code === 'EADDRINUSE') return attempt(0);
    throw error;
  }
}

function closeServer(server: Server & { closeAllConnections?: () => void }): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections?.();
  });
}

export async function startBankidTestServer(options: BankidTestServerOptions): Promise<BankidTestServer> {
  const host = options.host ?? '127.0.0.1';
  const fallBack = options.fallBackToFreePort ?? false;
  const orders = createOrderBook(options);
  const api = createApiServer(options.certificates, orders);
  const app = createTestAppServer(orders);
  const apiPort = await listen(api.server, options.apiPort ?? 0, host, fallBack);
  let appPort: number;
  try {
    appPort = await listen(app, options.appPort ?? 0, host, fallBack);
  } catch (error) {
    await closeServer(api.server);
    throw error;
  }
  const urlHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;
  return {
    apiUrl: `https://${urlHost}:${apiPort}${API_BASE_PATH}`,
    appUrl: `http://${urlHost}:${appPort}/`,
    orders,
    simulate: api.simulate,
    close: async () => {
      await Promise.all([closeServer(api.server), closeServer(app)]);
    },
  };
}
