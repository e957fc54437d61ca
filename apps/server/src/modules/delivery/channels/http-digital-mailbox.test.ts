import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailboxTestServer } from '../test-servers/mailbox-test-server.ts';
import { httpDigitalMailbox, MailboxUnavailable } from './http-digital-mailbox.ts';

const lars = '19121212-1212'; // `demo`: has a mailbox
const amal = '19880417-2388'; // `amal`: has a mailbox
const cafeLinnea = '559211-0349'; // a company: none
const pdf = Buffer.from('%PDF-1.7\n% a letter\n%%EOF\n');

let server: Awaited<ReturnType<typeof startMailboxTestServer>>;
beforeAll(async () => {
  server = await startMailboxTestServer(0);
});
afterAll(() => server.close());

type Received = { contentId: string; identityNumber: string; subject: string; fileName: string };
const received = async () => (await (await fetch(`${server.url}/messages`)).json()) as Received[];
const failFor = (identityNumber: string, failure: 'permanent' | 'transient' | 'none') =>
  fetch(`${server.url}/test/fail`, { method: 'POST', body: JSON.stringify({ identityNumber, failure }) });
const letter = (idempotencyKey: string, identityNumber: string) => ({
  idempotencyKey,
  identityNumber,
  subject: 'Inkassokrav',
  fileName: 'inkassokrav.pdf',
  pdf,
});

describe('the digital mailbox over HTTP', () => {
  it('names which of the people asked about have a mailbox', async () => {
    const mailbox = httpDigitalMailbox(server.url, 2_000);
    expect(await mailbox.recipients([lars, amal, cafeLinnea])).toEqual(new Set([lars, amal]));
    expect(await mailbox.recipients([])).toEqual(new Set());
  });

  it('puts a letter in the mailbox once, however often it is sent with the same key', async () => {
    const mailbox = httpDigitalMailbox(server.url, 2_000);
    const first = await mailbox.send(letter('delivery-1', lars));
    expect(first).toEqual({ kind: 'delivered', externalId: expect.any(String) });
    expect(await mailbox.send(letter('delivery-1', lars))).toEqual(first);
    const mine = (await received()).filter((item) => item.identityNumber === lars);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ subject: 'Inkassokrav', fileName: 'inkassokrav.pdf' });

    const stored = await fetch(`${server.url}/content/${mine[0]?.contentId}.pdf`);
    expect(stored.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await stored.arrayBuffer())).toEqual(pdf);
    const page = await (await fetch(`${server.url}/`)).text();
    expect(page).toContain('Lars Andersson');
    expect(page).toContain(`/content/${mine[0]?.contentId}.pdf`);
  });

  it('fails for good for one who has no mailbox', async () => {
    const outcome = await httpDigitalMailbox(server.url, 2_000).send(letter('delivery-2', cafeLinnea));
    expect(outcome).toMatchObject({ kind: 'failed', permanent: true });
    expect((await received()).some((item) => item.identityNumber === cafeLinnea)).toBe(false);
  });

  it('fails for now when the mailbox is down, and delivers when the same send is tried again', async () => {
    const mailbox = httpDigitalMailbox(server.url, 2_000);
    await failFor(amal, 'transient');
    expect(await mailbox.send(letter('delivery-3', amal))).toMatchObject({
      kind: 'failed',
      permanent: false,
    });
    await failFor(amal, 'permanent');
    expect(await mailbox.send(letter('delivery-3', amal))).toMatchObject({ kind: 'failed', permanent: true });
    await failFor(amal, 'none');
    expect(await mailbox.send(letter('delivery-3', amal))).toMatchObject({ kind: 'delivered' });
    expect((await received()).filter((item) => item.identityNumber === amal)).toHaveLength(1);
  });

  it('fails for now when nothing answers, and a look-up says the mailbox is unavailable', async () => {
    const stopped = await startMailboxTestServer(0);
    await stopped.close();
    const mailbox = httpDigitalMailbox(stopped.url, 2_000);
    expect(await mailbox.send(letter('delivery-4', lars))).toMatchObject({
      kind: 'failed',
      permanent: false,
    });
    await expect(mailbox.recipients([lars])).rejects.toBeInstanceOf(MailboxUnavailable);
  });

  it('gives up when the mailbox does not answer in time, to try again later', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const mailbox = httpDigitalMailbox(`http://127.0.0.1:${(silent.address() as AddressInfo).port}`, 100);
    expect(await mailbox.send(letter('delivery-6', lars))).toMatchObject({
      kind: 'failed',
      permanent: false,
    });
    await expect(mailbox.recipients([lars])).rejects.toBeInstanceOf(MailboxUnavailable);
    silent.closeAllConnections();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('refuses content that is not a PDF, for good', async () => {
    const outcome = await httpDigitalMailbox(server.url, 2_000).send({
      ...letter('delivery-5', lars),
      pdf: Buffer.from('not a pdf'),
    });
    expect(outcome).toMatchObject({ kind: 'failed', permanent: true });
  });
});
