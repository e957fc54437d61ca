/**
 * The channels a letter or a notification leaves by (docs/delivery.md), each behind an interface so that
 * the local test servers (`npm start`) and the real services are used alike. Every send carries an
 * idempotency key (the delivery's id): a send repeated after a crash is recognised by the service and
 * does not reach the reader twice.
 */

/** How one send ended. */
export type SendOutcome =
  /** Accepted; its delivery report follows (an SMS, or a mailbox that reports later). */
  | { kind: 'sent'; externalId: string | null }
  /** Delivered when accepted (a digital mailbox's usual answer, an e-mail accepted by the server). */
  | { kind: 'delivered'; externalId: string | null }
  /** Refused or lost; `permanent` when trying again cannot help (no such recipient, a bad number). */
  | { kind: 'failed'; reason: string; permanent: boolean };

/** A digital mailbox for letters (Kivra-like): a letter put there has reached the reader's address. */
export type DigitalMailbox = {
  /** Which of `identityNumbers` (personnummer or organisationsnummer, normalised) are recipients. */
  recipients(identityNumbers: readonly string[]): Promise<Set<string>>;
  send(letter: {
    idempotencyKey: string;
    identityNumber: string;
    subject: string;
    fileName: string;
    pdf: Buffer;
  }): Promise<SendOutcome>;
};

/** E-mail over SMTP. */
export type EmailSender = {
  send(message: {
    idempotencyKey: string;
    to: string;
    subject: string;
    html: string;
    text: string;
    language: string;
  }): Promise<SendOutcome>;
};

/** An SMS gateway (46elks-like): a send, and later a delivery report to the portal's callback. */
export type SmsGateway = {
  /** `to` in E.164. */
  send(message: { idempotencyKey: string; to: string; text: string }): Promise<SendOutcome>;
};

/** The channels configured; null for one that is not (letters then go on paper, notifications wait). */
export type DeliveryChannels = {
  mailbox: DigitalMailbox | null;
  email: EmailSender | null;
  sms: SmsGateway | null;
  /** Closes what the channels hold open (connections, the test servers started for them). */
  close(): Promise<void>;
};

/** No channel at all: every letter on paper, no notification sent. */
export const noChannels: DeliveryChannels = {
  mailbox: null,
  email: null,
  sms: null,
  close: async () => {},
};
