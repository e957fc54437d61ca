/** A client's payments: reporting one made to it directly, the payment journal, and the dashboard's charts. */
import {
  chartQuery,
  chartResponse,
  errorBody,
  guid,
  paymentJournalQuery,
  paymentJournalResponse,
  registerDirectPaymentRequest,
  registeredDirectPaymentResponse,
} from '@fordra/contract';
import { stockholmDateTime } from '@fordra/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentCreditor } from '../../auth/session-plugin.ts';
import type { Executor } from '../../db/executor.ts';
import { contentDisposition } from '../cases/routes.ts';
import { CHARTS, chartData } from './charts.ts';
import { registerDirectPayment } from './direct-payments.ts';
import { JOURNAL_CSV_COLUMNS, paymentJournal, paymentJournalCsv } from './payment-journal.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const today = () => stockholmDateTime(new Date()).date;

/** Whether the caller asked for CSV: by `format=csv` (a download link), or by its Accept header. */
const wantsCsv = (format: 'json' | 'csv' | undefined, accept: string | undefined) =>
  format === undefined ? /\btext\/csv\b/i.test(accept ?? '') : format === 'csv';

export async function creditorPaymentRoutes(app: FastifyInstance, opts: { db: Executor }) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  route.post(
    '/wip/registration/registerdirectpayment',
    {
      schema: {
        tags: ['payments'],
        description:
          'The debtor paid the client directly. Recorded on the case like every payment (fees, then interest, ' +
          'then principal); the same `paymentReference` again answers the first result (200) instead of 201. ' +
          'Refused for a closed case (409 CaseClosed), for a reference used before on another case or with another ' +
          'amount (409 PaymentReferenceReused) and above what is owed unless `overpayment` is true.',
        body: registerDirectPaymentRequest,
        response: { 200: registeredDirectPaymentResponse, 201: registeredDirectPaymentResponse, ...errors },
      },
      config: { access: 'creditor' },
    },
    async (request, reply) => {
      const answer = await registerDirectPayment(db, currentCreditor(request), request.body, today());
      return reply.code(answer.created ? 201 : 200).send(answer);
    },
  );

  route.get(
    '/journals/payments/:creditorGuid',
    {
      schema: {
        tags: ['payments'],
        description:
          'Every payment on the creditor’s cases in the period (`from`–`to`, the current month by default), ' +
          'with its allocation and what is due to the client versus kept by the provider, and totals per ' +
          'currency. With `Accept: text/csv` or `format=csv` (for a download link; `format=json` answers JSON ' +
          `whatever the Accept header says): the whole period as CSV (columns ${JOURNAL_CSV_COLUMNS.join(', ')}; ` +
          '`;`-separated, amounts in kronor with a decimal comma).',
        params: z.object({ creditorGuid: guid }),
        querystring: paymentJournalQuery,
        produces: ['application/json', 'text/csv'],
        response: { 200: paymentJournalResponse, ...errors },
      },
      config: { access: 'creditor' },
    },
    async (request, reply) => {
      const { clientId } = currentCreditor(request);
      const { creditorGuid } = request.params;
      if (wantsCsv(request.query.format, request.headers.accept)) {
        const csv = await paymentJournalCsv(db, clientId, creditorGuid, request.query, today());
        return (
          reply
            .type('text/csv; charset=utf-8')
            .header('content-disposition', contentDisposition(csv.fileName))
            // A string with its own content type is sent as it is, past the JSON response schema.
            .send(csv.text as never)
        );
      }
      return paymentJournal(db, clientId, creditorGuid, request.query, today());
    },
  );

  route.get(
    '/wip/reporting/getchartdata/:chartName',
    {
      schema: {
        tags: ['reports'],
        description: `A chart of the client’s dashboard: ${CHARTS.join(', ')}. Unknown names answer 404 UnknownChart.`,
        params: z.object({ chartName: z.string().max(60) }),
        querystring: chartQuery,
        response: { 200: chartResponse, ...errors },
      },
      config: { access: 'creditor' },
    },
    async (request) =>
      chartData(db, currentCreditor(request).clientId, request.params.chartName, {
        ...request.query,
        today: today(),
      }),
  );
}
