import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { connectDeliveryChannels } from './connect-channels.ts';
import { mailboxTestRecipients } from './test-servers/mailbox-test-server.ts';

const testPorts = {
  MAILBOX_TEST_PORT: '0',
  SMTP_TEST_PORT: '0',
  SMTP_TEST_WEB_PORT: '0',
  SMS_TEST_PORT: '0',
};
const config = (env: Record<string, string>) =>
  loadConfig({ SESSION_SECRET: 'test-secret-test-secret-test-secret', DATA_DIR: '/nonexistent', ...env })
    .delivery;

describe('connectDeliveryChannels', () => {
  it('starts the three test servers in the demo, sends through them, names their pages and stops them', async () => {
    const lines: string[] = [];
    const channels = await connectDeliveryChannels(config(testPorts), { info: (line) => lines.push(line) });
    try {
      const { mailbox, email, sms } = channels;
      if (!mailbox || !email || !sms) throw new Error('a channel is missing');
      expect(await mailbox.recipients(mailboxTestRecipients)).toEqual(new Set(mailboxTestRecipients));
      expect(
        await email.send({
          idempotencyKey: 'k1',
          to: 'a@example.se',
          subject: 'Hej',
          html: '<p>Hej</p>',
          text: 'Hej',
          language: 'sv',
        }),
      ).toMatchObject({ kind: 'delivered' });
      expect(await sms.send({ idempotencyKey: 'k2', to: '+46701234567', text: 'Hej' })).toMatchObject({
        kind: 'sent',
      });

      const pages = Object.values(channels.testPages);
      expect(pages).toEqual([
        expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/$/),
        expect.any(String),
        expect.any(String),
      ]);
      for (const page of pages) expect(lines.some((line) => line.endsWith(page ?? ''))).toBe(true);
      expect(
        (await fetch(`${channels.testPages.email}messages`).then((response) => response.json())) as unknown[],
      ).toHaveLength(1);
      // A worker of WEB_CONCURRENCY reaches the same servers and starts none of its own.
      expect(channels.workerEnv).toMatchObject({
        MAILBOX_TEST_SERVER: 'false',
        MAILBOX_URL: channels.testPages.mailbox?.replace(/\/$/, ''),
        SMTP_TEST_SERVER: 'false',
        SMTP_URL: expect.stringMatching(/^smtp:\/\/127\.0\.0\.1:\d+$/),
        SMS_TEST_SERVER: 'false',
        SMS_URL: channels.testPages.sms?.replace(/\/$/, ''),
      });
      const worker = await connectDeliveryChannels(config(channels.workerEnv), { info: () => {} });
      expect(worker.testPages).toEqual({ mailbox: null, email: null, sms: null });
      expect(await worker.mailbox?.recipients(mailboxTestRecipients)).toEqual(new Set(mailboxTestRecipients));
      await worker.close();
    } finally {
      await channels.close();
    }
    await expect(fetch(channels.testPages.mailbox ?? '')).rejects.toThrow();
  });

  it('has no channel when the test servers are off and no service is named', async () => {
    const channels = await connectDeliveryChannels(
      config({ MAILBOX_TEST_SERVER: 'false', SMTP_TEST_SERVER: 'false', SMS_TEST_SERVER: 'false' }),
      { info: () => {} },
    );
    expect([channels.mailbox, channels.email, channels.sms]).toEqual([null, null, null]);
    expect(channels.workerEnv).toEqual({});
    await channels.close();
  });

  it('uses the services named instead of starting test servers', async () => {
    const lines: string[] = [];
    const channels = await connectDeliveryChannels(
      config({
        ...testPorts,
        MAILBOX_URL: 'https://mailbox.example',
        SMTP_URL: 'smtp://user:secret@mail.example:587',
        SMS_URL: 'https://api.46elks.com',
      }),
      { info: (line) => lines.push(line) },
    );
    expect(channels.mailbox && channels.email && channels.sms).toBeTruthy();
    expect(channels.testPages).toEqual({ mailbox: null, email: null, sms: null });
    expect(lines).toEqual([]);
    await channels.close();
  });
});

describe('the delivery configuration', () => {
  it('reads SMTP_URL, the sender and the SMS report address', () => {
    const delivery = config({
      SMTP_URL: 'smtps://ann%40x.se:p%40ss@mail.example',
      PUBLIC_URL: 'https://portal.example.se',
    });
    expect(delivery.email.smtp).toEqual({
      host: 'mail.example',
      port: 465,
      secure: true,
      user: 'ann@x.se',
      pass: 'p@ss',
    });
    expect(delivery.email.from).toBe('Fordra <no-reply@portal.example.se>');
    expect(delivery.sms.reportUrl).toBe(
      `https://portal.example.se/api/delivery/sms-report?token=${delivery.sms.reportToken}`,
    );
    expect(delivery.sms.reportToken).toMatch(/^[0-9a-f]{32}$/);
    expect(config({ SMTP_URL: 'smtp://mail.example' }).email.smtp).toMatchObject({
      port: 587,
      secure: false,
      user: null,
    });
  });

  it('refuses an SMTP_URL or SMS_FROM it cannot use', () => {
    expect(() => config({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
    expect(() => config({ SMS_FROM: 'Fordra Inkasso AB' })).toThrow(/SMS_FROM/);
  });
});
