import type { AttachmentType } from '@fordra/domain';
import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { attachments, cases, conversations, customers, messages } from '../../db/schema.ts';
import { ApiError, notFound } from '../../http/api-error.ts';
import { listAnswer, type PageQuery, pageWindow } from '../../http/lists.ts';
import type { CheckedFile } from './attachment-store.ts';
import {
  checkFiles,
  checkMessageText,
  checkSubjectAndText,
  messagesOf,
  storeWithAttachments,
} from './message-service.ts';
import type { ReceivedFile } from './message-upload.ts';

/** Who writes: a client's user or system (its client), or a member of the provider's staff. */
export type ConversationCaller =
  | { kind: 'client'; clientId: string; accountId: string | null }
  | { kind: 'staff'; accountId: string };

const bad = (code: ConstructorParameters<typeof ApiError>[1], message: string, field: string) =>
  new ApiError(400, code, message, { field });

const isGuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** The case or ledger customer a new thread is about, within the caller's client (staff: any). */
async function subjectOf(
  db: Executor,
  caller: ConversationCaller,
  kind: 'collection' | 'ledgerCustomer',
  fields: { caseGuid?: string | undefined; customerGuid?: string | undefined },
) {
  if (kind === 'collection') {
    const caseGuid = fields.caseGuid ?? '';
    if (!isGuid(caseGuid)) throw bad('FieldRequired', 'Name the case.', 'caseGuid');
    const [row] = await db
      .select({ id: cases.id, debtorId: cases.debtorId, clientId: cases.clientId })
      .from(cases)
      .where(
        and(
          eq(cases.guid, caseGuid),
          caller.kind === 'client' ? eq(cases.clientId, caller.clientId) : undefined,
        ),
      );
    if (!row) throw notFound('The case');
    return { caseId: row.id, customerId: null, debtorId: row.debtorId, clientId: row.clientId };
  }
  const customerGuid = fields.customerGuid ?? '';
  if (!isGuid(customerGuid)) throw bad('FieldRequired', 'Name the customer.', 'customerGuid');
  const [row] = await db
    .select({ id: customers.id, debtorId: customers.debtorId, clientId: customers.clientId })
    .from(customers)
    .where(
      and(
        eq(customers.guid, customerGuid),
        caller.kind === 'client' ? eq(customers.clientId, caller.clientId) : undefined,
      ),
    );
  if (!row) throw notFound('The customer');
  return { caseId: null, customerId: row.id, debtorId: row.debtorId, clientId: row.clientId };
}

/**
 * Starts a thread between a client and the provider, with the first message and its files; the
 * provider's staff may start one with the case's debtor instead (`party: 'debtor'`).
 */
export async function createClientConversation(
  db: Executor,
  detectType: (path: string) => Promise<AttachmentType | null>,
  caller: ConversationCaller,
  kind: 'collection' | 'ledgerCustomer',
  fields: {
    caseGuid?: string | undefined;
    customerGuid?: string | undefined;
    subject: string;
    message: string;
    party?: 'debtor' | 'client' | undefined;
  },
  files: readonly ReceivedFile[],
) {
  // A thread with the debtor is the provider's to start; a client writes to the provider only.
  const party = fields.party ?? 'client';
  if (party === 'debtor' && caller.kind !== 'staff')
    // A value a client may not choose, not a refusal of the call: the same call with the client is theirs.
    throw new ApiError(400, 'BadRequest', 'Only the provider’s staff start a thread with a debtor.', {
      field: 'party',
    });
  const text = checkSubjectAndText(fields);
  const about = await subjectOf(db, caller, kind, fields);
  const checkedFiles = await checkFiles(files, detectType);
  return storeWithAttachments(db, checkedFiles, async (tx, attach) => {
    const [conversation] = await tx
      .insert(conversations)
      .values({ kind, party, ...about, subject: text.subject })
      .returning({ id: conversations.id, guid: conversations.guid, threadGuid: conversations.threadGuid });
    if (!conversation) throw new Error('The conversation was not stored');
    const [stored] = await tx
      .insert(messages)
      .values({
        conversationId: conversation.id,
        author: caller.kind === 'client' ? 'client' : 'provider',
        authorAccountId: caller.accountId,
        subject: text.subject,
        body: text.body,
      })
      .returning({ id: messages.id, guid: messages.guid });
    if (!stored) throw new Error('The message was not stored');
    await attach(stored.id);
    return { conversationGuid: conversation.guid, messageGuid: stored.guid };
  });
}

/** The threads a client may see: its own, and debtors' threads about its cases that the provider shared. */
export function visibleToClient(clientId: string): SQL | undefined {
  return and(
    eq(conversations.clientId, clientId),
    or(eq(conversations.party, 'client'), eq(conversations.sharedWithClient, true)),
  );
}

/** The thread, if the caller may see it (`write`: may write in it: a client only in its own threads). */
export async function threadFor(
  db: Executor,
  caller: ConversationCaller,
  match: { threadGuid: string } | { conversationGuid: string },
  access: 'read' | 'write',
) {
  const byGuid =
    'threadGuid' in match
      ? eq(conversations.threadGuid, match.threadGuid)
      : eq(conversations.guid, match.conversationGuid);
  const scope =
    caller.kind === 'staff'
      ? undefined
      : access === 'write'
        ? and(eq(conversations.clientId, caller.clientId), eq(conversations.party, 'client'))
        : visibleToClient(caller.clientId);
  const [row] = await db.select().from(conversations).where(and(byGuid, scope));
  if (!row) throw new ApiError(404, 'NotFound', 'The conversation was not found.');
  return row;
}

/** A message in a thread, with its checked files: the provider's reply, or the client's in its own thread. */
export async function postInThread(
  db: Executor,
  caller: ConversationCaller,
  input: { threadGuid: string; message: string },
  files: readonly CheckedFile[] = [],
) {
  if (!isGuid(input.threadGuid)) throw bad('FieldRequired', 'Name the thread.', 'threadGuid');
  const thread = await threadFor(db, caller, { threadGuid: input.threadGuid }, 'write');
  const body = checkMessageText(input.message);
  return storeWithAttachments(db, files, async (tx, attach) => {
    const [message] = await tx
      .insert(messages)
      .values({
        conversationId: thread.id,
        author: caller.kind === 'client' ? 'client' : 'provider',
        authorAccountId: caller.accountId,
        body,
      })
      .returning({ id: messages.id, guid: messages.guid });
    if (!message) throw new Error('The message was not stored');
    await attach(message.id);
    await tx
      .update(conversations)
      .set({ updatedAt: new Date(), readAt: null })
      .where(eq(conversations.id, thread.id));
    return { conversationGuid: thread.guid, messageGuid: message.guid };
  });
}

/** The author of a thread's newest message. */
const lastAuthor = sql<string>`(select ${messages.author} from ${messages} where ${messages.conversationId} = ${conversations.id} order by ${messages.createdAt} desc limit 1)`;
const unreadByClient = sql<boolean>`(${conversations.readAt} is null and ${lastAuthor} <> 'client')`;

/** A client's threads of one kind, unread first, then the most recently active; paged. */
export async function listClientConversations(
  db: Executor,
  clientId: string,
  kind: 'collection' | 'ledgerCustomer',
  query: PageQuery & {
    sort?: 'updatedAt' | 'createdAt' | undefined;
    order?: 'asc' | 'desc' | undefined;
    caseGuid?: string | undefined;
    customerGuid?: string | undefined;
    unread?: 'true' | 'false' | undefined;
  },
) {
  const filters: (SQL | undefined)[] = [visibleToClient(clientId), eq(conversations.kind, kind)];
  if (query.caseGuid) filters.push(eq(cases.guid, query.caseGuid));
  if (query.customerGuid) filters.push(eq(customers.guid, query.customerGuid));
  if (query.unread) filters.push(query.unread === 'true' ? unreadByClient : sql`not ${unreadByClient}`);
  const where = and(...filters);
  const direction = query.order === 'asc' ? asc : desc;
  const sortColumn = query.sort === 'createdAt' ? conversations.createdAt : conversations.updatedAt;
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    clientThreads(db)
      .where(where)
      .orderBy(desc(unreadByClient), direction(sortColumn))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(conversations)
      .leftJoin(cases, eq(cases.id, conversations.caseId))
      .leftJoin(customers, eq(customers.id, conversations.customerId))
      .where(where),
  ]);
  const threads = await messagesOf(
    db,
    rows.map((row) => row.conversation.id),
  );
  const items = rows.map((row) => presentClientThread(row, threads.get(row.conversation.id) ?? []));
  return listAnswer(query, items, total?.n ?? 0);
}

/** Threads with the case or customer they are about and whether the client has an unread answer. */
const clientThreads = (db: Executor) =>
  db
    .select({
      conversation: conversations,
      caseGuid: cases.guid,
      caseNumber: cases.caseNumber,
      customerGuid: customers.guid,
      customerNumber: customers.customerNumber,
      unread: unreadByClient,
    })
    .from(conversations)
    .leftJoin(cases, eq(cases.id, conversations.caseId))
    .leftJoin(customers, eq(customers.id, conversations.customerId));

type ClientThreadRow = Awaited<ReturnType<ReturnType<typeof clientThreads>['where']>>[number];

function presentClientThread<Message>({ conversation: c, ...row }: ClientThreadRow, messages: Message[]) {
  return {
    conversationGuid: c.guid,
    threadGuid: c.threadGuid,
    kind: c.kind,
    subject: c.subject,
    caseGuid: row.caseGuid,
    caseNumber: row.caseNumber,
    customerGuid: row.customerGuid,
    customerNumber: row.customerNumber,
    unread: Boolean(row.unread),
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    readAt: c.readAt?.toISOString() ?? null,
    messages,
  };
}

/**
 * One thread a client may see (its own, or a debtor's the provider shared), whether its users may
 * write in it (only in their own), and which of its messages the caller wrote.
 */
export async function clientConversationFor(
  db: Executor,
  caller: Extract<ConversationCaller, { kind: 'client' }>,
  conversationGuid: string,
) {
  const [row] = await clientThreads(db).where(
    and(eq(conversations.guid, conversationGuid), visibleToClient(caller.clientId)),
  );
  if (!row) throw new ApiError(404, 'NotFound', 'The conversation was not found.');
  const id = row.conversation.id;
  const [thread, own] = await Promise.all([
    messagesOf(db, [id]),
    caller.accountId
      ? db
          .select({ guid: messages.guid })
          .from(messages)
          .where(and(eq(messages.conversationId, id), eq(messages.authorAccountId, caller.accountId)))
      : [],
  ]);
  const ownGuids = new Set(own.map((message) => message.guid));
  const withAuthors = (thread.get(id) ?? []).map((message) => ({
    ...message,
    writtenByYou: ownGuids.has(message.messageGuid),
  }));
  return { ...presentClientThread(row, withAuthors), canReply: row.conversation.party === 'client' };
}

/** The attachment, if it belongs to a thread the caller may see. */
export async function attachmentFor(db: Executor, caller: ConversationCaller, attachmentGuid: string) {
  const [file] = await db
    .select({ attachment: attachments })
    .from(attachments)
    .innerJoin(messages, eq(messages.id, attachments.messageId))
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(attachments.guid, attachmentGuid),
        caller.kind === 'client' ? visibleToClient(caller.clientId) : undefined,
      ),
    );
  if (!file) throw new ApiError(404, 'NotFound', 'The attachment was not found.');
  return file.attachment;
}
