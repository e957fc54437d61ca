/** Contact us (the debtor's side) and the provider's conversation calls of the gateway. */
import {
  errorBody,
  guid,
  messageLimits,
  postMessageRequest,
  sentMessageResponse,
  userConversationsResponse,
  userMessageRequest,
} from '@fordra/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentDebtor, currentStaff } from '../../auth/session-plugin.ts';
import type { Db } from '../../db/client.ts';
import { attachments } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { contentDisposition } from '../cases/routes.ts';
import {
  listConversations,
  markConversationRead,
  postProviderReply,
  sendUserMessage,
} from './message-service.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 413: errorBody };
/**
 * Room for the allowed attachments once base64-encoded (4/3) and a fifth more, so a form a little
 * over the limit still gets the specific error; anything larger is refused unread with 413.
 */
const MESSAGE_BODY_LIMIT = Math.ceil((messageLimits.maxTotalAttachmentBytes * 1.2 * 4) / 3) + 1024 * 1024;

export async function messageRoutes(app: FastifyInstance, opts: { db: Db }) {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.post(
    '/debtoraccess/usermessages',
    {
      bodyLimit: MESSAGE_BODY_LIMIT,
      schema: {
        tags: ['messages'],
        body: userMessageRequest,
        response: { 200: sentMessageResponse, ...errors },
      },
      config: { access: 'debtor' },
    },
    async (request) => sendUserMessage(opts.db, currentDebtor(request).debtorId, request.body),
  );

  route.get(
    '/debtoraccess/usermessages',
    {
      schema: { tags: ['messages'], response: { 200: userConversationsResponse, ...errors } },
      config: { access: 'debtor' },
    },
    async (request) => ({
      conversations: await listConversations(opts.db, { debtorId: currentDebtor(request).debtorId }),
    }),
  );

  route.get(
    '/wip/conversations/getcollectionconversations',
    {
      schema: { tags: ['conversations'], response: { 200: userConversationsResponse, ...errors } },
      config: { access: 'staff' },
    },
    async () => ({ conversations: await listConversations(opts.db, {}) }),
  );

  route.get(
    '/wip/conversations/getmessages/:threadGuid',
    {
      schema: {
        tags: ['conversations'],
        params: z.object({ threadGuid: guid }),
        response: { 200: userConversationsResponse, ...errors },
      },
      config: { access: 'staff' },
    },
    async (request) => {
      const found = await listConversations(opts.db, { threadGuid: request.params.threadGuid });
      if (found.length === 0) throw new ApiError(404, 'NotFound', 'The conversation was not found.');
      return { conversations: found };
    },
  );

  route.post(
    '/conversations/:conversationGuid/read',
    {
      schema: {
        tags: ['conversations'],
        params: z.object({ conversationGuid: guid }),
        response: { 204: z.null(), ...errors },
      },
      config: { access: 'staff' },
    },
    async (request, reply) => {
      await markConversationRead(opts.db, request.params.conversationGuid);
      return reply.code(204).send(null);
    },
  );

  route.post(
    '/wip/conversations/postmessage',
    {
      schema: {
        tags: ['conversations'],
        body: postMessageRequest,
        response: { 200: sentMessageResponse, ...errors },
      },
      config: { access: 'staff' },
    },
    async (request) =>
      postProviderReply(opts.db, { ...request.body, accountId: currentStaff(request).accountId }),
  );

  route.get(
    '/wip/conversations/attachments/:attachmentGuid',
    {
      schema: {
        tags: ['conversations'],
        params: z.object({ attachmentGuid: guid }),
        produces: ['application/octet-stream'],
        response: { 200: z.any(), ...errors },
      },
      config: { access: 'staff' },
    },
    async (request, reply) => {
      const [file] = await opts.db
        .select()
        .from(attachments)
        .where(eq(attachments.guid, request.params.attachmentGuid));
      if (!file) throw new ApiError(404, 'NotFound', 'The attachment was not found.');
      return reply
        .type(file.contentType)
        .header('content-disposition', contentDisposition(file.fileName))
        .send(Buffer.from(file.content));
    },
  );
}
