/** `listproducedreports`: the reports produced for the client, newest first, each downloadable. */
import { errorBody, producedReportsRequest, producedReportsResponse } from '@fordra/contract';
import { stockholmDateTime } from '@fordra/domain';
import { and, asc, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentCreditor } from '../../auth/session-plugin.ts';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/executor.ts';
import { documents, producedReports } from '../../db/schema.ts';
import { checkPeriod, listAnswer, pageWindow } from '../../http/lists.ts';
import { previousMonth, produceMonthlyReports } from './monthly-reports.ts';

export async function reportRoutes(app: FastifyInstance, opts: { db: Executor; config: Config }) {
  const { db, config } = opts;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/wip/reporting/listproducedreports',
    {
      schema: {
        tags: ['reports'],
        description:
          'The reports produced for the client: the monthly settlement statement (PDF and CSV) and the case ' +
          'status report (CSV), newest first, paged and filtered by kind, format and period. Each is downloaded ' +
          'from `Archive/{documentGuid}`. Last month’s reports are produced when they are missing.',
        body: producedReportsRequest,
        response: { 200: producedReportsResponse, 400: errorBody, 401: errorBody, 403: errorBody },
      },
      // Listing changes nothing the caller asked for: read-only users and keys may list.
      config: { access: 'creditor', changesData: false },
    },
    async (request) => {
      const { clientId } = currentCreditor(request);
      const query = request.body;
      checkPeriod(query);
      await produceMonthlyReports(
        db,
        config.provider,
        clientId,
        previousMonth(stockholmDateTime(new Date()).date),
      );
      const filters: (SQL | undefined)[] = [eq(producedReports.clientId, clientId)];
      if (query.kind) filters.push(eq(producedReports.kind, query.kind));
      if (query.format) filters.push(eq(producedReports.format, query.format));
      if (query.from) filters.push(gte(producedReports.periodStart, query.from));
      if (query.to) filters.push(lte(producedReports.periodStart, query.to));
      const where = and(...filters);
      const direction = query.order === 'asc' ? asc : desc;
      const column = query.sort === 'createdAt' ? producedReports.createdAt : producedReports.periodStart;
      const { limit, offset } = pageWindow(query);
      const [rows, [total]] = await Promise.all([
        db
          .select({ report: producedReports, document: documents })
          .from(producedReports)
          .innerJoin(documents, eq(documents.id, producedReports.documentId))
          .where(where)
          .orderBy(direction(column), asc(producedReports.kind), asc(producedReports.format))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(producedReports).where(where),
      ]);
      const items = rows.map(({ report, document }) => ({
        reportGuid: report.guid,
        kind: report.kind,
        format: report.format,
        periodStart: report.periodStart,
        periodEnd: report.periodEnd,
        title: document.title,
        fileName: document.fileName,
        sizeBytes: document.sizeBytes,
        documentGuid: document.guid,
        createdAt: report.createdAt.toISOString(),
      }));
      return listAnswer(query, items, total?.n ?? 0);
    },
  );
}
