/**
 * An SMS gateway with 46elks's API (docs/delivery.md): `POST <url>/a1/sms` with basic authentication and
 * a form body `from`, `to`, `message`, `whendelivered` answers `{ id, status: 'created', … }`; the
 * delivery report is later posted to `whendelivered` as a form body `id`, `status` (`delivered` or
 * `failed`) and `delivered` (when, UTC).
 *
 * Every send also carries `reference`, the idempotency key. The local test gateway
 * (test-servers/sms-test-server.ts) sends a message once per reference; 46elks has no such field and
 * does not read it, so there a send repeated after a crash, between the gateway's acceptance and the
 * outbox's record of it, reaches the phone twice.
 */
import type { SendOutcome, SmsGateway } from '../channels.ts';

export type SmsGatewayOptions = {
  /** The API's base, e.g. `https://api.46elks.com`. */
  url: string;
  user: string;
  password: string;
  /** The sender: an E.164 number or 3 to 11 letters and digits (`Fordra`). */
  from: string;
  /** Where the gateway posts each message's delivery report; none asked for when null. */
  reportUrl: string | null;
  timeoutMs?: number;
};

/** Answers no repeat can change: a number or message the gateway refuses as such. */
const FINAL_STATUSES = new Set([400, 403, 404, 422]);

/** The gateway at `options.url` (`SMS_URL`), sending as `options.from`. */
export function httpSmsGateway(options: SmsGatewayOptions): SmsGateway {
  const endpoint = `${options.url.replace(/\/$/, '')}/a1/sms`;
  const authorization = `Basic ${Buffer.from(`${options.user}:${options.password}`).toString('base64')}`;
  return {
    async send(message): Promise<SendOutcome> {
      const form = new URLSearchParams({
        from: options.from,
        to: message.to,
        message: message.text,
        reference: message.idempotencyKey,
      });
      if (options.reportUrl) form.set('whendelivered', options.reportUrl);
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: form,
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        return {
          kind: 'failed',
          reason: error instanceof Error ? error.message : String(error),
          permanent: false,
        };
      }
      if (!response.ok) {
        const body = await response.text().catch(() => '');
        return {
          kind: 'failed',
          reason: `HTTP ${response.status}${body ? `: ${body.slice(0, 200)}` : ''}`,
          permanent: FINAL_STATUSES.has(response.status),
        };
      }
      const body = (await response.json().catch(() => null)) as { id?: unknown; status?: unknown } | null;
      if (body?.status === 'failed')
        return { kind: 'failed', reason: 'the gateway answered status failed', permanent: true };
      return { kind: 'sent', externalId: typeof body?.id === 'string' ? body.id : null };
    },
  };
}

/** A delivery report, as `parseSmsReport` reads it. */
export type SmsReport = { externalId: string; status: 'delivered' | 'failed'; at: Date };

/**
 * The delivery report in `body` (the callback's form body, as a string, URLSearchParams or the parsed
 * object), or null when it is not one. 46elks writes `delivered` in UTC without a zone
 * (`2026-12-06T13:57:23.741000`); without a readable time the report is dated `now`.
 */
export function parseSmsReport(
  body: string | URLSearchParams | Readonly<Record<string, unknown>> | null | undefined,
  now: Date = new Date(),
): SmsReport | null {
  if (body === null || body === undefined) return null;
  const fields =
    typeof body === 'string'
      ? new URLSearchParams(body)
      : body instanceof URLSearchParams
        ? body
        : new URLSearchParams(
            Object.entries(body).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : [])),
          );
  const externalId = fields.get('id');
  const status = fields.get('status');
  if (!externalId || (status !== 'delivered' && status !== 'failed')) return null;
  return { externalId, status, at: timeOf(fields.get('delivered')) ?? now };
}

function timeOf(raw: string | null): Date | null {
  if (!raw) return null;
  const iso = raw.trim().replace(' ', 'T');
  // No zone named: UTC, as 46elks means it.
  const zoned = /(Z|[+-]\d\d:?\d\d)$/.test(iso) ? iso : `${iso}Z`;
  const at = new Date(zoned.replace(/(\.\d{3})\d+/, '$1'));
  return Number.isNaN(at.getTime()) ? null : at;
}
