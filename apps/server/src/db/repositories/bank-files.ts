/** Imported bank files (`payment_files`), each kept whole once. */
import { eq } from 'drizzle-orm';
import type { Executor } from '../executor.ts';
import { paymentFiles } from '../schema.ts';

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
