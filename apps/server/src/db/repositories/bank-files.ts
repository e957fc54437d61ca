/** Imported bank files (`payment_files`), each kept whole once. */
import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../executor.ts';
import { paymentFiles, payments } from '../schema.ts';

/** A payment file to keep. */
export type PaymentFileInsert = typeof paymentFiles.$inferInsert;

/** Keeps `file` unless a file of the same SHA-256 is kept already. */
export async function keepPaymentFileOnce(db: Executor, file: PaymentFileInsert): Promise<void> {
  await db.insert(paymentFiles).values(file).onConflictDoNothing({ target: paymentFiles.sha256 });
}

/** The guid of the kept file of SHA-256 `sha256`, or undefined. */
export async function paymentFileGuidBySha256(db: Executor, sha256: string): Promise<string | undefined> {
  const [kept] = await db
    .select({ guid: paymentFiles.guid })
    .from(paymentFiles)
    .where(eq(paymentFiles.sha256, sha256));
  return kept?.guid;
}

/** Which files a list of payment files holds: all, or those imported or refused. */
export type PaymentFileFilter = { status?: 'imported' | 'refused' | undefined };

const fileCondition = (filter: PaymentFileFilter) =>
  filter.status ? eq(paymentFiles.status, filter.status) : undefined;

/**
 * A page of the payment files received, the newest first unless `ascending`, each with what its
 * payments are: how many, how many matched no case or invoice, and their sum per currency.
 */
export async function paymentFilesPage(
  db: Executor,
  filter: PaymentFileFilter,
  page: { ascending: boolean; limit: number; offset: number },
) {
  const rows = await db
    .select({
      guid: paymentFiles.guid,
      sha256: paymentFiles.sha256,
      fileName: paymentFiles.fileName,
      source: paymentFiles.source,
      status: paymentFiles.status,
      reason: paymentFiles.reason,
      refusal: paymentFiles.refusal,
      refusalLine: paymentFiles.refusalLine,
      refusalBankgiro: paymentFiles.refusalBankgiro,
      createdAt: paymentFiles.createdAt,
    })
    .from(paymentFiles)
    .where(fileCondition(filter))
    .orderBy(
      page.ascending ? asc(paymentFiles.createdAt) : desc(paymentFiles.createdAt),
      asc(paymentFiles.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  if (rows.length === 0) return [];
  const sums = await db
    .select({
      sha256: payments.paymentFileSha256,
      currency: payments.currency,
      payments: count(),
      unmatched:
        sql<number>`count(*) filter (where ${payments.caseId} is null and ${payments.invoiceId} is null)`.mapWith(
          Number,
        ),
      amount: sql<number>`coalesce(sum(${payments.amount}), 0)`.mapWith(Number),
    })
    .from(payments)
    .where(
      inArray(
        payments.paymentFileSha256,
        rows.map((row) => row.sha256),
      ),
    )
    .groupBy(payments.paymentFileSha256, payments.currency)
    .orderBy(asc(payments.currency));
  return rows.map(({ sha256, ...row }) => ({ ...row, sums: sums.filter((sum) => sum.sha256 === sha256) }));
}

/** How many payment files `filter` holds. */
export async function paymentFilesCount(db: Executor, filter: PaymentFileFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(paymentFiles).where(fileCondition(filter));
  return row?.n ?? 0;
}
