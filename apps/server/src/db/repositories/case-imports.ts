/** A client's imports of cases from CSV files, with their reports. */
import { count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../executor.ts';
import { accounts, caseImports } from '../schema.ts';

export async function insertCaseImport(db: Executor, row: typeof caseImports.$inferInsert) {
  const [created] = await db.insert(caseImports).values(row).returning({ guid: caseImports.guid });
  return created;
}

/** A page of the client's imports, newest first, each with the name of the user who imported it. */
export async function caseImportsOfClient(
  db: Executor,
  clientId: string,
  page: { limit: number; offset: number },
) {
  return db
    .select({ caseImport: caseImports, importedBy: accounts.displayName })
    .from(caseImports)
    .leftJoin(accounts, eq(accounts.id, caseImports.accountId))
    .where(eq(caseImports.clientId, clientId))
    .orderBy(desc(caseImports.createdAt), desc(caseImports.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function caseImportCountOfClient(db: Executor, clientId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(caseImports).where(eq(caseImports.clientId, clientId));
  return row?.n ?? 0;
}
