/**
 * One attempt of a delivery over HTTP: the signed body POSTed with a 15 s timeout, no redirect followed
 * (a 3xx is a failure), the answer's first kilobyte kept.
 */
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { WEBHOOK_RESPONSE_BODY_BYTES, WEBHOOK_TIMEOUT_SECONDS } from '@fordra/domain';
import { addressAllowed, type WebhookAddressPolicy, webhookAgents } from './webhook-address.ts';

/** What an attempt got: the status and headers answered, or the error that stopped it. */
export type SendResult = {
  statusCode: number | null;
  retryAfter: string | undefined;
  responseBody: string | null;
  error: string | null;
  durationMs: number;
};

export type WebhookSender = {
  send: (url: string, headers: Record<string, string>, body: string) => Promise<SendResult>;
  close: () => void;
};

/** A sender under `policy`, its connections kept alive per endpoint. */
export function webhookSender(
  policy: WebhookAddressPolicy,
  timeoutMs = WEBHOOK_TIMEOUT_SECONDS * 1000,
): WebhookSender {
  const agents = webhookAgents(policy);
  const send = (url: string, headers: Record<string, string>, body: string) =>
    new Promise<SendResult>((resolve) => {
      const started = performance.now();
      const done = (result: Omit<SendResult, 'durationMs'>) =>
        resolve({ ...result, durationMs: Math.round(performance.now() - started) });
      const failed = (error: string) =>
        done({ statusCode: null, retryAfter: undefined, responseBody: null, error });
      let target: URL;
      try {
        target = new URL(url);
      } catch {
        return failed('not a URL');
      }
      // An address written in the URL is never looked up, so the agent's check does not see it.
      const host = target.hostname.replace(/^\[|\]$/g, '');
      if (isIP(host) && !addressAllowed(host, policy)) return failed('refused address');
      if (policy.production && target.protocol !== 'https:') return failed('http in production');
      const secure = target.protocol === 'https:';
      const request = (secure ? https : http).request(target, {
        method: 'POST',
        agent: secure ? agents.https : agents.http,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'Fordra-Webhooks/1.0',
        },
        signal: AbortSignal.timeout(timeoutMs),
      });
      request.on('error', (error: NodeJS.ErrnoException) =>
        failed(error.name === 'AbortError' ? 'timeout' : (error.code ?? error.message).slice(0, 200)),
      );
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        response.on('data', (chunk: Buffer) => {
          if (kept >= WEBHOOK_RESPONSE_BODY_BYTES) return;
          const part = chunk.subarray(0, WEBHOOK_RESPONSE_BODY_BYTES - kept);
          chunks.push(part);
          kept += part.length;
          // Whatever else the endpoint answers is not read.
          if (kept >= WEBHOOK_RESPONSE_BODY_BYTES) response.destroy();
        });
        const finish = () =>
          done({
            statusCode: response.statusCode ?? null,
            retryAfter: response.headers['retry-after'],
            responseBody: Buffer.concat(chunks).toString('utf8'),
            error: null,
          });
        response.on('end', finish);
        response.on('close', finish);
        response.on('error', finish);
      });
      request.end(body);
    });
  return {
    send,
    close: () => {
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}
