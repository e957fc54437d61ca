import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderNotification } from '../notifications/render-notification.ts';
import { startSmtpTestServer } from '../test-servers/smtp-test-server.ts';
import { messageIdOf, smtpEmailSender } from './smtp-email-sender.ts';

type Received = {
  messageId: string;
  from: string;
  to: string[];
  subject: string;
  language: string | null;
  html: string;
  text: string;
  repeats: number;
};

let server: Awaited<ReturnType<typeof startSmtpTestServer>>;
let sender: ReturnType<typeof smtpEmailSender>;
const from = 'Fordra <no-reply@portal.example.se>';
beforeAll(async () => {
  server = await startSmtpTestServer({ smtpPort: 0, webPort: 0 });
  sender = smtpEmailSender({
    host: '127.0.0.1',
    port: server.smtpPort,
    secure: false,
    user: null,
    pass: null,
    from,
  });
});
afterAll(async () => {
  await sender.close();
  await server.close();
});

const received = async () => (await (await fetch(`${server.url}/messages`)).json()) as Received[];
const failFor = (address: string, failure: string) =>
  fetch(`${server.url}/test/fail`, { method: 'POST', body: JSON.stringify({ address, failure }) });
const params = {
  portalUrl: 'https://portal.example.se',
  productName: 'Fordra',
  amount: 50_000,
  currency: 'SEK' as const,
  caseNumber: 'INK-2026-000042',
  creditor: 'Nordljus Energi AB',
};
const mail = (idempotencyKey: string, to: string, language: string) => ({
  idempotencyKey,
  to,
  language,
  ...renderNotification('paymentRegistered', language, params),
});

describe('e-mail over SMTP', () => {
  it('delivers a mail with its HTML and text parts, in the reader’s language', async () => {
    const outcome = await sender.send(mail('delivery-1', 'amal.haddad@example.se', 'ar'));
    expect(outcome).toEqual({ kind: 'delivered', externalId: '<delivery-1@portal.example.se>' });
    const [arrived] = (await received()).filter((one) => one.to.includes('amal.haddad@example.se'));
    expect(arrived).toMatchObject({
      messageId: '<delivery-1@portal.example.se>',
      from: '"Fordra" <no-reply@portal.example.se>',
      subject: 'سجّلنا دفعتك',
      language: 'ar',
    });
    expect(arrived?.html).toContain('<html lang="ar" dir="rtl">');
    expect(arrived?.html).toContain('INK-2026-000042');
    expect(arrived?.text).toContain('شكرًا على دفعتك');
    const page = await (await fetch(`${server.url}/`)).text();
    expect(page).toContain('amal.haddad@example.se');
    expect(page).toContain('srcdoc=');
  });

  it('sends a repeat with the same Message-ID, which the server keeps once', async () => {
    const first = await sender.send(mail('delivery-2', 'lars.andersson@example.se', 'sv'));
    expect(await sender.send(mail('delivery-2', 'lars.andersson@example.se', 'sv'))).toEqual(first);
    const mine = (await received()).filter((one) => one.to.includes('lars.andersson@example.se'));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ messageId: messageIdOf('delivery-2', from), repeats: 1, language: 'sv' });
    expect(mine[0]?.subject).toBe('Vi har registrerat din betalning');
  });

  it('fails for good on an address the server refuses, for now when it asks to try later', async () => {
    await failFor('gone@example.se', 'permanent');
    expect(await sender.send(mail('delivery-3', 'gone@example.se', 'sv'))).toMatchObject({
      kind: 'failed',
      permanent: true,
    });
    await failFor('busy@example.se', 'transient');
    expect(await sender.send(mail('delivery-4', 'busy@example.se', 'sv'))).toMatchObject({
      kind: 'failed',
      permanent: false,
    });
    const addresses = (await received()).flatMap((one) => one.to);
    expect(addresses).not.toContain('gone@example.se');
    expect(addresses).not.toContain('busy@example.se');
  });

  it('fails for now when no server answers', async () => {
    const stopped = await startSmtpTestServer({ smtpPort: 0, webPort: 0 });
    await stopped.close();
    const nowhere = smtpEmailSender({
      host: '127.0.0.1',
      port: stopped.smtpPort,
      secure: false,
      user: null,
      pass: null,
      from,
      timeoutMs: 2_000,
    });
    expect(await nowhere.send(mail('delivery-5', 'lars.andersson@example.se', 'sv'))).toMatchObject({
      kind: 'failed',
      permanent: false,
    });
    await nowhere.close();
  });
});
