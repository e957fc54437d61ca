/**
 * The ledger's one payment path, one payment or many at once: registered once by external id (a
 * repeat answers DuplicatePaymentError, like the database's unique violation), and two registrations
 * of the same payments at the same time leave each case and invoice holding each payment once.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../db/expressions.ts';
import { cases, invoices, invoiceTransactions, payments } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { type NewPayment, registerPayment, registerPayments } from './ledger-service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function openCase(skip: number) {
  const rows = await t.database.db
    .select()
    .from(cases)
    .where(and(eq(cases.currency, 'SEK'), eq(cases.status, 'Collection')))
    .orderBy(asc(cases.caseNumber));
  const row = rows[skip];
  if (!row) throw new Error('Too few open demo cases');
  return row;
}

async function openInvoice() {
  const [row] = await t.database.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.currency, 'SEK'), eq(invoices.status, 'Open')))
    .orderBy(asc(invoices.invoiceNumber))
    .limit(1);
  if (!row) throw new Error('No open demo invoice');
  return row;
}

const payment = (reference: string, externalId: string, amount: number): NewPayment => ({
  paymentReference: reference,
  amount,
  currency: 'SEK',
  paymentDate: t.today,
  channel: 'bankgiro',
  externalId,
});

describe('registering payments', () => {
  it('registers a payment once: the same external id again is refused like a unique violation', async () => {
    const target = await openCase(0);
    const first = await registerPayment(t.database.db, payment(target.ocrReference, 'test:once', 1_500));
    expect(first.caseId).toBe(target.id);
    const again = registerPayment(t.database.db, payment(target.ocrReference, 'test:once', 1_500));
    await expect(again).rejects.toSatisfy(isUniqueViolation);
    const [after] = await t.database.db.select().from(cases).where(eq(cases.id, target.id));
    expect(after?.paidSum).toBe(target.paidSum + 1_500);
  });

  it('answers null for a payment registered before or earlier in the same list, and registers the rest', async () => {
    const target = await openCase(1);
    const answers = await t.database.db.transaction((tx) =>
      registerPayments(tx, [
        payment(target.ocrReference, 'test:once', 100),
        payment(target.ocrReference, 'test:list', 200),
        payment(target.ocrReference, 'test:list', 200),
        payment('99999999999', 'test:nowhere', 300),
      ]),
    );
    expect(answers.map((answer) => answer && [answer.caseId, answer.invoiceId])).toEqual([
      null,
      [target.id, null],
      null,
      [null, null],
    ]);
  });

  // PGlite runs one transaction at a time: two at once need PostgreSQL.
  it.runIf(Boolean(process.env.FORDRA_TEST_DATABASE_URL))(
    'leaves each case and invoice holding each payment once when two imports register the same payments at once',
    async () => {
      const target = await openCase(2);
      const invoice = await openInvoice();
      const shared = [
        payment(target.ocrReference, 'test:race:case', 1_000),
        payment(invoice.ocrReference, 'test:race:invoice', 700),
      ];
      // The first registration holds its locks until the second is seen waiting for them.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const first = t.database.db.transaction(async (tx) => {
        await registerPayments(tx, shared);
        await held;
      });
      const [firstPid] = await waitFor(async () => {
        const rows = await lockHolders();
        return rows.length > 0 ? rows : null;
      });
      const second = t.database.db.transaction((tx) =>
        registerPayments(tx, [payment(target.ocrReference, 'test:race:own', 500), ...shared]),
      );
      await waitFor(async () => ((await waitingForLock()).some((pid) => pid !== firstPid) ? true : null));
      release();
      await first;
      const answers = await second;
      expect(answers.map((answer) => answer !== null)).toEqual([true, false, false]);

      const [after] = await t.database.db.select().from(cases).where(eq(cases.id, target.id));
      expect(after?.paidSum).toBe(target.paidSum + 1_500);
      const [paidInvoice] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
      expect(paidInvoice?.paid).toBe(invoice.paid + 700);
      const transactions = await t.database.db
        .select()
        .from(invoiceTransactions)
        .where(and(eq(invoiceTransactions.invoiceId, invoice.id), eq(invoiceTransactions.type, 'Paid')));
      expect(transactions.map((row) => row.amount)).toEqual([700]);
      const allocated = await t.database.db
        .select({
          sum: sql<number>`sum(${payments.allocatedFees} + ${payments.allocatedInterest} + ${payments.allocatedPrincipal} + ${payments.allocatedCredit})`.mapWith(
            Number,
          ),
        })
        .from(payments)
        .where(eq(payments.caseId, target.id));
      expect(allocated[0]?.sum).toBe(after?.paidSum);
    },
  );
});

/** The backends of this test's database inside a transaction that has written (holds row locks). */
async function lockHolders(): Promise<number[]> {
  const rows = await t.database.db.execute(
    sql`select pid from pg_stat_activity where datname = current_database() and state = 'idle in transaction' and backend_xid is not null`,
  );
  return (rows as unknown as { rows: { pid: number }[] }).rows.map((row) => row.pid);
}

/** The backends of this test's database waiting for a lock. */
async function waitingForLock(): Promise<number[]> {
  const rows = await t.database.db.execute(
    sql`select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return (rows as unknown as { rows: { pid: number }[] }).rows.map((row) => row.pid);
}

/** Asks `look` every 20 ms until it answers something other than null. */
async function waitFor<T>(look: () => Promise<T | null>): Promise<T> {
  for (;;) {
    const found = await look();
    if (found !== null) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
