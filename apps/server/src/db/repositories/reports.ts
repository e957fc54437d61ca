/** The reports aggregate: the monthly reports produced for each client. */
import { and, asc, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Executor } from '../executor.ts';
import { documents, producedReports } from '../schema.ts';

export type ProducedReport = typeof producedReports.$inferSelect;

/** The reports produced for a client for the month beginning ISO day `periodStart`: kind and format. */
export async function producedReportsOfMonth(db: Executor, clientId: string, periodStart: string) {
  return db
    .select({ kind: producedReports.kind, format: producedReports.format })
    .from(producedReports)
    .where(and(eq(producedReports.clientId, clientId), eq(producedReports.periodStart, periodStart)));
}

/** Records a report produced; none when another producer recorded the same one first. */
export async function insertProducedReport(db: Executor, report: typeof producedReports.$inferInsert) {
  const [row] = await db
    .insert(producedReports)
    .values(report)
    .onConflictDoNothing()
    .returning({ id: producedReports.id });
  return row?.id ?? null;
}

/** Which of a client's produced reports a list shows: kind, format, and a period their months begin in. */
export type ProducedReportFilter = {
  kind?: ProducedReport['kind'] | undefined;
  format?: ProducedReport['format'] | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

function producedReportsWhere(clientId: string, filter: ProducedReportFilter) {
  const filters: (SQL | undefined)[] = [eq(producedReports.clientId, clientId)];
  if (filter.kind) filters.push(eq(producedReports.kind, filter.kind));
  if (filter.format) filters.push(eq(producedReports.format, filter.format));
  if (filter.from) filters.push(gte(producedReports.periodStart, filter.from));
  if (filter.to) filters.push(lte(producedReports.periodStart, filter.to));
  return and(...filters);
}

/** A page of a client's produced reports, each with its document, and how many the filter finds. */
export async function producedReportsPage(
  db: Executor,
  clientId: string,
  filter: ProducedReportFilter,
  page: { sort: 'createdAt' | 'periodStart'; descending: boolean; limit: number; offset: number },
) {
  const where = producedReportsWhere(clientId, filter);
  const direction = page.descending ? desc : asc;
  const column = page.sort === 'createdAt' ? producedReports.createdAt : producedReports.periodStart;
  const [rows, [total]] = await Promise.all([
    db
      .select({ report: producedReports, document: documents })
      .from(producedReports)
      .innerJoin(documents, eq(documents.id, producedReports.documentId))
      .where(where)
      .orderBy(direction(column), asc(producedReports.kind), asc(producedReports.format))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(producedReports).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
