/** Contact us (the debtor's side) and the provider's conversation calls of the gateway. */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import {
  clientConversationDetail,
  clientConversationFields,
  clientConversationForm,
  clientConversationJson,
  clientConversationsQuery,
  clientConversationsResponse,
  clientReplyFields,
  clientReplyForm,
  clientReplyJson,
  collectionConversationsResponse,
  conversation,
  errorBody,
  guid,
  markConversationsReadRequest,
  postMessageRequest,
  sentMessageResponse,
  staffConversationsResponse,
  unreadRepliesResponse,
  userConversationsResponse,
  userMessageForm,
  userMessageJson,
} from '@fordra/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentCreditor, currentDebtor } from '../../auth/session-plugin.ts';
import type { Executor } from '../../db/executor.ts';
import { markConversationRead, markDebtorConversationsRead } from '../../db/repositories/messages.ts';
import { ApiError } from '../../http/api-error.ts';
import { contentDisposition } from '../cases/routes.ts';
import { attachmentContent } from './attachment-store.ts';
import type { AttachmentTypePool } from './attachment-type-pool.ts';
import {
  attachmentFor,
  type ClientThreadKind,
  type ConversationCaller,
  clientConversationFor,
  createClientConversation,
  listClientConversations,
  postInThread,
  threadFor,
} from './client-conversations.ts';
import { MESSAGE_JSON_BODY_LIMIT, MessageJsonReader } from './message-json.ts';
import {
  checkFiles,
  checkMessageFields,
  listConversations,
  listDebtorConversations,
  listStaffConversations,
  sendUserMessage,
  unreadRepliesOfDebtor,
} from './message-service.ts';
import { MESSAGE_PART_LIMITS, MessageFormReader } from './message-upload.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 413: errorBody };

/** A message's fields and files, read from a multipart form or a JSON body the same way. */
type MessageReader = Pick<MessageFormReader, 'fields' | 'files'>;

/** A message call's body in either form, for the OpenAPI document (app.ts turns each into JSON Schema). */
const formOrJson = (form: z.ZodType, json: z.ZodType) => ({
  content: { 'multipart/form-data': { schema: form }, 'application/json': { schema: json } },
});

const JSON_FORM =
  ' Or `application/json` with the same fields and `attachments` as a list of `{ name, contentType, data }`, ' +
  '`data` the file in base64: checked exactly as uploaded files (the same limits, counted on the decoded ' +
  'bytes, and the type decided from the content, not from `contentType`).';

/** `publicUrl`: the portal's address, which the debtor's notification of an answer links to. */
type MessageRouteOptions = {
  db: Executor;
  uploadDir: string;
  attachmentTypes: AttachmentTypePool;
  publicUrl: string;
};

/** The provider's staff, or a client's user or system: who may see and write which threads. */
function conversationCaller(request: FastifyRequest): ConversationCaller {
  const session = request.session;
  if (session?.role === 'staff') return { kind: 'staff', accountId: session.accountId };
  const creditor = currentCreditor(request);
  return { kind: 'client', clientId: creditor.clientId, accountId: creditor.accountId };
}

/**
 * Reads a message form into a temporary folder and hands its fields and files to `store`; the folder
 * is removed whatever happens. Refused before the whole body was read, the connection closes.
 */
export async function withUploadedForm<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  uploadDir: string,
  store: (form: MessageReader, folder: string) => Promise<T>,
): Promise<T> {
  const folder = await mkdtemp(path.join(uploadDir, 'message-'));
  try {
    // A JSON body (already parsed, within MESSAGE_JSON_BODY_LIMIT) or the web's multipart form, streamed.
    const reader = request.isMultipart() ? new MessageFormReader(request) : new MessageJsonReader(request);
    return await store(reader, folder);
  } catch (error) {
    if (!request.raw.readableEnded) reply.header('connection', 'close');
    throw error;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * The calls that take a message with files (the debtor's Contact us, a client's new thread) in a scope
 * of their own, the only one that parses multipart bodies. A body is read by the handler, after the
 * session and CSRF hooks, so nothing of it is stored for a caller who may not send it.
 */
async function messageUploads(app: FastifyInstance, opts: MessageRouteOptions) {
  await app.register(multipart, { limits: MESSAGE_PART_LIMITS, throwFileSizeLimit: false });
  await mkdir(opts.uploadDir, { recursive: true });

  app.withTypeProvider<ZodTypeProvider>().post(
    '/debtoraccess/usermessages',
    {
      schema: {
        tags: ['messages'],
        description:
          'multipart/form-data: the text fields first, then up to five files, each a part named `attachments` ' +
          '(at most 10 MB each, 20 MB together; PDF, JPEG, PNG, HEIC, .doc or .docx, decided from the content).' +
          JSON_FORM,
        consumes: ['multipart/form-data', 'application/json'],
        body: formOrJson(userMessageForm, userMessageJson),
        response: { 200: sentMessageResponse, ...errors },
      },
      // The body schema documents the form; the handler reads and checks the stream itself.
      validatorCompiler: () => (value) => ({ value }),
      bodyLimit: MESSAGE_JSON_BODY_LIMIT,
      config: { access: 'debtor' },
    },
    async (request, reply) => {
      const { debtorId } = currentDebtor(request);
      return withUploadedForm(request, reply, opts.uploadDir, async (form, folder) => {
        const message = checkMessageFields(await form.fields());
        const files = await form.files(folder);
        return sendUserMessage(opts.db, opts.attachmentTypes.detect, debtorId, message, files);
      });
    },
  );

  const startThread = (kind: ClientThreadKind, about: string) => ({
    schema: {
      tags: ['conversations'],
      description:
        `Starts a thread between a client and the provider about ${about}. multipart/form-data like the ` +
        'debtor’s message: the text fields first, then up to five files named `attachments`, with the same limits. ' +
        'The provider’s staff start one with the debtor instead with `party` = `debtor`.' +
        JSON_FORM,
      consumes: ['multipart/form-data', 'application/json'],
      body: formOrJson(clientConversationForm, clientConversationJson),
      response: { 200: sentMessageResponse, ...errors },
    },
    validatorCompiler: () => (value: unknown) => ({ value }),
    bodyLimit: MESSAGE_JSON_BODY_LIMIT,
    config: { access: 'creditorOrStaff' as const },
    handler: async (request: FastifyRequest, reply: FastifyReply) =>
      withUploadedForm(request, reply, opts.uploadDir, async (form, folder) => {
        const fields = await form.fields(clientConversationFields);
        const files = await form.files(folder);
        return createClientConversation(
          opts.db,
          opts.attachmentTypes.detect,
          conversationCaller(request),
          kind,
          fields,
          files,
        );
      }),
  });
  const route = app.withTypeProvider<ZodTypeProvider>();
  route.post(
    '/wip/conversations/postmessagewithattachments',
    {
      schema: {
        tags: ['conversations'],
        description:
          'A reply with files: a client’s in one of its own threads, or the provider’s staff’s in any thread. ' +
          'multipart/form-data: `threadGuid` and `message` first, then up to five files named `attachments`, ' +
          'with the limits of a new thread.' +
          JSON_FORM,
        consumes: ['multipart/form-data', 'application/json'],
        body: formOrJson(clientReplyForm, clientReplyJson),
        response: { 200: sentMessageResponse, ...errors },
      },
      validatorCompiler: () => (value: unknown) => ({ value }),
      bodyLimit: MESSAGE_JSON_BODY_LIMIT,
      config: { access: 'creditorOrStaff' },
    },
    async (request, reply) =>
      withUploadedForm(request, reply, opts.uploadDir, async (form, folder) => {
        const fields = await form.fields(clientReplyFields);
        const files = await checkFiles(await form.files(folder), opts.attachmentTypes.detect);
        return postInThread(opts.db, conversationCaller(request), fields, files, {
          portalUrl: opts.publicUrl,
        });
      }),
  );
  route.post(
    '/wip/conversations/createcollectionconversation',
    startThread('collection', 'one of its cases (`caseGuid`)'),
  );
  route.post(
    '/wip/conversations/createledgercustomerconversation',
    startThread('ledgerCustomer', 'one of its ledger customers (`customerGuid`)'),
  );
  route.post(
    '/wip/conversations/createclientconversation',
    startThread(
      'general',
      'something that is none of its cases or customers (an agreement, an invoice of the provider’s, a ' +
        'question), listed with its case threads with no case; `caseGuid`, `customerGuid` and `party` are ' +
        'not used, and only a client starts one',
    ),
  );
}

export async function messageRoutes(app: FastifyInstance, opts: MessageRouteOptions) {
  const route = app.withTypeProvider<ZodTypeProvider>();

  await app.register(messageUploads, {
    db: opts.db,
    uploadDir: opts.uploadDir,
    attachmentTypes: opts.attachmentTypes,
    publicUrl: opts.publicUrl,
  });

  route.get(
    '/debtoraccess/usermessages',
    {
      schema: { tags: ['messages'], response: { 200: userConversationsResponse, ...errors } },
      config: { access: 'debtor' },
    },
    async (request) => ({
      conversations: await listDebtorConversations(opts.db, currentDebtor(request).debtorId),
    }),
  );

  route.get(
    '/debtoraccess/usermessages/unread',
    {
      schema: { tags: ['messages'], response: { 200: unreadRepliesResponse, ...errors } },
      config: { access: 'debtor' },
    },
    async (request) => unreadRepliesOfDebtor(opts.db, currentDebtor(request).debtorId),
  );

  route.post(
    '/debtoraccess/usermessages/read',
    {
      schema: {
        tags: ['messages'],
        body: markConversationsReadRequest,
        response: { 200: unreadRepliesResponse, ...errors },
      },
      config: { access: 'debtor' },
    },
    async (request) => {
      const { debtorId } = currentDebtor(request);
      await markDebtorConversationsRead(opts.db, debtorId, request.body.conversationGuids);
      return unreadRepliesOfDebtor(opts.db, debtorId);
    },
  );

  route.get(
    '/wip/conversations/getcollectionconversations',
    {
      schema: {
        tags: ['conversations'],
        description:
          'For the provider’s staff: every thread, with the debtor it is with and the contact details the debtor ' +
          'typed with each message. For a client: its own threads about its cases (and debtors’ ' +
          'threads the provider shared), paged, unread first.',
        querystring: clientConversationsQuery,
        response: { 200: collectionConversationsResponse, ...errors },
      },
      config: { access: 'creditorOrStaff' },
    },
    async (request) => {
      const caller = conversationCaller(request);
      if (caller.kind === 'staff') return { conversations: await listStaffConversations(opts.db) };
      return listClientConversations(opts.db, caller.clientId, 'collection', request.query);
    },
  );

  route.get(
    '/wip/conversations/getledgercustomerconversations',
    {
      schema: {
        tags: ['conversations'],
        description: 'A client’s threads about its ledger customers, paged, unread first.',
        querystring: clientConversationsQuery,
        response: { 200: clientConversationsResponse, ...errors },
      },
      config: { access: 'creditor' },
    },
    async (request) =>
      listClientConversations(opts.db, currentCreditor(request).clientId, 'ledgerCustomer', request.query),
  );

  route.get(
    '/wip/conversations/getmessages/:threadGuid',
    {
      schema: {
        tags: ['conversations'],
        description:
          'One thread: for the provider’s staff with its debtor and the contact details the debtor typed, as ' +
          'getcollectionconversations gives them.',
        params: z.object({ threadGuid: guid }),
        response: {
          200: z.union([staffConversationsResponse, z.object({ conversations: z.array(conversation) })]),
          ...errors,
        },
      },
      config: { access: 'creditorOrStaff' },
    },
    async (request) => {
      const caller = conversationCaller(request);
      await threadFor(opts.db, caller, { threadGuid: request.params.threadGuid }, 'read');
      const filter = { threadGuid: request.params.threadGuid };
      const found =
        caller.kind === 'staff'
          ? await listStaffConversations(opts.db, filter)
          : await listConversations(opts.db, filter);
      if (found.length === 0) throw new ApiError(404, 'NotFound', 'The conversation was not found.');
      return { conversations: found };
    },
  );

  route.get(
    '/wip/conversations/getconversation/:conversationGuid',
    {
      schema: {
        tags: ['conversations'],
        description:
          'One thread a client may see, with the case or customer it is about, whether its users may write ' +
          'in it (`canReply`: their own threads) and which messages the caller wrote (`writtenByYou`).',
        params: z.object({ conversationGuid: guid }),
        response: { 200: clientConversationDetail, ...errors },
      },
      config: { access: 'creditor' },
    },
    async (request) => {
      const { clientId, accountId } = currentCreditor(request);
      return clientConversationFor(
        opts.db,
        { kind: 'client', clientId, accountId },
        request.params.conversationGuid,
      );
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
      config: { access: 'creditorOrStaff' },
    },
    async (request, reply) => {
      const thread = await threadFor(
        opts.db,
        conversationCaller(request),
        { conversationGuid: request.params.conversationGuid },
        'write',
      );
      await markConversationRead(opts.db, thread.id);
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
      config: { access: 'creditorOrStaff' },
    },
    async (request) =>
      postInThread(opts.db, conversationCaller(request), request.body, [], { portalUrl: opts.publicUrl }),
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
      config: { access: 'creditorOrStaff' },
    },
    async (request, reply) => {
      const file = await attachmentFor(opts.db, conversationCaller(request), request.params.attachmentGuid);
      return reply
        .type(file.contentType)
        .header('content-length', file.sizeBytes)
        .header('content-disposition', contentDisposition(file.fileName))
        .send(attachmentContent(opts.db, file.id));
    },
  );
}
