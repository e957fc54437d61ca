import type { AttachmentType } from '@fordra/domain';
import type { Executor } from '../../db/executor.ts';
import { caseOfClientByGuid } from '../../db/repositories/cases.ts';
import { customerOfClientByGuid } from '../../db/repositories/invoices.ts';
import {
  attachmentOfVisibleThread,
  type ClientThreadRow,
  clientThreadByGuid,
  clientThreadsPage,
  conversationOfCaller,
  insertMessage,
  insertThread,
  markConversationUnread,
  messagesWrittenBy,
} from '../../db/repositories/messages.ts';
import { ApiError, notFound } from '../../http/api-error.ts';
import { listAnswer, type PageQuery, pageWindow } from '../../http/lists.ts';
import { type NotificationLinks, recordEventNotifications } from '../notifications/event-notifications.ts';
import type { CheckedFile } from './attachment-store.ts';
import {
  checkFiles,
  checkMessageText,
  checkSubjectAndText,
  messagesOf,
  storeWithAttachments,
} from './message-service.ts';
import type { ReceivedFile } from './message-upload.ts';

/**
 * What a client's thread is about: one of its cases, one of its ledger customers, or something else
 * (`general`: kept with the case threads, with no case and no debtor).
 */
export type ClientThreadKind = 'collection' | 'ledgerCustomer' | 'general';

/** Who writes: a client's user or system (its client), or a member of the provider's staff. */
export type ConversationCaller =
  | { kind: 'client'; clientId: string; accountId: string | null }
  | { kind: 'staff'; accountId: string };

const bad = (code: ConstructorParameters<typeof ApiError>[1], message: string, field: string) =>
  new ApiError(400, code, message, { field });

const isGuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/**
 * What a new thread is about: a case or a ledger customer within the caller's client (staff: any), or, for
 * a client writing about something else (`general`), nothing but the client itself.
 */
async function subjectOf(
  db: Executor,
  caller: ConversationCaller,
  kind: ClientThreadKind,
  fields: { caseGuid?: string | undefined; customerGuid?: string | undefined },
) {
  if (kind === 'general') {
    if (caller.kind !== 'client')
      throw new ApiError(400, 'BadRequest', 'A thread about no case is a client’s to start.');
    return { caseId: null, customerId: null, debtorId: null, clientId: caller.clientId };
  }
  if (kind === 'collection') {
    const caseGuid = fields.caseGuid ?? '';
    if (!isGuid(caseGuid)) throw bad('FieldRequired', 'Name the case.', 'caseGuid');
    const row = await caseOfClientByGuid(
      db,
      caseGuid,
      caller.kind === 'client' ? caller.clientId : undefined,
    );
    if (!row) throw notFound('The case');
    return { caseId: row.id, customerId: null, debtorId: row.debtorId, clientId: row.clientId };
  }
  const customerGuid = fields.customerGuid ?? '';
  if (!isGuid(customerGuid)) throw bad('FieldRequired', 'Name the customer.', 'customerGuid');
  const row = await customerOfClientByGuid(
    db,
    customerGuid,
    caller.kind === 'client' ? caller.clientId : undefined,
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
  kind: ClientThreadKind,
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
  if (party === 'debtor' && (caller.kind !== 'staff' || kind === 'general'))
    // A value a client may not choose, not a refusal of the call: the same call with the client is theirs.
    throw new ApiError(400, 'BadRequest', 'Only the provider’s staff start a thread with a debtor.', {
      field: 'party',
    });
  const text = checkSubjectAndText(fields);
  const about = await subjectOf(db, caller, kind, fields);
  const checkedFiles = await checkFiles(files, detectType);
  return storeWithAttachments(db, checkedFiles, async (tx, attach) => {
    const conversation = await insertThread(tx, {
      kind: kind === 'general' ? 'collection' : kind,
      party,
      ...about,
      subject: text.subject,
    });
    if (!conversation) throw new Error('The conversation was not stored');
    const stored = await insertMessage(tx, {
      conversationId: conversation.id,
      author: caller.kind === 'client' ? 'client' : 'provider',
      authorAccountId: caller.accountId,
      subject: text.subject,
      body: text.body,
    });
    if (!stored) throw new Error('The message was not stored');
    await attach(stored.id);
    return { conversationGuid: conversation.guid, messageGuid: stored.guid };
  });
}

/** The thread, if the caller may see it (`write`: may write in it: a client only in its own threads). */
export async function threadFor(
  db: Executor,
  caller: ConversationCaller,
  match: { threadGuid: string } | { conversationGuid: string },
  access: 'read' | 'write',
) {
  const row = await conversationOfCaller(
    db,
    match,
    caller.kind === 'staff' ? null : { clientId: caller.clientId, access },
  );
  if (!row) throw new ApiError(404, 'NotFound', 'The conversation was not found.');
  return row;
}

/**
 * A message in a thread, with its checked files: the provider's reply, or the client's in its own thread.
 * The provider's reply in a thread with the debtor is told to the debtor (`messageAnswered`) if they asked.
 */
export async function postInThread(
  db: Executor,
  caller: ConversationCaller,
  input: { threadGuid: string; message: string },
  files: readonly CheckedFile[] = [],
  notify?: NotificationLinks,
) {
  if (!isGuid(input.threadGuid)) throw bad('FieldRequired', 'Name the thread.', 'threadGuid');
  const thread = await threadFor(db, caller, { threadGuid: input.threadGuid }, 'write');
  const body = checkMessageText(input.message);
  return storeWithAttachments(db, files, async (tx, attach) => {
    const message = await insertMessage(tx, {
      conversationId: thread.id,
      author: caller.kind === 'client' ? 'client' : 'provider',
      authorAccountId: caller.accountId,
      body,
    });
    if (!message) throw new Error('The message was not stored');
    await attach(message.id);
    await markConversationUnread(tx, thread.id);
    if (notify && thread.party === 'debtor' && thread.debtorId && caller.kind === 'staff')
      await recordEventNotifications(
        tx,
        [{ debtorId: thread.debtorId, event: 'messageAnswered', caseId: thread.caseId }],
        notify,
      );
    return { conversationGuid: thread.guid, messageGuid: message.guid };
  });
}

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
  const { rows, total } = await clientThreadsPage(db, clientId, kind, { ...query, ...pageWindow(query) });
  const threads = await messagesOf(
    db,
    rows.map((row) => row.conversation.id),
  );
  const items = rows.map((row) => presentClientThread(row, threads.get(row.conversation.id) ?? []));
  return listAnswer(query, items, total);
}

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
  const row = await clientThreadByGuid(db, caller.clientId, conversationGuid);
  if (!row) throw new ApiError(404, 'NotFound', 'The conversation was not found.');
  const id = row.conversation.id;
  const [thread, own] = await Promise.all([
    messagesOf(db, [id]),
    caller.accountId ? messagesWrittenBy(db, id, caller.accountId) : [],
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
  const file = await attachmentOfVisibleThread(
    db,
    attachmentGuid,
    caller.kind === 'client' ? caller.clientId : null,
  );
  if (!file) throw new ApiError(404, 'NotFound', 'The attachment was not found.');
  return file;
}
