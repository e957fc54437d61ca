/** The invoice ledger's calls: customers, invoices and debtors for a client; `invoices` for a debtor too. */
import {
  caseSummaryQuery,
  caseSummaryResponse,
  clientDebtor,
  customerDetails,
  customersQuery,
  customersResponse,
  debtorAddressesResponse,
  errorBody,
  guid,
  invoiceDocumentsResponse,
  invoiceFinancialDetails,
  invoiceItem,
  invoicesQuery,
  invoicesResponse,
  invoiceTransactionsResponse,
  roleInvoicesResponse,
} from '@fordra/contract';
import { stockholmDateTime } from '@fordra/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentCreditor, currentParty } from '../../auth/session-plugin.ts';
import type { Executor } from '../../db/executor.ts';
import {
  getClientDebtor,
  getClientDebtorAddresses,
  getClientDebtorCaseSummary,
  getCustomer,
  getInvoice,
  getInvoiceDocuments,
  getInvoiceFinancialDetails,
  getInvoiceTransactions,
  listCustomers,
  listDebtorInvoices,
  listInvoices,
} from './invoice-service.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const today = () => stockholmDateTime(new Date()).date;
const creditorRoute = { access: 'creditor' as const };

export async function invoiceRoutes(app: FastifyInstance, opts: { db: Executor }) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  const clientOf = (request: Parameters<typeof currentCreditor>[0]) => currentCreditor(request).clientId;

  route.get(
    '/v1/Customers',
    {
      schema: {
        tags: ['invoices'],
        querystring: customersQuery,
        response: { 200: customersResponse, ...errors },
      },
      config: creditorRoute,
    },
    async (request) => listCustomers(db, clientOf(request), request.query, today()),
  );

  route.get(
    '/v1/Customers/:guid',
    {
      schema: {
        tags: ['invoices'],
        params: z.object({ guid }),
        response: { 200: customerDetails, ...errors },
      },
      config: creditorRoute,
    },
    async (request) => getCustomer(db, clientOf(request), request.params.guid, today()),
  );

  route.get(
    '/v1/Invoices',
    {
      schema: {
        tags: ['invoices'],
        querystring: invoicesQuery,
        response: { 200: invoicesResponse, ...errors },
      },
      config: creditorRoute,
    },
    async (request) => listInvoices(db, clientOf(request), request.query, today()),
  );

  route.get(
    '/v1/Invoices/:guid',
    {
      schema: { tags: ['invoices'], params: z.object({ guid }), response: { 200: invoiceItem, ...errors } },
      config: creditorRoute,
    },
    async (request) => getInvoice(db, clientOf(request), request.params.guid),
  );

  route.get(
    '/v1/Invoices/:invoiceGuid/Documents',
    {
      schema: {
        tags: ['invoices'],
        params: z.object({ invoiceGuid: guid }),
        response: { 200: invoiceDocumentsResponse, ...errors },
      },
      config: creditorRoute,
    },
    async (request) => getInvoiceDocuments(db, clientOf(request), request.params.invoiceGuid),
  );

  route.get(
    '/v1/Invoices/:invoiceGuid/Transactions',
    {
      schema: {
        tags: ['invoices'],
        params: z.object({ invoiceGuid: guid }),
        response: { 200: invoiceTransactionsResponse, ...errors },
      },
      config: creditorRoute,
    },
    async (request) => getInvoiceTransactions(db, clientOf(request), request.params.invoiceGuid),
  );

  route.get(
    '/v1/Invoices/:invoiceGuid/FinancialDetails',
    {
      schema: {
        tags: ['invoices'],
        params: z.object({ invoiceGuid: guid }),
        response: { 200: invoiceFinancialDetails, ...errors },
      },
      config: creditorRoute,
    },
    async (request) => getInvoiceFinancialDetails(db, clientOf(request), request.params.invoiceGuid, today()),
  );

  route.get(
    '/invoices',
    {
      schema: {
        tags: ['invoices'],
        description:
          'A client’s invoices (as `v1/Invoices`), or a signed-in debtor’s own from every client, each with ' +
          'the amount to pay, OCR reference, bankgiro, a Swish payload where Swish applies, and its documents.',
        querystring: invoicesQuery,
        response: { 200: roleInvoicesResponse, ...errors },
      },
      config: { access: 'debtorOrCreditor' },
    },
    async (request) => {
      const party = currentParty(request);
      if (party.kind === 'debtor') return listDebtorInvoices(db, party.debtor.debtorId, request.query);
      return listInvoices(db, party.creditor.clientId, request.query, today());
    },
  );

  route.get(
    '/v1/Debtors/:guid',
    {
      schema: {
        tags: ['invoices'],
        description: 'A debtor with at least one case or invoice of the caller’s client.',
        params: z.object({ guid }),
        response: { 200: clientDebtor, ...errors },
      },
      config: creditorRoute,
    },
    async (request) => getClientDebtor(db, clientOf(request), request.params.guid),
  );

  route.get(
    '/v1/Debtors/:debtorGuid/Addresses',
    {
      schema: {
        tags: ['invoices'],
        params: z.object({ debtorGuid: guid }),
        response: { 200: debtorAddressesResponse, ...errors },
      },
      config: creditorRoute,
    },
    async (request) => getClientDebtorAddresses(db, clientOf(request), request.params.debtorGuid),
  );

  route.get(
    '/v1/Debtors/:guid/CaseSummary',
    {
      schema: {
        tags: ['invoices'],
        description:
          'The caller’s client’s part of the debtor’s debt only: its cases (today, or on the day `asOf`) and ' +
          'open invoices (as of today).',
        params: z.object({ guid }),
        querystring: caseSummaryQuery,
        response: { 200: caseSummaryResponse, ...errors },
      },
      config: creditorRoute,
    },
    async (request) => {
      const day = today();
      const asOf = request.query.asOf ?? day;
      return {
        asOf,
        ...(await getClientDebtorCaseSummary(db, clientOf(request), request.params.guid, day, asOf)),
      };
    },
  );
}
