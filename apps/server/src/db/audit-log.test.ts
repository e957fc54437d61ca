/**
 * The audit log is append-only (migration 0024): an entry is added, and no statement of the application
 * changes, deletes or truncates one; only a deleted account's (debtor's, API key's) reference in its
 * entries is emptied, by the foreign key itself. On PGlite, and on PostgreSQL with FORDRA_TEST_DATABASE_URL.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { accounts, auditLog } from './schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The database's own message of why `statement` failed (drizzle puts it in the error's cause). */
async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const cause = (error as Error).cause;
    return cause instanceof Error ? cause.message : (error as Error).message;
  }
  throw new Error('The statement was not refused');
}

/** A new account, with an entry of the audit log about it. */
async function accountWithEntry(username: string) {
  const [account] = await t.database.db
    .insert(accounts)
    .values({ username, displayName: username, role: 'staff', staffRole: 'handler' })
    .returning({ id: accounts.id });
  if (!account) throw new Error('No account');
  const [entry] = await t.database.db
    .insert(auditLog)
    .values({
      accountId: account.id,
      action: 'login',
      entity: 'account',
      entityId: username,
      ipAddress: '10.0.0.1',
      details: { method: 'credentials' },
    })
    .returning();
  if (!entry) throw new Error('No entry');
  return { account, entry };
}

const entryOf = async (id: number) =>
  (await t.database.db.select().from(auditLog).where(eq(auditLog.id, id)))[0];

describe('the audit log', () => {
  it('takes new entries, and refuses to change, delete or truncate any', async () => {
    const { entry } = await accountWithEntry('audit-append-only');
    const db = t.database.db;
    for (const statement of [
      db.update(auditLog).set({ action: 'nothing happened' }).where(eq(auditLog.id, entry.id)),
      db.update(auditLog).set({ accountId: null }).where(eq(auditLog.id, entry.id)),
      db.update(auditLog).set({ details: {} }),
    ])
      expect(await refusal(statement)).toBe('The audit log is append-only: UPDATE is refused');
    expect(await refusal(db.delete(auditLog).where(eq(auditLog.id, entry.id)))).toBe(
      'The audit log is append-only: DELETE is refused',
    );
    expect(await refusal(db.delete(auditLog))).toBe('The audit log is append-only: DELETE is refused');
    expect(await refusal(db.execute(sql`truncate audit_log`))).toBe(
      'The audit log is append-only: TRUNCATE is refused',
    );
    expect(await entryOf(entry.id)).toEqual(entry);
    const [{ entries } = { entries: 0 }] = await db
      .select({ entries: sql<number>`count(*)::int` })
      .from(auditLog);
    expect(entries).toBeGreaterThan(1);
  });

  it('lets a deleted account’s reference be emptied by its foreign key, and nothing else of the entry', async () => {
    const { account, entry } = await accountWithEntry('audit-deleted-account');
    await t.database.db.delete(accounts).where(eq(accounts.id, account.id));
    expect(await entryOf(entry.id)).toEqual({ ...entry, accountId: null });
  });
});
