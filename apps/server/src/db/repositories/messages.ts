/** Conversations, their messages and the messages' attachments (stored in chunks). */
import { and, asc, count, desc, eq, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../executor.ts';
import {
  attachmentChunks,
  attachments,
  cases,
  clients,
  conversations,
  customers,
  debtors,
  messages,
} from '../schema.ts';

/*
 * Bytes travel to and from the database as base64 text that the database decodes and encodes
 * itself: PGlite converts bytea parameters and results in JavaScript, about 80 ms for a 256 KiB
 * chunk against 6 ms this way (PostgreSQL takes either alike).
 */

/** A pending attachment older than this belongs to no request any more (its process stopped mid-way). */
const ABANDONED_AFTER = '1 hour';

/** A new attachment without a message (pending); returns its id. */
export async function insertPendingAttachment(
  db: Executor,
  file: { fileName: string; contentType: string; sizeBytes: number },
): Promise<string> {
  const [row] = await db
    .insert(attachments)
    .values({ fileName: file.fileName, contentType: file.contentType, sizeBytes: file.sizeBytes })
    .returning({ id: attachments.id });
  if (!row) throw new Error('The attachment was not stored');
  return row.id;
}

/** Chunk number `seq` of an attachment's bytes. */
export async function insertAttachmentChunk(
  db: Executor,
  attachmentId: string,
  seq: number,
  bytes: Buffer,
): Promise<void> {
  const data = sql`decode(${bytes.toString('base64')}, 'base64')`;
  await db.insert(attachmentChunks).values({ attachmentId, seq, data });
}

/** Chunk number `seq` of an attachment's bytes; undefined after the last. */
export async function attachmentChunk(
  db: Executor,
  attachmentId: string,
  seq: number,
): Promise<Buffer | undefined> {
  const [chunk] = await db
    .select({ base64: sql<string>`encode(${attachmentChunks.data}, 'base64')` })
    .from(attachmentChunks)
    .where(and(eq(attachmentChunks.attachmentId, attachmentId), eq(attachmentChunks.seq, seq)));
  // The database breaks base64 into lines, which Buffer.from skips.
  return chunk ? Buffer.from(chunk.base64, 'base64') : undefined;
}

/** Deletes pending attachments (their chunks go with them); attachments of a message or an objection are never touched. */
export async function discardPendingAttachments(db: Executor, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .delete(attachments)
    .where(
      and(inArray(attachments.id, [...ids]), isNull(attachments.messageId), isNull(attachments.objectionId)),
    );
}

/** Deletes what a stopped process left pending; any process may run it, at any time. */
export async function discardAbandonedAttachments(db: Executor): Promise<void> {
  await db
    .delete(attachments)
    .where(
      and(
        isNull(attachments.messageId),
        isNull(attachments.objectionId),
        lt(attachments.createdAt, sql`now() - ${ABANDONED_AFTER}::interval`),
      ),
    );
}

/** Links the pending attachments `ids` to a message; returns those it linked. */
export async function linkPendingAttachments(
  tx: Executor,
  ids: string[],
  messageId: string,
): Promise<{ id: string }[]> {
  return tx
    .update(attachments)
    .set({ messageId })
    .where(and(inArray(attachments.id, ids), isNull(attachments.messageId), isNull(attachments.objectionId)))
    .returning({ id: attachments.id });
}

/** The debtor's newest thread with the provider about a case, or about none (`caseId` null). */
export async function latestDebtorConversation(tx: Executor, debtorId: string, caseId: string | null) {
  const [existing] = await tx
    .select({ id: conversations.id, guid: conversations.guid })
    .from(conversations)
    .where(
      and(
        eq(conversations.debtorId, debtorId),
        eq(conversations.party, 'debtor'),
        caseId ? eq(conversations.caseId, caseId) : isNull(conversations.caseId),
      ),
    )
    .orderBy(desc(conversations.updatedAt))
    .limit(1);
  return existing;
}

/** A new thread between a debtor and the provider. */
export async function insertDebtorConversation(
  tx: Executor,
  values: { debtorId: string; caseId: string | null; subject: string },
) {
  const [conversation] = await tx
    .insert(conversations)
    .values(values)
    .returning({ id: conversations.id, guid: conversations.guid });
  return conversation;
}

/** A thread has a new message: it moves to the top, and is unread. */
export async function markConversationUnread(tx: Executor, conversationId: string): Promise<void> {
  await tx
    .update(conversations)
    .set({ updatedAt: new Date(), readAt: null })
    .where(eq(conversations.id, conversationId));
}

export async function markConversationRead(db: Executor, conversationId: string): Promise<void> {
  await db.update(conversations).set({ readAt: new Date() }).where(eq(conversations.id, conversationId));
}

/** The debtor has read their conversations of `conversationGuids` (others' are left as they are). */
export async function markDebtorConversationsRead(
  db: Executor,
  debtorId: string,
  conversationGuids: readonly string[],
): Promise<void> {
  await db
    .update(conversations)
    .set({ debtorReadAt: new Date() })
    .where(
      and(
        eq(conversations.debtorId, debtorId),
        eq(conversations.party, 'debtor'),
        inArray(conversations.guid, [...conversationGuids]),
      ),
    );
}

/** Who wrote each message of a debtor's conversations with the provider and when, with when the debtor last read each. */
export async function replyStateOfDebtor(db: Executor, debtorId: string) {
  return db
    .select({
      conversationId: conversations.id,
      debtorReadAt: conversations.debtorReadAt,
      author: messages.author,
      createdAt: messages.createdAt,
    })
    .from(conversations)
    .innerJoin(messages, eq(messages.conversationId, conversations.id))
    .where(and(eq(conversations.debtorId, debtorId), eq(conversations.party, 'debtor')))
    .orderBy(asc(messages.createdAt));
}

/** A message in a thread; returns its id and guid. */
export async function insertMessage(tx: Executor, values: typeof messages.$inferInsert) {
  const [stored] = await tx
    .insert(messages)
    .values(values)
    .returning({ id: messages.id, guid: messages.guid });
  return stored;
}

/**
 * At most 200 conversations, newest first, with their case's number and their client's name: a debtor's with
 * the provider, or one thread.
 */
export async function conversationsWithCaseNumbers(
  db: Executor,
  filter: { debtorId?: string; threadGuid?: string },
) {
  const conditions = [
    // A debtor sees their own threads with the provider, never a client's about them.
    ...(filter.debtorId
      ? [eq(conversations.debtorId, filter.debtorId), eq(conversations.party, 'debtor')]
      : []),
    ...(filter.threadGuid ? [eq(conversations.threadGuid, filter.threadGuid)] : []),
  ];
  return db
    .select({
      conversation: conversations,
      caseNumber: cases.caseNumber,
      caseGuid: cases.guid,
      clientName: clients.name,
    })
    .from(conversations)
    .leftJoin(cases, eq(cases.id, conversations.caseId))
    .leftJoin(clients, eq(clients.id, conversations.clientId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(conversations.updatedAt))
    .limit(200);
}

export type ConversationRow = typeof conversations.$inferSelect;

export type MessageRow = typeof messages.$inferSelect;

/** The debtor each conversation (by guid) is with. */
export async function debtorsOfConversations(db: Executor, conversationGuids: string[]) {
  return db
    .select({ conversationGuid: conversations.guid, debtor: debtors })
    .from(conversations)
    .innerJoin(debtors, eq(debtors.id, conversations.debtorId))
    .where(inArray(conversations.guid, conversationGuids));
}

/** The e-mail address and phone number typed with each message (by guid). */
export async function contactsTypedWithMessages(db: Executor, messageGuids: string[]) {
  return db
    .select({ guid: messages.guid, email: messages.email, cellularPhone: messages.cellularPhone })
    .from(messages)
    .where(inArray(messages.guid, messageGuids));
}

/** The messages of the conversations, oldest first. */
export async function messagesOfConversations(
  db: Executor,
  conversationIds: string[],
): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(inArray(messages.conversationId, conversationIds))
    .orderBy(asc(messages.createdAt));
}

/** The attachments of the messages, by name, type and size. */
export async function attachmentsOfMessages(db: Executor, messageIds: string[]) {
  return db
    .select({
      messageId: attachments.messageId,
      attachmentGuid: attachments.guid,
      fileName: attachments.fileName,
      contentType: attachments.contentType,
      sizeBytes: attachments.sizeBytes,
    })
    .from(attachments)
    .where(inArray(attachments.messageId, messageIds));
}

/** A new thread (a client's with the provider, or one the provider starts); returns its id and guids. */
export async function insertThread(tx: Executor, values: typeof conversations.$inferInsert) {
  const [conversation] = await tx
    .insert(conversations)
    .values(values)
    .returning({ id: conversations.id, guid: conversations.guid, threadGuid: conversations.threadGuid });
  return conversation;
}

/** The threads a client may see: its own, and debtors' threads about its cases that the provider shared. */
function visibleToClient(clientId: string): SQL | undefined {
  return and(
    eq(conversations.clientId, clientId),
    or(eq(conversations.party, 'client'), eq(conversations.sharedWithClient, true)),
  );
}

/**
 * A conversation by its thread's or its own guid, if the caller may see it: the provider's staff
 * (`client` null) any; a client those visible to it, or (`write`) only its own threads.
 */
export async function conversationOfCaller(
  db: Executor,
  match: { threadGuid: string } | { conversationGuid: string },
  client: { clientId: string; access: 'read' | 'write' } | null,
): Promise<ConversationRow | undefined> {
  const byGuid =
    'threadGuid' in match
      ? eq(conversations.threadGuid, match.threadGuid)
      : eq(conversations.guid, match.conversationGuid);
  const scope =
    client === null
      ? undefined
      : client.access === 'write'
        ? and(eq(conversations.clientId, client.clientId), eq(conversations.party, 'client'))
        : visibleToClient(client.clientId);
  const [row] = await db.select().from(conversations).where(and(byGuid, scope));
  return row;
}

/** The author of a thread's newest message. */
const lastAuthor = sql<string>`(select ${messages.author} from ${messages} where ${messages.conversationId} = ${conversations.id} order by ${messages.createdAt} desc limit 1)`;

const unreadByClient = sql<boolean>`(${conversations.readAt} is null and ${lastAuthor} <> 'client')`;

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

export type ClientThreadRow = Awaited<ReturnType<ReturnType<typeof clientThreads>['where']>>[number];

/** A page of a client's threads of one kind, unread first, then by `sort`; and how many there are in all. */
export async function clientThreadsPage(
  db: Executor,
  clientId: string,
  kind: 'collection' | 'ledgerCustomer',
  query: {
    sort?: 'updatedAt' | 'createdAt' | undefined;
    order?: 'asc' | 'desc' | undefined;
    caseGuid?: string | undefined;
    customerGuid?: string | undefined;
    unread?: 'true' | 'false' | undefined;
    limit: number;
    offset: number;
  },
): Promise<{ rows: ClientThreadRow[]; total: number }> {
  const filters: (SQL | undefined)[] = [visibleToClient(clientId), eq(conversations.kind, kind)];
  if (query.caseGuid) filters.push(eq(cases.guid, query.caseGuid));
  if (query.customerGuid) filters.push(eq(customers.guid, query.customerGuid));
  if (query.unread) filters.push(query.unread === 'true' ? unreadByClient : sql`not ${unreadByClient}`);
  const where = and(...filters);
  const direction = query.order === 'asc' ? asc : desc;
  const sortColumn = query.sort === 'createdAt' ? conversations.createdAt : conversations.updatedAt;
  const [rows, [total]] = await Promise.all([
    clientThreads(db)
      .where(where)
      .orderBy(desc(unreadByClient), direction(sortColumn))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ n: count() })
      .from(conversations)
      .leftJoin(cases, eq(cases.id, conversations.caseId))
      .leftJoin(customers, eq(customers.id, conversations.customerId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One thread the client may see, by its conversation's guid. */
export async function clientThreadByGuid(
  db: Executor,
  clientId: string,
  conversationGuid: string,
): Promise<ClientThreadRow | undefined> {
  const [row] = await clientThreads(db).where(
    and(eq(conversations.guid, conversationGuid), visibleToClient(clientId)),
  );
  return row;
}

/** The guids of the messages an account wrote in a conversation. */
export async function messagesWrittenBy(db: Executor, conversationId: string, accountId: string) {
  return db
    .select({ guid: messages.guid })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.authorAccountId, accountId)));
}

export type AttachmentRow = typeof attachments.$inferSelect;

/** An attachment of a message, if the client may see its thread (`clientId` null: the provider's staff, any). */
export async function attachmentOfVisibleThread(
  db: Executor,
  attachmentGuid: string,
  clientId: string | null,
): Promise<AttachmentRow | undefined> {
  const [file] = await db
    .select({ attachment: attachments })
    .from(attachments)
    .innerJoin(messages, eq(messages.id, attachments.messageId))
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(eq(attachments.guid, attachmentGuid), clientId !== null ? visibleToClient(clientId) : undefined),
    );
  return file?.attachment;
}

/** A new thread between the provider and a debtor, about no case; returns its id. */
export async function insertConversationWithDebtor(
  tx: Executor,
  values: { debtorId: string; subject: string },
) {
  const [conversation] = await tx.insert(conversations).values(values).returning({ id: conversations.id });
  return conversation;
}

/** A message in a thread, when its ids are not needed. */
export async function appendMessage(tx: Executor, values: typeof messages.$inferInsert): Promise<void> {
  await tx.insert(messages).values(values);
}

/** Stores a conversation and answers its id. */
export async function addConversation(
  db: Executor,
  conversation: typeof conversations.$inferInsert,
): Promise<string | undefined> {
  const [row] = await db.insert(conversations).values(conversation).returning({ id: conversations.id });
  return row?.id;
}

/** Stores messages of a conversation. */
export async function addMessages(db: Executor, rows: (typeof messages.$inferInsert)[]): Promise<void> {
  await db.insert(messages).values(rows);
}

/** The conversations about a case, the latest changed first, each with how many messages it has. */
export async function conversationsOfCaseWithCounts(db: Executor, caseId: string) {
  return db
    .select({
      conversation: conversations,
      // Written out whole: drizzle leaves the columns of a one-table select unqualified.
      messageCount:
        sql<number>`(select count(*) from ${messages} m where m.conversation_id = "conversations"."id")`.mapWith(
          Number,
        ),
    })
    .from(conversations)
    .where(eq(conversations.caseId, caseId))
    .orderBy(desc(conversations.updatedAt));
}
