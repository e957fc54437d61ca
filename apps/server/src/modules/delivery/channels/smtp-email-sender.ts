/**
 * E-mail over SMTP (nodemailer), an HTML and a plain-text part. The Message-ID is made from the
 * idempotency key, so a mail sent again after a crash carries the same one: a receiving system, and
 * the local test server (test-servers/smtp-test-server.ts), recognise it as the same mail.
 */
import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { EmailSender, SendOutcome } from '../channels.ts';

export type SmtpOptions = {
  host: string;
  port: number;
  /** TLS from the start (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user: string | null;
  pass: string | null;
  /** The sender, e.g. `Fordra <no-reply@portal.example.se>`. */
  from: string;
  timeoutMs?: number;
};

/** The Message-ID of the mail sent with `idempotencyKey` from `from`: `<key@domain of from>`. */
export function messageIdOf(idempotencyKey: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'fordra.local';
  return `<${idempotencyKey.replace(/[^A-Za-z0-9._-]/g, '_')}@${domain}>`;
}

/**
 * SMTP answers that a repeat cannot change (RFC 5321 5yz) are final, except the authentication ones
 * (530, 534, 535, 538): those are the portal's configuration, and every mail waits for it to be fixed.
 */
const isFinal = (code: number | undefined) =>
  code !== undefined && code >= 500 && ![530, 534, 535, 538].includes(code);

/** Sends through the SMTP server of `options` (`SMTP_URL`), as `options.from` (`MAIL_FROM`). */
export function smtpEmailSender(options: SmtpOptions): EmailSender & { close(): Promise<void> } {
  const timeout = options.timeoutMs ?? 30_000;
  // nodemailer is loaded at the first mail, not at the portal's start.
  let transport: Promise<Transporter<SMTPTransport.SentMessageInfo>> | null = null;
  const connected = () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        host: options.host,
        port: options.port,
        secure: options.secure,
        ...(options.user ? { auth: { user: options.user, pass: options.pass ?? '' } } : {}),
        connectionTimeout: timeout,
        greetingTimeout: timeout,
        socketTimeout: timeout,
      }),
    );
    return transport;
  };
  return {
    async send(message): Promise<SendOutcome> {
      const messageId = messageIdOf(message.idempotencyKey, options.from);
      try {
        const info = await (await connected()).sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
          messageId,
          headers: { 'Content-Language': message.language, 'Auto-Submitted': 'auto-generated' },
        });
        if (info.accepted.length === 0)
          return { kind: 'failed', reason: `refused: ${info.response}`, permanent: true };
        return { kind: 'delivered', externalId: messageId };
      } catch (error) {
        const { responseCode, message: reason } = error as { responseCode?: number; message?: string };
        return { kind: 'failed', reason: reason ?? String(error), permanent: isFinal(responseCode) };
      }
    },
    close: async () => (await transport)?.close(),
  };
}
