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
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentCreditor } from '../../auth/session-plugin.ts';
import type { Executor } from '../../db/executor.ts';
import { CLIENT_JOURNAL_CSV_COLUMNS, JOURNAL_CSV_COLUMNS } from '../../presenters/payment-for-client.ts';
import { contentDisposition } from '../cases/routes.ts';
import { CHARTS, chartData } from './charts.ts';
import { registerDirectPayment } from './direct-payments.ts';
import { paymentJournalCsv } from './journal-csv.ts';
import { journalOwner, journalPeriod, paymentJournal } from './payment-journal.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const today = () => stockholmDateTime(new Date()).date;

/** Whether the caller asked for CSV: by `format=csv` (a download link), or by its Accept header. */
const wantsCsv = (format: 'json' | 'csv' | undefined, accept: string | undefined) =>
  format === undefined ? /\btext\/csv\b/i.test(accept ?? '') : format === 'csv';

/** `publicUrl`: the portal's address, which the debtor's notifications link to. */
export async function creditorPaymentRoutes(app: FastifyInstance, opts: { db: Executor; publicUrl: string }) {
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
      const answer = await registerDirectPayment(db, currentCreditor(request), request.body, today(), {
        portalUrl: opts.publicUrl,
      });
      return reply.code(answer.created ? 201 : 200).send(answer);
    },
  );

  /** The journal asked for, as JSON or as CSV. */
  async function answerJournal(
    request: FastifyRequest<{ Querystring: z.infer<typeof paymentJournalQuery> }>,
    reply: FastifyReply,
    creditorGuid: string | null,
  ) {
    const { clientId } = currentCreditor(request);
    const { query } = request;
    const owner = await journalOwner(db, clientId, creditorGuid);
    const period = await journalPeriod(db, owner, query, today(), creditorGuid === null);
    if (wantsCsv(query.format, request.headers.accept)) {
      const csv = await paymentJournalCsv(db, owner, period, query);
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', contentDisposition(csv.fileName))
          // A string with its own content type is sent as it is, past the JSON response schema.
          .send(csv.text as never)
      );
    }
    return reply.send(await paymentJournal(db, owner, period, query));
  }

  const csvDescription = (columns: readonly string[]) =>
    'With `Accept: text/csv` or `format=csv` (for a download link; `format=json` answers JSON whatever ' +
    'the Accept header says): the whole period as CSV, `;`-separated, amounts in kronor with a decimal ' +
    `comma. Its header is the columns’ stable keys (${columns.join(', ')}), or with \`header=labels\` ` +
    'their names in `language` (Swedish for `sv`, English for any other), for a person.';

  route.get(
    '/journals/payments',
    {
      schema: {
        tags: ['payments'],
        description:
          'Every payment on the cases of all the client’s creditors in the period (`from`–`to`; when ' +
          'neither is given, the month of the latest payment up to today, or the current month when there ' +
          'is none), with its creditor, its allocation and what is due to the client versus kept by the ' +
          'provider, and totals per currency. ' +
          csvDescription(CLIENT_JOURNAL_CSV_COLUMNS),
        querystring: paymentJournalQuery,
        produces: ['application/json', 'text/csv'],
        response: { 200: paymentJournalResponse, ...errors },
      },
      config: { access: 'creditor' },
    },
    async (request, reply) => answerJournal(request, reply, null),
  );

  route.get(
    '/journals/payments/:creditorGuid',
    {
      schema: {
        tags: ['payments'],
        description:
          'Every payment on the creditor’s cases in the period (`from`–`to`, the current month by default), ' +
          'with its allocation and what is due to the client versus kept by the provider, and totals per ' +
          'currency. ' +
          csvDescription(JOURNAL_CSV_COLUMNS),
        params: z.object({ creditorGuid: guid }),
        querystring: paymentJournalQuery,
        produces: ['application/json', 'text/csv'],
        response: { 200: paymentJournalResponse, ...errors },
      },
      config: { access: 'creditor' },
    },
    async (request, reply) => answerJournal(request, reply, request.params.creditorGuid),
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
