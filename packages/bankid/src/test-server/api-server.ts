/**
 * The RP API v6.0 of the test server over HTTPS with mutual TLS: a client must present a certificate
 * issued by the test CA, or the TLS handshake fails, as with BankID. Faults can be arranged for the
 * next calls (an error answer, or a slow one) to test what a relying party does then.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import https from 'node:https';
import type { TestCertificates } from './certificates.ts';
import { type OrderBook, RpApiError } from './order-book.ts';

export const API_BASE_PATH = '/rp/v6.0';

/** A fault for the next `times` calls: an error answer, or an answer only after `delayMs`. */
export type SimulatedFault =
  | { status: number; errorCode: string; details?: string; times?: number }
  | { delayMs: number; times?: number };

const MAX_BODY_BYTES = 64 * 1024;

function send(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) reject(new RpApiError(400, 'invalidParameters', 'Body too large'));
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export function createApiServer(certificates: TestCertificates, orders: OrderBook) {
  const faults: SimulatedFault[] = [];

  async function answer(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const path = (request.url ?? '').split('?')[0] ?? '';
    const operation = path.startsWith(`${API_BASE_PATH}/`) ? path.slice(API_BASE_PATH.length + 1) : '';
    if (!['auth', 'collect', 'cancel'].includes(operation))
      throw new RpApiError(404, 'notFound', 'No such method');
    if (request.method !== 'POST') throw new RpApiError(405, 'methodNotAllowed', 'Use POST');
    if (!(request.headers['content-type'] ?? '').startsWith('application/json'))
      throw new RpApiError(415, 'unsupportedMediaType', 'Use Content-Type application/json');
    let body: unknown;
    try {
      body = JSON.parse(await readBody(request));
    } catch (error) {
      if (error instanceof RpApiError) throw error;
      throw new RpApiError(400, 'invalidParameters', 'Invalid JSON');
    }
    const orderRef = (body as { orderRef?: unknown } | null)?.orderRef;
    if (operation === 'auth') return { status: 200, body: orders.auth(body) };
    if (operation === 'collect') return { status: 200, body: orders.collect(orderRef) };
    orders.cancel(orderRef);
    return { status: 200, body: {} };
  }

  const server = https.createServer(
    {
      key: certificates.serverKey,
      cert: certificates.serverCert,
      ca: certificates.caCert,
      requestCert: true,
      rejectUnauthorized: true,
      minVersion: 'TLSv1.2',
    },
    (request, response) => {
      const fault = faults[0];
      if (fault) {
        fault.times = (fault.times ?? 1) - 1;
        if (fault.times <= 0) faults.shift();
      }
      const respond = () => {
        if (fault && 'status' in fault) {
          send(response, fault.status, { errorCode: fault.errorCode, details: fault.details ?? '' });
          return;
        }
        answer(request).then(
          ({ status, body }) => send(response, status, body),
          (error: unknown) => {
            if (error instanceof RpApiError)
              send(response, error.status, { errorCode: error.errorCode, details: error.details });
            else send(response, 500, { errorCode: 'internalError', details: '' });
          },
        );
      };
      if (fault && 'delayMs' in fault) setTimeout(respond, fault.delayMs);
      else respond();
    },
  );

  return {
    server,
    /** Arranges a fault for the next call(s), in order after any already arranged. */
    simulate(fault: SimulatedFault): void {
      faults.push({ ...fault });
    },
  };
}
