/**
 * The database's announcements of committed changes, on in-memory PGlite, and on PostgreSQL when
 * `FORDRA_TEST_DATABASE_URL` names a server (where they cross connections).
 */
import net from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../test/test-app.ts';
import { type CaughtUp, type ChangeListener, listenOnPostgres } from './change-notices.ts';
import { type Database, openDatabase } from './client.ts';

const serverUrl = process.env.FORDRA_TEST_DATABASE_URL;

/**
 * The tables whose changes are not announced, each because no kept read shows what it holds; a new
 * table must be announced or added here with its reason.
 */
const UNANNOUNCED: Record<string, string> = {
  login_attempts: 'failed sign-ins, counted by the sign-in itself',
  rate_limit_hits: 'rate limits, counted by each request',
  audit_log: 'written beside the changes it records, read by the back office only',
  bankid_orders: 'a BankID login in progress, read by its own calls',
  engine_days: 'the collection process’s record of the days it ran',
  engine_chunks: 'the collection process’s claims on its work',
  webhook_endpoints: 'a client’s webhook endpoints, read by its own calls and the delivery worker',
  webhook_events: 'the webhooks’ outbox, written beside the changes it records',
  webhook_deliveries: 'the webhooks’ delivery queue, claimed by the delivery worker',
  webhook_attempts: 'the webhooks’ delivery log, read by the client’s own calls',
  case_imports: 'a client’s CSV imports with their reports, read by its own calls only',
  client_requests: 'a client’s answers kept for its retries (Idempotency-Key), read by the retried call only',
  delivery_attempts: 'each attempt of a delivery, written beside its delivery, whose change is announced',
  invoice_counts:
    'invoices per client and status, written by the statements that change invoices, which are announced',
  print_files: 'the days’ print files, read by the back office only',
  notification_preferences: 'a debtor’s notification choices, read by their own calls, never kept',
  contact_verifications: 'codes confirming an e-mail address or phone, read by their own calls',
};

/** A listener that counts the changes it hears. */
function counter() {
  const heard = { changes: 0, caughtUp: null as CaughtUp | null, states: [] as boolean[] };
  const listener: ChangeListener = {
    changed: () => {
      heard.changes += 1;
    },
    listening: (caughtUp) => {
      heard.caughtUp = caughtUp;
      heard.states.push(caughtUp !== null);
    },
  };
  return { heard, listener };
}

let database: Database;
let dropDatabase: (() => Promise<void>) | null = null;
let databaseUrl: string | null = null;

beforeAll(async () => {
  if (serverUrl) {
    const created = await createPostgresDatabase(serverUrl);
    databaseUrl = created.url;
    dropDatabase = created.drop;
  }
  database = await openDatabase({ databaseUrl, pgliteDir: null, poolSize: 2 });
  await database.migrate();
}, 60_000);

afterAll(async () => {
  await database?.close();
  await dropDatabase?.();
});

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

let rates = 0;
/** A change of a watched table: a reference rate for a half-year of its own. */
const addRateStatement = () => {
  rates += 1;
  return `insert into reference_rates (valid_from, rate_bp, source) values (date '1900-01-01' + make_interval(months => ${6 * rates}), 0, 'test')`;
};
const addRate = () => database.db.execute(sql.raw(addRateStatement()));

describe('announcements of committed changes', () => {
  it('come from every table unless it is named above with its reason', async () => {
    const tables = rowsOf<{ table_name: string }>(
      await database.db.execute(sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
    ).map((row) => row.table_name);
    const announced = new Set(
      rowsOf<{ table_name: string }>(
        await database.db.execute(sql`select distinct c.relname as table_name from pg_trigger t
          join pg_class c on c.oid = t.tgrelid where t.tgname = 'data_changed'`),
      ).map((row) => row.table_name),
    );
    const unaccounted = tables.filter((table) => !announced.has(table) && !(table in UNANNOUNCED));
    expect(unaccounted).toEqual([]);
    expect(Object.keys(UNANNOUNCED).filter((table) => announced.has(table))).toEqual([]);
    expect(tables).toEqual(expect.arrayContaining(Object.keys(UNANNOUNCED)));
  });

  it('are heard once a change commits, never for one rolled back, and once per transaction', async () => {
    const { heard, listener } = counter();
    const stop = await database.listenForChanges(listener, () => {});
    try {
      expect(heard.caughtUp).not.toBeNull();
      const caughtUp = () => heard.caughtUp?.();
      await addRate();
      await caughtUp();
      expect(heard.changes).toBe(1);
      await database.db
        .transaction(async (tx) => {
          await tx.execute(sql.raw(addRateStatement()));
          throw new Error('roll back');
        })
        .catch(() => {});
      await caughtUp();
      expect(heard.changes).toBe(1);
      await database.db.transaction(async (tx) => {
        await tx.execute(sql.raw(addRateStatement()));
        await tx.execute(sql.raw(addRateStatement()));
      });
      await caughtUp();
      expect(heard.changes).toBe(2);
    } finally {
      await stop();
    }
    expect(heard.states.at(-1)).toBe(false);
  });

  it('are not heard when a session in use slides forward, but are when it ends or slides back', async () => {
    const [account] = rowsOf<{ id: string }>(
      await database.db.execute(sql`insert into accounts (username, display_name, role, password_hash)
        values ('notices', 'Notices', 'staff', 'x') returning id`),
    );
    await database.db.execute(sql`insert into sessions (id_hash, account_id, login_method, absolute_expires_at)
      values ('notice-session', ${account?.id}, 'credentials', now() + interval '1 hour')`);
    const { heard, listener } = counter();
    const stop = await database.listenForChanges(listener, () => {});
    const caughtUp = () => heard.caughtUp?.();
    try {
      const update = (set: ReturnType<typeof sql>) =>
        database.db.execute(sql`update sessions set ${set} where id_hash = 'notice-session'`);
      await update(sql`last_seen_at = now() + interval '1 second'`);
      await caughtUp();
      expect(heard.changes).toBe(0);
      await update(sql`last_seen_at = now() - interval '1 hour'`);
      await caughtUp();
      expect(heard.changes).toBe(1);
      await update(sql`revoked_at = now()`);
      await caughtUp();
      expect(heard.changes).toBe(2);
    } finally {
      await stop();
    }
  });
  it('are not heard when an API key is marked used, but are when one is added, revoked or removed', async () => {
    await database.db.execute(sql`insert into clients (client_number, name, org_number, settlement_bankgiro)
      values ('notices', 'Notices AB', '556000-0000', '5050-1055')`);
    const { heard, listener } = counter();
    const stop = await database.listenForChanges(listener, () => {});
    const caughtUp = () => heard.caughtUp?.();
    const change = async (statement: ReturnType<typeof sql>) => {
      await database.db.execute(statement);
      await caughtUp();
      return heard.changes;
    };
    try {
      expect(
        await change(sql`insert into api_keys (client_id, name, prefix, key_hash, scope)
          select id, 'Notices', 'fordra_notice', 'notice-key-hash', 'read' from clients
          where client_number = 'notices'`),
      ).toBe(1);
      expect(
        await change(sql`update api_keys set last_used_at = now() where key_hash = 'notice-key-hash'`),
      ).toBe(1);
      expect(
        await change(sql`update api_keys set revoked_at = now() where key_hash = 'notice-key-hash'`),
      ).toBe(2);
      expect(await change(sql`delete from api_keys where key_hash = 'notice-key-hash'`)).toBe(3);
    } finally {
      await stop();
    }
  });
});

/** The listener, told it no longer heard, is told it hears again, and then hears the next change. */
async function expectHeardAgain(heard: ReturnType<typeof counter>['heard']) {
  await expect.poll(() => heard.states, { timeout: 10_000 }).toEqual([true, false, true]);
  const before = heard.changes;
  await addRate();
  await heard.caughtUp?.();
  expect(heard.changes).toBe(before + 1);
}

describe.skipIf(!serverUrl)('announcements on PostgreSQL', () => {
  it('are all heard once caught up, whichever connection committed them', async () => {
    const { heard, listener } = counter();
    const stop = await database.listenForChanges(listener, () => {});
    const other = new pg.Client({ connectionString: databaseUrl ?? '' });
    await other.connect();
    try {
      for (let i = 1; i <= 100; i++) {
        await other.query(addRateStatement());
        // Several readers catch up at once; each must see the change committed before it asked.
        await Promise.all([heard.caughtUp?.(), heard.caughtUp?.(), heard.caughtUp?.()]);
        expect(heard.changes).toBe(i);
      }
    } finally {
      await other.end();
      await stop();
    }
  });

  it('stop being trusted when the connection is lost, and are heard again once it is back', async () => {
    const { heard, listener } = counter();
    const errors: Error[] = [];
    const stop = await database.listenForChanges(listener, (error) => errors.push(error));
    try {
      expect(heard.states).toEqual([true]);
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = 'fordra change notices' and datname = current_database()`,
      );
      await expectHeardAgain(heard);
      expect(errors.length).toBeGreaterThan(0);
    } finally {
      await stop();
    }
  });

  it('count a connection that stops answering as lost at once, then connect again', async () => {
    // A proxy to PostgreSQL that can stop passing anything on, as a broken network would.
    let passing = true;
    const sockets = new Set<net.Socket>();
    const target = new URL(databaseUrl ?? '');
    const proxy = net.createServer((inbound) => {
      const outbound = net.connect(Number(target.port || 5432), target.hostname);
      const close = () => {
        inbound.destroy();
        outbound.destroy();
      };
      for (const [from, to] of [
        [inbound, outbound],
        [outbound, inbound],
      ] as const) {
        sockets.add(from);
        from.on('data', (data) => {
          if (passing) to.write(data);
        });
        from.on('close', close);
        from.on('error', close);
      }
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const proxied = new URL(databaseUrl ?? '');
    proxied.host = `127.0.0.1:${(proxy.address() as net.AddressInfo).port}`;
    const { heard, listener } = counter();
    const errors: Error[] = [];
    const stop = await listenOnPostgres(proxied.toString(), listener, (error) => errors.push(error), {
      catchUpTimeoutMs: 300,
    });
    try {
      expect(heard.states).toEqual([true]);
      await heard.caughtUp?.();
      passing = false;
      await expect(heard.caughtUp?.()).rejects.toThrow(/did not answer within 300 ms/);
      expect(heard.states).toEqual([true, false]);
      expect(errors.map((error) => error.message)).toEqual([expect.stringMatching(/did not answer/)]);
      passing = true;
      await expectHeardAgain(heard);
    } finally {
      await stop();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => proxy.close(resolve));
    }
  });
});
