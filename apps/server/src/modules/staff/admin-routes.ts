/**
 * The back office's clients and staff accounts under /api/staff: every member of staff reads the
 * clients and their policies; only an admin (`staffAdmin`) changes a policy or manages staff accounts.
 */
import {
  createStaffAccountRequest,
  errorBody,
  guid,
  staffAccount,
  staffAccountsResponse,
  staffClientDetails,
  staffClientsQuery,
  staffClientsResponse,
  updateClientPolicyRequest,
  updateStaffAccountRequest,
} from '@fordra/contract';
import { stockholmDateTime } from '@fordra/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentStaff } from '../../auth/session-plugin.ts';
import type { Executor } from '../../db/executor.ts';
import type { StaffActor } from './actions.ts';
import { clientDetails, listClients, updateClientPolicy } from './client-policies.ts';
import { referenceRateRoutes } from './reference-rate-routes.ts';
import { createStaffAccount, listStaffAccounts, updateStaffAccount } from './staff-accounts.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const clientParams = z.object({ clientGuid: guid });

function actorOf(request: FastifyRequest): StaffActor {
  return { accountId: currentStaff(request).accountId, ipAddress: request.ip };
}

export async function staffAdminRoutes(app: FastifyInstance, opts: { db: Executor }) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  await app.register(referenceRateRoutes, { db });

  route.get(
    '/clients',
    {
      schema: {
        tags: ['staff'],
        description:
          'The provider’s clients, paged, sorted by name or client number; `search` finds a name or number.',
        querystring: staffClientsQuery,
        response: { 200: staffClientsResponse, ...errors },
      },
      config: { access: 'staff' },
    },
    async (request) => listClients(db, request.query),
  );

  route.get(
    '/clients/:clientGuid',
    {
      schema: {
        tags: ['staff'],
        description: 'A client with its policies and its creditors’ plan limits.',
        params: clientParams,
        response: { 200: staffClientDetails, ...errors },
      },
      config: { access: 'staff' },
    },
    async (request) => clientDetails(db, request.params.clientGuid),
  );

  route.put(
    '/clients/:clientGuid/policy',
    {
      schema: {
        tags: ['staff'],
        description:
          'An admin changes a client’s policies and its listed creditors’ plan limits, audited with the old and new values.',
        params: clientParams,
        body: updateClientPolicyRequest,
        response: { 200: staffClientDetails, ...errors },
      },
      config: { access: 'staffAdmin' },
    },
    async (request) => {
      await updateClientPolicy(db, actorOf(request), request.params.clientGuid, request.body);
      return clientDetails(db, request.params.clientGuid);
    },
  );

  route.get(
    '/accounts',
    {
      schema: {
        tags: ['staff'],
        description: 'The provider’s staff accounts (admins only).',
        response: { 200: staffAccountsResponse, ...errors },
      },
      config: { access: 'staffAdmin' },
    },
    async () => listStaffAccounts(db),
  );

  route.post(
    '/accounts',
    {
      schema: {
        tags: ['staff'],
        description:
          'A new member of staff with a first password (admins only); a username already in use, in any case, answers 409 UsernameTaken.',
        body: createStaffAccountRequest,
        response: { 201: staffAccount, ...errors },
      },
      config: { access: 'staffAdmin' },
    },
    async (request, reply) => {
      const created = await createStaffAccount(
        db,
        actorOf(request),
        request.body,
        stockholmDateTime(new Date()).date,
      );
      return reply.code(201).send(created);
    },
  );

  route.patch(
    '/accounts/:accountGuid',
    {
      schema: {
        tags: ['staff'],
        description:
          'Changes a member of staff’s role or disables the account, ending its sessions at once (admins only); ' +
          'an admin’s own role and account answer 409 CannotChangeOwnAccount.',
        params: z.object({ accountGuid: guid }),
        body: updateStaffAccountRequest,
        response: { 200: staffAccount, ...errors },
      },
      config: { access: 'staffAdmin' },
    },
    async (request) => updateStaffAccount(db, actorOf(request), request.params.accountGuid, request.body),
  );
}
