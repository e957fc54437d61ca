/** `listproducedreports`: the reports produced for the client, newest first, each downloadable. */
import { errorBody, producedReportsRequest, producedReportsResponse } from '@fordra/contract';
import { stockholmDateTime } from '@fordra/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentCreditor } from '../../auth/session-plugin.ts';
import type { Config } from '../../config-types.ts';
import type { Executor } from '../../db/executor.ts';
import { producedReportsPage } from '../../db/repositories/reports.ts';
import { checkPeriod, listAnswer, pageWindow } from '../../http/lists.ts';
import { producedReportForClient } from '../../presenters/report-for-client.ts';
import { previousMonth, produceMonthlyReports } from './monthly-reports.ts';

export async function reportRoutes(app: FastifyInstance, opts: { db: Executor; config: Config }) {
  const { db, config } = opts;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/wip/reporting/listproducedreports',
    {
      schema: {
        tags: ['reports'],
        description:
          'The reports produced for the client: the monthly settlement statement (PDF and CSV), the case ' +
          'status report (CSV) and the delivery report (CSV: each letter issued on its cases that month, ' +
          'by channel, with its status and its sent, posted and delivered days), newest first, paged and filtered by kind, format and period. Each is downloaded ' +
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
      const { rows, total } = await producedReportsPage(db, clientId, query, {
        sort: query.sort === 'createdAt' ? 'createdAt' : 'periodStart',
        descending: query.order !== 'asc',
        ...pageWindow(query),
      });
      return listAnswer(query, rows.map(producedReportForClient), total);
    },
  );
}
