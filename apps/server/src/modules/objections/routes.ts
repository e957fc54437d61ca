/**
 * Objections and requests for more time (docs/domain.md#objections-and-postponements): the debtor's
 * calls and the client's under the gateway, the staff's under /api/staff. The calls that take files
 * read `multipart/form-data` in scopes of their own, after the session and CSRF checks, with the
 * contact form's limits and checks.
 */
import { mkdir } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import {
  caseActionResponse,
  caseObjectionsResponse,
  clientCaseReasonRequest,
  clientCreditRequest,
  clientObjectionResponse,
  clientObjectionsQuery,
  clientObjectionsResponse,
  clientPauseRequest,
  debtorObjectionsResponse,
  errorBody,
  errorCodes,
  filedObjectionResponse,
  guid,
  objectionAnswerFields,
  objectionAnswerForm,
  objectionAnswerResponse,
  objectionFields,
  objectionForm,
  postponementDecisionRequest,
  postponementRequest,
  postponementResponse,
  staffObjectionResponse,
  staffObjectionsQuery,
  staffObjectionsResponse,
  staffPostponementsQuery,
  staffPostponementsResponse,
} from '@fordra/contract';
import { stockholmDateTime } from '@fordra/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentCreditor, currentDebtor, currentStaff } from '../../auth/session-plugin.ts';
import type { Executor } from '../../db/executor.ts';
import { ApiError } from '../../http/api-error.ts';
import { contentDisposition } from '../cases/routes.ts';
import { attachmentContent } from '../messages/attachment-store.ts';
import type { AttachmentTypePool } from '../messages/attachment-type-pool.ts';
import { checkFiles } from '../messages/message-service.ts';
import { MESSAGE_PART_LIMITS, type MessageFormReader } from '../messages/message-upload.ts';
import { withUploadedForm } from '../messages/routes.ts';
import { once } from './idempotency.ts';
import {
  objectionAttachmentFile,
  objectionForStaffOf,
  objectionOf,
  objectionsForClient,
  objectionsForStaff,
  pendingPostponements,
} from './objection-lists.ts';
import {
  answerObjection,
  caseObjections,
  creditClientCase,
  debtorObjections,
  decidePostponement,
  fileObjection,
  type ObjectionActor,
  pauseClientCase,
  recallClientCase,
  requestPostponement,
  resumeClientCase,
} from './objection-service.ts';

const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  413: errorBody,
  422: errorBody,
};
const today = () => stockholmDateTime(new Date()).date;
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().min(1).max(200).optional() });
const caseParams = z.object({ caseGuid: guid });
const objectionParams = z.object({ objectionGuid: guid });
const attachmentParams = z.object({ objectionGuid: guid, attachmentGuid: guid });

/** `publicUrl`: the portal's address, which the debtor's notification of an answer links to. */
type RouteOptions = {
  db: Executor;
  uploadDir: string;
  attachmentTypes: AttachmentTypePool;
  publicUrl: string;
};

/** The options a scope of uploads takes: its parent's, without the parent's prefix. */
const uploadOptions = ({ db, uploadDir, attachmentTypes, publicUrl }: RouteOptions): RouteOptions => ({
  db,
  uploadDir,
  attachmentTypes,
  publicUrl,
});

/** A form's text fields checked against `schema`, refused with the schema's own code for the first fault. */
async function formFields<T>(form: Pick<MessageFormReader, 'fields'>, schema: z.ZodType<T>): Promise<T> {
  const values = await form.fields(z.record(z.string(), z.string()));
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const field = (issue?.code === 'unrecognized_keys' ? issue.keys[0] : issue?.path.join('.')) || undefined;
  const code = (errorCodes as readonly string[]).includes(issue?.message ?? '')
    ? (issue?.message as (typeof errorCodes)[number])
    : 'BadRequest';
  throw new ApiError(400, code, `The request is not valid${field ? ` (${field})` : ''}.`, { field });
}

/** Path parameters of a route that validates nothing itself (a form's): a malformed guid is not found. */
function pathParams<T>(schema: z.ZodType<T>, params: unknown, what: string): T {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw new ApiError(404, 'NotFound', `${what} was not found.`);
  return parsed.data;
}

const debtorActor = (request: FastifyRequest) => ({
  kind: 'debtor' as const,
  debtorId: currentDebtor(request).debtorId,
  ipAddress: request.ip,
});

function clientActor(request: FastifyRequest) {
  const caller = currentCreditor(request);
  return {
    kind: 'client' as const,
    clientId: caller.clientId,
    accountId: caller.accountId,
    apiKeyId: caller.apiKeyId,
    ipAddress: request.ip,
  };
}

const staffActor = (request: FastifyRequest) => ({
  kind: 'staff' as const,
  accountId: currentStaff(request).accountId,
  ipAddress: request.ip,
});

/** Sends an objection's attachment, streamed from the database. */
async function sendAttachment(
  reply: FastifyReply,
  db: Executor,
  file: Awaited<ReturnType<typeof objectionAttachmentFile>>,
) {
  return reply
    .type(file.contentType)
    .header('content-length', file.sizeBytes)
    .header('content-disposition', contentDisposition(file.fileName))
    .send(attachmentContent(db, file.id));
}

const fileRoute = {
  produces: ['application/octet-stream'],
  response: { 200: z.any().describe('The file, as its content type'), ...errors },
};

/** The answer to an objection (client or staff): a form of fields and documents. */
async function readAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  opts: RouteOptions,
  actor: Exclude<ObjectionActor, { kind: 'debtor' }>,
) {
  const { objectionGuid } = pathParams(objectionParams, request.params, 'The objection');
  const key = request.headers['idempotency-key'];
  if (key !== undefined && (typeof key !== 'string' || key.length === 0 || key.length > 200))
    throw new ApiError(400, 'BadRequest', 'The Idempotency-Key is not valid.', { field: 'Idempotency-Key' });
  return withUploadedForm(request, reply, opts.uploadDir, async (form, folder) => {
    const fields = await formFields(form, objectionAnswerFields);
    const received = await form.files(folder);
    const files = await checkFiles(received, opts.attachmentTypes.detect);
    const run = () =>
      answerObjection(opts.db, actor, objectionGuid, fields, files, today(), { portalUrl: opts.publicUrl });
    if (actor.kind !== 'client') return run();
    const fingerprint = {
      objectionGuid,
      fields,
      files: received.map((file) => [file.clientName, file.sizeBytes]),
    };
    return once(
      opts.db,
      actor.clientId,
      typeof key === 'string' ? key : undefined,
      'objection.answer',
      fingerprint,
      run,
    );
  });
}

const answerDescription =
  'multipart/form-data: `answer` (uphold, credit, withdraw), `reason`, `creditAmount` (minor units, with credit) ' +
  'first, then up to five documents named `attachments` (the contact form’s limits and checks). Uphold releases ' +
  'the hold (the process resumes with a fresh deadline); credit takes the amount off the claim (at most what the ' +
  'client is owed: 409 AmountAboveOwed); withdraw recalls the case. Answers the objection and the case after it.';

// ---- The debtor ------------------------------------------------------------

async function debtorUploads(app: FastifyInstance, opts: RouteOptions) {
  await app.register(multipart, { limits: MESSAGE_PART_LIMITS, throwFileSizeLimit: false });
  await mkdir(opts.uploadDir, { recursive: true });
  app.withTypeProvider<ZodTypeProvider>().post(
    '/debtoraccess/cases/:caseGuid/objections',
    {
      schema: {
        tags: ['objections'],
        description:
          'The debtor disputes one of their cases, wholly or in part. multipart/form-data: `scope` (whole, part), ' +
          '`disputedAmount` (minor units, with part), `ground`, `text` first, then up to five files named ' +
          '`attachments` (checked as the contact form’s). The case is held until the client answers.',
        consumes: ['multipart/form-data'],
        params: caseParams,
        body: objectionForm,
        response: { 201: filedObjectionResponse, ...errors },
      },
      // The body schema documents the form; the handler reads and checks the stream, params and headers itself.
      validatorCompiler: () => (value: unknown) => ({ value }),
      config: { access: 'debtor' },
    },
    async (request, reply) => {
      const actor = debtorActor(request);
      const { caseGuid } = pathParams(caseParams, request.params, 'The case');
      const filed = await withUploadedForm(request, reply, opts.uploadDir, async (form, folder) => {
        const fields = await formFields(form, objectionFields);
        const files = await checkFiles(await form.files(folder), opts.attachmentTypes.detect);
        return fileObjection(opts.db, actor, caseGuid, fields, files, today());
      });
      return reply.code(201).send(filed);
    },
  );
}

export async function objectionDebtorRoutes(app: FastifyInstance, opts: RouteOptions) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  await app.register(debtorUploads, uploadOptions(opts));

  route.get(
    '/debtoraccess/cases/:caseGuid/objections',
    {
      schema: {
        tags: ['objections'],
        description:
          'A case’s objections with their answers, its requests for more time, its state (status, holds) and ' +
          'whether more time can still be asked for, with the latest new due date approved at once.',
        params: caseParams,
        response: { 200: caseObjectionsResponse, ...errors },
      },
      config: { access: 'debtor' },
    },
    async (request) =>
      caseObjections(
        opts.db,
        { debtorId: currentDebtor(request).debtorId },
        request.params.caseGuid,
        today(),
      ),
  );

  route.get(
    '/debtoraccess/objections',
    {
      schema: {
        tags: ['objections'],
        description: 'Every objection and request for more time of the signed-in debtor, newest first.',
        response: { 200: debtorObjectionsResponse, ...errors },
      },
      config: { access: 'debtor' },
    },
    async (request) => debtorObjections(opts.db, currentDebtor(request).debtorId),
  );

  route.post(
    '/debtoraccess/cases/:caseGuid/postponement',
    {
      schema: {
        tags: ['objections'],
        description:
          'The debtor asks for a new due date (anstånd): within the policy (at most 30 days from today, the ' +
          'first request of the case) approved at once and the case held until then; otherwise pending a handler.',
        params: caseParams,
        body: postponementRequest,
        response: { 201: postponementResponse, ...errors },
      },
      config: { access: 'debtor' },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await requestPostponement(
            opts.db,
            debtorActor(request),
            request.params.caseGuid,
            request.body.newDueDate,
            today(),
          ),
        ),
  );

  route.get(
    '/debtoraccess/objections/:objectionGuid/attachments/:attachmentGuid',
    {
      schema: { tags: ['objections'], params: attachmentParams, ...fileRoute },
      config: { access: 'debtor' },
    },
    async (request, reply) => {
      const { objectionGuid, attachmentGuid } = request.params;
      const scope = { debtorId: currentDebtor(request).debtorId };
      return sendAttachment(
        reply,
        opts.db,
        await objectionAttachmentFile(opts.db, scope, objectionGuid, attachmentGuid),
      );
    },
  );
}

// ---- The client --------------------------------------------------------------

async function clientUploads(app: FastifyInstance, opts: RouteOptions) {
  await app.register(multipart, { limits: MESSAGE_PART_LIMITS, throwFileSizeLimit: false });
  await mkdir(opts.uploadDir, { recursive: true });
  app.withTypeProvider<ZodTypeProvider>().post(
    '/wip/objections/:objectionGuid/answer',
    {
      schema: {
        tags: ['objections'],
        description: `${answerDescription} A repeated \`Idempotency-Key\` with the same request answers the first answer again.`,
        consumes: ['multipart/form-data'],
        params: objectionParams,
        headers: idempotencyHeaders,
        body: objectionAnswerForm,
        response: { 200: objectionAnswerResponse, ...errors },
      },
      // The body schema documents the form; the handler reads and checks the stream, params and headers itself.
      validatorCompiler: () => (value: unknown) => ({ value }),
      config: { access: 'creditor' },
    },
    async (request, reply) => readAnswer(request, reply, opts, clientActor(request)),
  );
}

export async function objectionClientRoutes(app: FastifyInstance, opts: RouteOptions) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  await app.register(clientUploads, uploadOptions(opts));
  const { db } = opts;

  route.get(
    '/wip/objections',
    {
      schema: {
        tags: ['objections'],
        description:
          'The client’s objections, paged, oldest first: `status=open` those waiting for its answer (with the days ' +
          'each has waited), `answered` the others; `caseGuid` one case’s.',
        querystring: clientObjectionsQuery,
        response: { 200: clientObjectionsResponse, ...errors },
      },
      config: { access: 'creditor' },
    },
    async (request) => objectionsForClient(db, currentCreditor(request).clientId, request.query, today()),
  );

  route.get(
    '/wip/objections/:objectionGuid',
    {
      schema: {
        tags: ['objections'],
        description: 'One objection of the client’s cases, its documents and answer, and the case’s state.',
        params: objectionParams,
        response: { 200: clientObjectionResponse, ...errors },
      },
      config: { access: 'creditor' },
    },
    async (request) =>
      objectionOf(db, { clientId: currentCreditor(request).clientId }, request.params.objectionGuid, today()),
  );

  route.get(
    '/wip/objections/:objectionGuid/attachments/:attachmentGuid',
    {
      schema: { tags: ['objections'], params: attachmentParams, ...fileRoute },
      config: { access: 'creditor' },
    },
    async (request, reply) => {
      const { objectionGuid, attachmentGuid } = request.params;
      const scope = { clientId: currentCreditor(request).clientId };
      return sendAttachment(
        reply,
        db,
        await objectionAttachmentFile(db, scope, objectionGuid, attachmentGuid),
      );
    },
  );

  const caseAction = <Body>(
    operation: string,
    description: string,
    body: z.ZodType<Body>,
    act: (
      actor: ReturnType<typeof clientActor>,
      caseGuid: string,
      body: Body,
    ) => Promise<z.infer<typeof caseActionResponse>>,
  ) =>
    route.post(
      `/wip/cases/:caseGuid/${operation}`,
      {
        schema: {
          tags: ['objections'],
          description: `${description} A repeated \`Idempotency-Key\` with the same request answers the first answer again.`,
          params: caseParams,
          headers: idempotencyHeaders,
          body,
          response: { 200: caseActionResponse, ...errors },
        },
        config: { access: 'creditor' },
      },
      async (request) => {
        const actor = clientActor(request);
        const { caseGuid } = request.params;
        const requestBody = request.body as Body;
        return once(
          db,
          actor.clientId,
          request.headers['idempotency-key'],
          `case.${operation}`,
          { caseGuid, body: requestBody },
          () => act(actor, caseGuid, requestBody),
        );
      },
    );

  caseAction(
    'pause',
    'Pauses one of the client’s cases until `resumeOn` (after today, at most a year ahead; default a year): the process takes no step on it.',
    clientPauseRequest,
    (actor, caseGuid, body) => pauseClientCase(db, actor, caseGuid, body, today()),
  );
  caseAction(
    'resume',
    'Ends the pause of one of the client’s cases now.',
    clientCaseReasonRequest,
    (actor, caseGuid, body) => resumeClientCase(db, actor, caseGuid, body, today()),
  );
  caseAction(
    'recall',
    'Recalls (withdraws) one of the client’s cases: it closes as Recalled and nothing more is charged.',
    clientCaseReasonRequest,
    (actor, caseGuid, body) => recallClientCase(db, actor, caseGuid, body, today()),
  );
  caseAction(
    'credit',
    'Credits one of the client’s cases by `amount` (minor units), or wholly without one: a credit line in the ledger ' +
      'takes it off the claim (at most what the client is owed: 409 AmountAboveOwed); credited wholly, the case closes as Credited.',
    clientCreditRequest,
    (actor, caseGuid, body) => creditClientCase(db, actor, caseGuid, body, today()),
  );
}

// ---- The provider's staff ------------------------------------------------------

async function staffUploads(app: FastifyInstance, opts: RouteOptions) {
  await app.register(multipart, { limits: MESSAGE_PART_LIMITS, throwFileSizeLimit: false });
  await mkdir(opts.uploadDir, { recursive: true });
  app.withTypeProvider<ZodTypeProvider>().post(
    '/objections/:objectionGuid/answer',
    {
      schema: {
        tags: ['staff'],
        description: `The provider’s staff answer for a client that asked them to; audited with the reason. ${answerDescription}`,
        consumes: ['multipart/form-data'],
        params: objectionParams,
        body: objectionAnswerForm,
        response: { 200: objectionAnswerResponse, ...errors },
      },
      // The body schema documents the form; the handler reads and checks the stream, params and headers itself.
      validatorCompiler: () => (value: unknown) => ({ value }),
      config: { access: 'staff' },
    },
    async (request, reply) => readAnswer(request, reply, opts, staffActor(request)),
  );
}

export async function objectionStaffRoutes(app: FastifyInstance, opts: RouteOptions) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  await app.register(staffUploads, uploadOptions(opts));
  const { db } = opts;

  route.get(
    '/queues/objections',
    {
      schema: {
        tags: ['staff'],
        description:
          'Objections waiting for the client’s answer at least `minDays` days (default the policy’s ' +
          'OBJECTION_CLIENT_ANSWER_DAYS; 0: every open one), oldest first.',
        querystring: staffObjectionsQuery,
        response: { 200: staffObjectionsResponse, ...errors },
      },
      config: { access: 'staff' },
    },
    async (request) => objectionsForStaff(db, request.query, today()),
  );

  route.get(
    '/queues/postponements',
    {
      schema: {
        tags: ['staff'],
        description:
          'Requests for more time outside the policy, waiting for a handler’s decision, oldest first.',
        querystring: staffPostponementsQuery,
        response: { 200: staffPostponementsResponse, ...errors },
      },
      config: { access: 'staff' },
    },
    async (request) => pendingPostponements(db, request.query),
  );

  route.get(
    '/objections/:objectionGuid',
    {
      schema: {
        tags: ['staff'],
        params: objectionParams,
        response: { 200: staffObjectionResponse, ...errors },
      },
      config: { access: 'staff' },
    },
    async (request) => objectionForStaffOf(db, request.params.objectionGuid, today()),
  );

  route.get(
    '/objections/:objectionGuid/attachments/:attachmentGuid',
    {
      schema: { tags: ['staff'], params: attachmentParams, ...fileRoute },
      config: { access: 'staff' },
    },
    async (request, reply) => {
      const { objectionGuid, attachmentGuid } = request.params;
      return sendAttachment(reply, db, await objectionAttachmentFile(db, {}, objectionGuid, attachmentGuid));
    },
  );

  route.post(
    '/postponements/:postponementGuid/decision',
    {
      schema: {
        tags: ['staff'],
        description:
          'Decides a request for more time outside the policy: approved, the case is held until its new due date. Audited with the reason.',
        params: z.object({ postponementGuid: guid }),
        body: postponementDecisionRequest,
        response: { 200: postponementResponse, ...errors },
      },
      config: { access: 'staff' },
    },
    async (request) =>
      decidePostponement(db, staffActor(request), request.params.postponementGuid, request.body, today()),
  );
}
