/**
 * The daily purge: each kind of what has ended is deleted once its period has passed, and only then;
 * what is still in use, or ended too recently, stays. The purge runs by itself in the portal's process.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RETENTION_SECONDS } from '@fordra/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteWebhookEventsBefore } from '../../db/repositories/webhooks.ts';
import {
  accounts,
  attachments,
  bankidOrders,
  clients,
  loginAttempts,
  sessions,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { purgeExpired, startDailyPurge } from './purge.ts';

let t: TestApp;
let uploadDir: string;
beforeAll(async () => {
  t = await startTestApp();
  uploadDir = await mkdtemp(path.join(tmpdir(), 'fordra-purge-uploads-'));
});
afterAll(async () => {
  await t.close();
  await rm(uploadDir, { recursive: true, force: true });
});

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const now = new Date();
const ago = (ms: number) => new Date(now.getTime() - ms);
const later = (ms: number) => new Date(now.getTime() + ms);

/** The purge as the portal runs it, on the test's own upload folder. */
const purge = (at = now) => purgeExpired(t.database.db, { ...t.config, uploadDir }, at);

describe('the daily purge', () => {
  it('deletes sessions a day after they ended, signed out, idle or past their lifetime', async () => {
    const [account] = await t.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.username, 'demo'));
    if (!account) throw new Error('No demo account');
    const idle = t.config.session.idleTimeoutSeconds * 1000;
    const session = (name: string, fields: Partial<typeof sessions.$inferInsert>) => ({
      idHash: `purge-${name}-${randomBytes(4).toString('hex')}`,
      accountId: account.id,
      loginMethod: 'credentials' as const,
      lastSeenAt: now,
      absoluteExpiresAt: later(HOUR),
      ipAddress: '10.1.2.3',
      userAgent: 'Firefox',
      ...fields,
    });
    const rows = {
      signedOutLongAgo: session('signed-out', { createdAt: ago(3 * DAY), revokedAt: ago(2 * DAY) }),
      signedOutToday: session('signed-out-today', { revokedAt: ago(HOUR) }),
      idleLongAgo: session('idle', { lastSeenAt: ago(3 * DAY) }),
      idleToday: session('idle-today', { lastSeenAt: ago(idle + 2 * HOUR) }),
      pastLifetime: session('past-lifetime', { absoluteExpiresAt: ago(2 * DAY) }),
      live: session('live', {}),
    };
    await t.database.db.insert(sessions).values(Object.values(rows));
    expect((await purge()).sessions).toBeGreaterThanOrEqual(3);
    const left = await t.database.db
      .select({ idHash: sessions.idHash })
      .from(sessions)
      .where(
        inArray(
          sessions.idHash,
          Object.values(rows).map((row) => row.idHash),
        ),
      );
    expect(left.map((row) => row.idHash).sort()).toEqual(
      [rows.signedOutToday, rows.idleToday, rows.live].map((row) => row.idHash).sort(),
    );
  });

  it('deletes sign-in attempt counts once their window has passed', async () => {
    const window = t.config.loginLimits.windowSeconds * 1000;
    await t.database.db.insert(loginAttempts).values([
      { key: 'account:purge-lapsed', windowStartedAt: ago(window + 60_000), attempts: 4 },
      { key: 'address:10.9.9.9', windowStartedAt: ago(window + 60_000), attempts: 12 },
      { key: 'account:purge-current', windowStartedAt: ago(window - 60_000), attempts: 2 },
    ]);
    expect((await purge()).loginAttempts).toBeGreaterThanOrEqual(2);
    const left = await t.database.db
      .select({ key: loginAttempts.key })
      .from(loginAttempts)
      .where(
        inArray(loginAttempts.key, ['account:purge-lapsed', 'address:10.9.9.9', 'account:purge-current']),
      );
    expect(left).toEqual([{ key: 'account:purge-current' }]);
  });

  it('deletes BankID orders a day after they started, whatever became of them', async () => {
    const order = (name: string, status: 'pending' | 'used' | 'failed' | 'complete', startedAt: Date) => ({
      orderRef: `purge-${name}`,
      browserBinding: 'binding',
      qrStartToken: 'token',
      status,
      startedAt,
      ...(status === 'pending' ? {} : { endedAt: new Date(startedAt.getTime() + 60_000) }),
      ...(status === 'complete' ? { personalNumber: '19121212-1212' } : {}),
    });
    await t.database.db
      .insert(bankidOrders)
      .values([
        order('used-long-ago', 'used', ago(2 * DAY)),
        order('completed-unused', 'complete', ago(RETENTION_SECONDS.bankidOrder * 1000 + HOUR)),
        order('abandoned', 'pending', ago(2 * DAY)),
        order('failed-today', 'failed', ago(HOUR)),
      ]);
    await purge();
    const left = await t.database.db
      .select({ orderRef: bankidOrders.orderRef })
      .from(bankidOrders)
      .where(
        inArray(bankidOrders.orderRef, [
          'purge-used-long-ago',
          'purge-completed-unused',
          'purge-abandoned',
          'purge-failed-today',
        ]),
      );
    expect(left).toEqual([{ orderRef: 'purge-failed-today' }]);
  });

  it('removes upload folders a stopped process left a day ago, and attachments never sent', async () => {
    for (const name of ['message-left', 'message-busy', 'someone-elses'])
      await mkdir(path.join(uploadDir, name));
    const old = ago(2 * DAY);
    await utimes(path.join(uploadDir, 'message-left'), old, old);
    await utimes(path.join(uploadDir, 'someone-elses'), old, old);
    const [abandoned] = await t.database.db
      .insert(attachments)
      .values({ fileName: 'a.pdf', contentType: 'application/pdf', sizeBytes: 1, createdAt: ago(2 * HOUR) })
      .returning({ id: attachments.id });

    expect((await purge()).uploadFolders).toBe(1);
    expect((await readdir(uploadDir)).sort()).toEqual(['message-busy', 'someone-elses']);
    const kept = await t.database.db
      .select({ id: attachments.id })
      .from(attachments)
      .where(eq(attachments.id, abandoned?.id ?? ''));
    expect(kept).toEqual([]);
    // A folder that is missing altogether is nothing to remove.
    expect(
      (await purgeExpired(t.database.db, { ...t.config, uploadDir: path.join(uploadDir, 'none') }, now))
        .uploadFolders,
    ).toBe(0);
  });

  it('deletes a client’s webhook events with their log once delivered and 90 days old, in batches', async () => {
    const db = t.database.db;
    const [client] = await db.select({ id: clients.id }).from(clients).limit(1);
    if (!client) throw new Error('No client');
    const [endpoint] = await db
      .insert(webhookEndpoints)
      .values({ clientId: client.id, url: 'https://hooks.example.test/purge', secret: 'whsec_purge' })
      .returning({ id: webhookEndpoints.id });
    if (!endpoint) throw new Error('No endpoint');
    const kept = RETENTION_SECONDS.webhookEvent * 1000;
    /** An event recorded at `createdAt`, delivered to the endpoint with `status` (no delivery: null). */
    const event = async (
      name: string,
      createdAt: Date,
      status: 'succeeded' | 'failed' | 'pending' | null,
    ) => {
      const id = `msg_purge_${name}_${randomBytes(4).toString('hex')}`;
      const payload = { type: 'case.registered', timestamp: createdAt.toISOString(), data: {} };
      await db.insert(webhookEvents).values({
        id,
        clientId: client.id,
        type: 'case.registered',
        payload: payload as unknown as typeof webhookEvents.$inferInsert.payload,
        createdAt,
      });
      if (status === null) return id;
      const [row] = await db
        .select({ seq: webhookEvents.seq })
        .from(webhookEvents)
        .where(eq(webhookEvents.id, id));
      const [delivery] = await db
        .insert(webhookDeliveries)
        .values({ eventId: id, eventSeq: row?.seq ?? 0, endpointId: endpoint.id, status, createdAt })
        .returning({ id: webhookDeliveries.id });
      if (delivery && status !== 'pending')
        await db.insert(webhookAttempts).values({
          deliveryId: delivery.id,
          endpointId: endpoint.id,
          eventId: id,
          attemptedAt: createdAt,
          durationMs: 12,
          statusCode: status === 'succeeded' ? 200 : 500,
        });
      return id;
    };
    const old = {
      delivered: await event('delivered', ago(kept + DAY), 'succeeded'),
      failed: await event('failed', ago(kept + HOUR), 'failed'),
      noEndpoint: await event('no-endpoint', ago(kept + 2 * DAY), null),
    };
    const stay = {
      stillPending: await event('pending', ago(kept + DAY), 'pending'),
      recent: await event('recent', ago(kept - HOUR), 'succeeded'),
      today: await event('today', ago(HOUR), null),
    };
    const all = [...Object.values(old), ...Object.values(stay)];

    const report = await purgeExpired(db, { ...t.config, uploadDir }, now);
    expect(report.webhookEvents).toBe(3);
    const left = await db
      .select({ id: webhookEvents.id })
      .from(webhookEvents)
      .where(inArray(webhookEvents.id, all));
    expect(left.map((row) => row.id).sort()).toEqual(Object.values(stay).sort());
    // Their deliveries and attempts went with them; the others' stayed.
    const deliveriesLeft = await db
      .select({ eventId: webhookDeliveries.eventId })
      .from(webhookDeliveries)
      .where(inArray(webhookDeliveries.eventId, all));
    expect(deliveriesLeft.map((row) => row.eventId).sort()).toEqual([stay.recent, stay.stillPending].sort());
    const attemptsLeft = await db
      .select({ eventId: webhookAttempts.eventId })
      .from(webhookAttempts)
      .where(inArray(webhookAttempts.eventId, all));
    expect(attemptsLeft.map((row) => row.eventId)).toEqual([stay.recent]);

    // In batches: more old events than a batch are all deleted, by several statements.
    const many = await Promise.all(
      Array.from({ length: 7 }, (_, index) => event(`batch-${index}`, ago(kept + DAY + index), 'succeeded')),
    );
    expect(await deleteWebhookEventsBefore(db, ago(kept), 3)).toBe(7);
    expect(await db.select().from(webhookEvents).where(inArray(webhookEvents.id, many))).toEqual([]);
    expect(await purge()).toMatchObject({ webhookEvents: 0 });
    await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
  });

  it('runs by itself, soon after the start and then every day', async () => {
    const reports: object[] = [];
    const purging = startDailyPurge(
      t.database.db,
      { ...t.config, uploadDir },
      { info: (report) => reports.push(report), error: () => {} },
      { firstAfterMs: 0, everyMs: 60_000 },
    );
    try {
      await expect.poll(() => reports.length).toBe(1);
      expect(reports[0]).toEqual({
        sessions: expect.any(Number),
        loginAttempts: expect.any(Number),
        uploadFolders: 0,
        webhookEvents: expect.any(Number),
      });
    } finally {
      await purging.stop();
    }
  });
});
