/** The gateway's calls about the client itself: the client, the current user, users and API keys. */
import {
  acceptInvitationRequest,
  apiKey as apiKeySchema,
  apiKeysResponse,
  client as clientSchema,
  clientsQuery,
  clientsResponse,
  clientUser,
  createApiKeyRequest,
  createdApiKeyResponse,
  currentUserResponse,
  errorBody,
  guid,
  invitedUserResponse,
  inviteUserRequest,
  updateUserRequest,
  usersQuery,
  usersResponse,
} from '@fordra/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hashPassword } from '../../auth/passwords.ts';
import { currentCreditor } from '../../auth/session-plugin.ts';
import type { Executor } from '../../db/executor.ts';
import {
  acceptInvitation,
  createApiKey,
  currentUser,
  getClient,
  inviteUser,
  listApiKeys,
  listClients,
  listUsers,
  revokeApiKey,
  updateUser,
} from './client-service.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** `publicUrl`: the portal's own address (config.ts), which the links it hands out begin with. */
export async function clientRoutes(app: FastifyInstance, opts: { db: Executor; publicUrl: string }) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { db, publicUrl } = opts;

  route.get(
    '/v1/Clients',
    {
      schema: { tags: ['clients'], querystring: clientsQuery, response: { 200: clientsResponse, ...errors } },
      config: { access: 'creditor' },
    },
    async (request) => listClients(db, currentCreditor(request), request.query),
  );

  route.get(
    '/v1/Clients/:clientGuid',
    {
      schema: {
        tags: ['clients'],
        params: z.object({ clientGuid: guid }),
        response: { 200: clientSchema, ...errors },
      },
      config: { access: 'creditor' },
    },
    async (request) => getClient(db, currentCreditor(request), request.params.clientGuid),
  );

  route.get(
    '/v1/CurrentUser',
    {
      schema: { tags: ['clients'], response: { 200: currentUserResponse, ...errors } },
      config: { access: 'creditor' },
    },
    async (request) => currentUser(db, currentCreditor(request)),
  );

  route.get(
    '/v1/Users',
    {
      schema: { tags: ['clients'], querystring: usersQuery, response: { 200: usersResponse, ...errors } },
      config: { access: 'creditor' },
    },
    async (request) => listUsers(db, currentCreditor(request), request.query),
  );

  route.post(
    '/v1/Users',
    {
      schema: {
        tags: ['clients'],
        description:
          'Invites a user of the client (admins only). The answer holds the invitation link, shown once, ' +
          'with which the user sets a password within seven days.',
        body: inviteUserRequest,
        response: { 201: invitedUserResponse, ...errors },
      },
      config: { access: 'creditor', clientAdmin: true },
    },
    async (request, reply) => {
      // Never the request's Host header: whoever sends the request would choose where the link leads.
      const invited = await inviteUser(db, currentCreditor(request), request.body, publicUrl);
      return reply.code(201).send(invited);
    },
  );

  route.patch(
    '/v1/Users/:userGuid',
    {
      schema: {
        tags: ['clients'],
        description: 'Changes a user’s role (admin, user, readOnly), name, or disables them (admins only).',
        params: z.object({ userGuid: guid }),
        body: updateUserRequest,
        response: { 200: clientUser, ...errors },
      },
      config: { access: 'creditor', clientAdmin: true },
    },
    async (request) => updateUser(db, currentCreditor(request), request.params.userGuid, request.body),
  );

  route.get(
    '/v1/ApiKeys',
    {
      schema: { tags: ['clients'], response: { 200: apiKeysResponse, ...errors } },
      config: { access: 'creditor', clientAdmin: true },
    },
    async (request) => listApiKeys(db, currentCreditor(request)),
  );

  route.post(
    '/v1/ApiKeys',
    {
      schema: {
        tags: ['clients'],
        description:
          'Creates an API key for the client’s systems (admins only); the key is in this answer only.',
        body: createApiKeyRequest,
        response: { 201: createdApiKeyResponse, ...errors },
      },
      config: { access: 'creditor', clientAdmin: true },
    },
    async (request, reply) =>
      reply.code(201).send(await createApiKey(db, currentCreditor(request), request.body)),
  );

  route.delete(
    '/v1/ApiKeys/:apiKeyGuid',
    {
      schema: {
        tags: ['clients'],
        description: 'Revokes an API key at once (admins only).',
        params: z.object({ apiKeyGuid: guid }),
        response: { 200: apiKeySchema, ...errors },
      },
      config: { access: 'creditor', clientAdmin: true },
    },
    async (request) => revokeApiKey(db, currentCreditor(request), request.params.apiKeyGuid),
  );
}

/** Accepting an invitation: public, since the invited user has no password yet; the token is the proof. */
export async function invitationRoutes(app: FastifyInstance, opts: { db: Executor }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/invitation',
    {
      schema: {
        tags: ['auth'],
        body: acceptInvitationRequest,
        response: { 204: z.null(), ...errors },
      },
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      await acceptInvitation(opts.db, request.body.token, await hashPassword(request.body.password));
      return reply.code(204).send(null);
    },
  );
}
