/** Contact us (the debtor's side) and the provider's conversation calls of the gateway. */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import {
  errorBody,
  guid,
  postMessageRequest,
  sentMessageResponse,
  userConversationsResponse,
  userMessageForm,
} from '@fordra/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentDebtor, currentStaff } from '../../auth/session-plugin.ts';
import type { Db } from '../../db/client.ts';
import { attachments } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { contentDisposition } from '../cases/routes.ts';
import { attachmentContent } from './attachment-store.ts';
import type { AttachmentTypePool } from './attachment-type-pool.ts';
import {
  checkMessageFields,
  listConversations,
  markConversationRead,
  postProviderReply,
  sendUserMessage,
} from './message-service.ts';
import { MESSAGE_PART_LIMITS, MessageFormReader } from './message-upload.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 413: errorBody };

type MessageRouteOptions = { db: Db; uploadDir: string; attachmentTypes: AttachmentTypePool };

/**
 * POST debtoraccess/usermessages in a scope of its own, the only one that parses multipart bodies.
 * Its body is read by the handler, after the session and CSRF hooks, so nothing of it is stored
 * for a caller who may not send it.
 */
async function userMessageUpload(app: FastifyInstance, opts: MessageRouteOptions) {
  await app.register(multipart, { limits: MESSAGE_PART_LIMITS, throwFileSizeLimit: false });
  await mkdir(opts.uploadDir, { recursive: true });

  app.withTypeProvider<ZodTypeProvider>().post(
    '/debtoraccess/usermessages',
    {
      schema: {
        tags: ['messages'],
        description:
          'multipart/form-data: the text fields first, then up to five files, each a part named `attachments` ' +
          '(at most 10 MB each, 20 MB together; PDF, JPEG, PNG, HEIC, .doc or .docx, decided from the content).',
        consumes: ['multipart/form-data'],
        body: userMessageForm,
        response: { 200: sentMessageResponse, ...errors },
      },
      // The body schema documents the form; the handler reads and checks the stream itself.
      validatorCompiler: () => (value) => ({ value }),
      config: { access: 'debtor' },
    },
    async (request, reply) => {
      const { debtorId } = currentDebtor(request);
      const folder = await mkdtemp(path.join(opts.uploadDir, 'message-'));
      try {
        const form = new MessageFormReader(request);
        const message = checkMessageFields(await form.fields());
        const files = await form.files(folder);
        return await sendUserMessage(opts.db, opts.attachmentTypes.detect, debtorId, message, files);
      } catch (error) {
        // Refused before the whole body was read: the connection closes rather than read the rest.
        if (!request.raw.readableEnded) reply.header('connection', 'close');
        throw error;
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  );
}

export async function messageRoutes(app: FastifyInstance, opts: MessageRouteOptions) {
  const route = app.withTypeProvider<ZodTypeProvider>();

  await app.register(userMessageUpload, {
    db: opts.db,
    uploadDir: opts.uploadDir,
    attachmentTypes: opts.attachmentTypes,
  });

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
        .where(and(eq(attachments.guid, request.params.attachmentGuid), isNotNull(attachments.messageId)));
      if (!file) throw new ApiError(404, 'NotFound', 'The attachment was not found.');
      return reply
        .type(file.contentType)
        .header('content-length', file.sizeBytes)
        .header('content-disposition', contentDisposition(file.fileName))
        .send(attachmentContent(opts.db, file.id));
    },
  );
}
