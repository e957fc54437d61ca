/**
 * A digital mailbox (Kivra-like) reached over its sender API, JSON over HTTP (docs/delivery.md):
 *
 * - `POST /v1/recipients/lookup` `{ identityNumbers: [...] }` answers `{ recipients: [...] }`, those of
 *   the numbers that have a mailbox;
 * - `POST /v1/content` with an `Idempotency-Key` header and `{ identityNumber, subject, fileName, pdf }`
 *   (the PDF in base64) answers `{ contentId, status: 'delivered' | 'accepted' }`. The same key again
 *   answers the first answer and delivers nothing twice. 404 (no such recipient) and 422 (content
 *   refused) are final; 5xx, 429 and no answer are worth trying again.
 *
 * `npm start` runs a local test mailbox of the demo people (test-servers/mailbox-test-server.ts) unless
 * `MAILBOX_URL` names a real one.
 */
import type { DigitalMailbox, SendOutcome } from '../channels.ts';

/** The mailbox did not answer a look-up usefully; the caller decides (a letter then waits, or goes on paper). */
export class MailboxUnavailable extends Error {
  constructor(reason: string) {
    super(`The digital mailbox is not answering: ${reason}`);
    this.name = 'MailboxUnavailable';
  }
}

/** Answers that no repeat can change: the recipient or the content is refused as such. */
const FINAL_STATUSES = new Set([400, 404, 409, 410, 413, 422]);

async function errorOf(response: Response): Promise<string> {
  const body = await response.text().catch(() => '');
  return `HTTP ${response.status}${body ? `: ${body.slice(0, 200)}` : ''}`;
}

/**
 * The mailbox at `baseUrl`; each call gives up after `timeoutMs`. `token`, when given, is sent as a
 * bearer token (a real service's sender credential).
 */
export function httpDigitalMailbox(
  baseUrl: string,
  timeoutMs: number,
  token: string | null = null,
): DigitalMailbox {
  const base = baseUrl.replace(/\/$/, '');
  const headers = (extra: Record<string, string> = {}) => ({
    'content-type': 'application/json',
    accept: 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...extra,
  });
  return {
    async recipients(identityNumbers) {
      if (identityNumbers.length === 0) return new Set();
      let response: Response;
      try {
        response = await fetch(`${base}/v1/recipients/lookup`, {
          method: 'POST',
          headers: headers(),
          body: JSON.stringify({ identityNumbers }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new MailboxUnavailable(error instanceof Error ? error.message : String(error));
      }
      if (!response.ok) throw new MailboxUnavailable(await errorOf(response));
      const body = (await response.json().catch(() => null)) as { recipients?: unknown } | null;
      if (!Array.isArray(body?.recipients)) throw new MailboxUnavailable('the answer names no recipients');
      // Only numbers asked about count: a mailbox naming others is not believed.
      const asked = new Set(identityNumbers);
      return new Set(body.recipients.filter((number): number is string => asked.has(number)));
    },

    async send(letter): Promise<SendOutcome> {
      let response: Response;
      try {
        response = await fetch(`${base}/v1/content`, {
          method: 'POST',
          headers: headers({ 'idempotency-key': letter.idempotencyKey }),
          body: JSON.stringify({
            identityNumber: letter.identityNumber,
            subject: letter.subject,
            fileName: letter.fileName,
            pdf: letter.pdf.toString('base64'),
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        return {
          kind: 'failed',
          reason: error instanceof Error ? error.message : String(error),
          permanent: false,
        };
      }
      if (!response.ok)
        return {
          kind: 'failed',
          reason: await errorOf(response),
          permanent: FINAL_STATUSES.has(response.status),
        };
      const body = (await response.json().catch(() => null)) as {
        contentId?: unknown;
        status?: unknown;
      } | null;
      const externalId = typeof body?.contentId === 'string' ? body.contentId : null;
      // A mailbox that takes the letter in and reports later says `accepted`; anything else taken is delivered.
      return body?.status === 'accepted' ? { kind: 'sent', externalId } : { kind: 'delivered', externalId };
    },
  };
}
