/**
 * A client of the BankID Relying Party API v6.0 over mutual TLS: our certificate (PEM certificate and
 * key, or PKCS#12 with its passphrase) proves who we are, and only BankID's pinned CA is trusted for
 * the server's.
 */
import https from 'node:https';
import {
  BankidConnectionError,
  BankidError,
  BankidRequestError,
  BankidResponseError,
  BankidServiceError,
  BankidTimeoutError,
} from './errors.ts';
import type { AuthRequest, CollectResponse, CompletionData, OrderResponse, RpErrorBody } from './types.ts';

export type BankidClientCredentials =
  | { cert: string | Buffer; key: string | Buffer }
  | { pfx: Buffer; passphrase: string };

export type BankidClientOptions = {
  /** The API's base address, e.g. `https://appapi2.test.bankid.com/rp/v6.0`. */
  url: string;
  /** The CA that issued BankID's server certificate (PEM); no other is trusted. */
  ca: string | Buffer;
  credentials: BankidClientCredentials;
  /** Time for a whole call, from connecting to the last byte of the answer; default 10 s. */
  timeoutMs?: number;
};

export type BankidClient = {
  auth(request: AuthRequest): Promise<OrderResponse>;
  collect(orderRef: string): Promise<CollectResponse>;
  cancel(orderRef: string): Promise<void>;
  /** Closes idle kept-alive connections. */
  close(): void;
};

const MAX_ANSWER_BYTES = 1024 * 1024;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';

function readOrderResponse(body: unknown): OrderResponse {
  if (
    isRecord(body) &&
    isString(body.orderRef) &&
    isString(body.autoStartToken) &&
    isString(body.qrStartToken) &&
    isString(body.qrStartSecret)
  ) {
    const { orderRef, autoStartToken, qrStartToken, qrStartSecret } = body;
    return { orderRef, autoStartToken, qrStartToken, qrStartSecret };
  }
  throw new BankidResponseError('the auth answer lacks orderRef, autoStartToken or the QR start values');
}

function readCompletionData(data: unknown): CompletionData {
  const user = isRecord(data) ? data.user : undefined;
  if (
    isRecord(data) &&
    isRecord(user) &&
    isString(user.personalNumber) &&
    /^\d{12}$/.test(user.personalNumber)
  )
    return data as CompletionData;
  throw new BankidResponseError('the completion data lacks the user’s personal number');
}

function readCollectResponse(body: unknown): CollectResponse {
  if (!isRecord(body) || !isString(body.orderRef))
    throw new BankidResponseError('the collect answer lacks orderRef');
  const { orderRef, status } = body;
  if ((status === 'pending' || status === 'failed') && isString(body.hintCode))
    return { orderRef, status, hintCode: body.hintCode };
  if (status === 'complete')
    return { orderRef, status, completionData: readCompletionData(body.completionData) };
  throw new BankidResponseError(`the collect answer has an unknown status ${JSON.stringify(status)}`);
}

function errorFromAnswer(status: number, body: unknown) {
  const answer: RpErrorBody =
    isRecord(body) && isString(body.errorCode)
      ? { errorCode: body.errorCode, details: isString(body.details) ? body.details : '' }
      : { errorCode: status >= 500 ? 'internalError' : 'invalidParameters', details: `HTTP ${status}` };
  return status >= 500
    ? new BankidServiceError(status, answer.errorCode, answer.details)
    : new BankidRequestError(status, answer.errorCode, answer.details);
}

/** A kept-alive connection the server had closed: the call never reached it. */
class StaleConnectionError extends Error {}

export function createBankidClient(options: BankidClientOptions): BankidClient {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const base = options.url.replace(/\/+$/, '');
  const agent = new https.Agent({
    keepAlive: true,
    ca: options.ca,
    ...options.credentials,
    minVersion: 'TLSv1.2',
  });

  /**
   * Sends a call; once more when a kept-alive connection turned out closed by the server as the call
   * went out on it (ECONNRESET on a reused socket: the server read nothing, so nothing happened twice).
   */
  async function post(path: string, payload: unknown): Promise<unknown> {
    try {
      return await postOnce(path, payload);
    } catch (error) {
      if (!(error instanceof StaleConnectionError)) throw error;
      return postOnce(path, payload);
    }
  }

  function postOnce(path: string, payload: unknown): Promise<unknown> {
    const body = JSON.stringify(payload);
    return new Promise((resolve, reject) => {
      const request = https.request(`${base}${path}`, {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          accept: 'application/json',
        },
      });
      const deadline = setTimeout(() => request.destroy(new BankidTimeoutError(timeoutMs)), timeoutMs);
      const fail = (error: unknown) => {
        clearTimeout(deadline);
        reject(error instanceof BankidError ? error : new BankidConnectionError(error));
      };
      let answered = false;
      request.on('error', (error: NodeJS.ErrnoException) => {
        if (request.reusedSocket && error.code === 'ECONNRESET' && !answered) {
          clearTimeout(deadline);
          reject(new StaleConnectionError());
        } else fail(error);
      });
      request.on('response', (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES) request.destroy(new BankidResponseError('the answer is too large'));
          else chunks.push(chunk);
        });
        response.on('error', fail);
        response.on('end', () => {
          clearTimeout(deadline);
          const status = response.statusCode ?? 0;
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = text === '' ? {} : JSON.parse(text);
          } catch {
            if (status >= 200 && status < 300)
              return reject(new BankidResponseError('the answer is not JSON'));
            json = undefined;
          }
          if (status >= 200 && status < 300) resolve(json);
          else reject(errorFromAnswer(status, json));
        });
      });
      request.end(body);
    });
  }

  return {
    async auth(request) {
      return readOrderResponse(await post('/auth', request));
    },
    async collect(orderRef) {
      return readCollectResponse(await post('/collect', { orderRef }));
    },
    async cancel(orderRef) {
      await post('/cancel', { orderRef });
    },
    close() {
      agent.destroy();
    },
  };
}
