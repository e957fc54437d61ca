/** Messages between a debtor and the provider: one conversation per case (or one without a case). */
import {
  type Conversation,
  type DebtorConversation,
  messageLimits,
  type StaffConversation,
  type UserMessageFields,
} from '@fordra/contract';
import {
  type AttachmentType,
  debtorDisplayName,
  normalizeEmail,
  normalizePhoneNumber,
  safeAttachmentName,
  unreadReplies,
} from '@fordra/domain';
import type { Executor, Transaction } from '../../db/executor.ts';
import { caseIdOfDebtorByNumber } from '../../db/repositories/cases.ts';
import {
  attachmentsOfMessages,
  contactsTypedWithMessages,
  conversationsWithCaseNumbers,
  debtorsOfConversations,
  discardAbandonedAttachments,
  discardPendingAttachments,
  insertDebtorConversation,
  insertMessage,
  latestDebtorConversation,
  linkPendingAttachments,
  markConversationUnread,
  messagesOfConversations,
  replyStateOfDebtor,
} from '../../db/repositories/messages.ts';
import { ApiError } from '../../http/api-error.ts';
import { conversationForDebtor, messageForDebtor } from '../../presenters/conversation-for-debtor.ts';
import { type CheckedFile, storePendingAttachment } from './attachment-store.ts';
import type { ReceivedFile } from './message-upload.ts';

const bad = (code: ConstructorParameters<typeof ApiError>[1], message: string, field: string) =>
  new ApiError(400, code, message, { field });

export type CheckedMessage = {
  caseNumber: string | null;
  subject: string;
  body: string;
  email: string | null;
  phone: string | null;
};

/** Every check of the message's text, in the order a person reads the form; throws the first failure. */
/** A message's subject and text, trimmed and within their limits; throws the first failure. */
export function checkSubjectAndText(fields: { subject: string; message: string }) {
  const subject = fields.subject.trim();
  if (!subject) throw bad('SubjectRequired', 'Write a subject.', 'subject');
  if (subject.length > messageLimits.subjectMaxLength)
    throw bad('SubjectTooLong', 'The subject is too long.', 'subject');
  return { subject, body: checkMessageText(fields.message) };
}

/** A message's text, trimmed and within its limit; throws when it is empty or too long. */
export function checkMessageText(message: string) {
  const body = message.trim();
  if (!body) throw bad('MessageRequired', 'Write a message.', 'message');
  if (body.length > messageLimits.messageMaxLength)
    throw bad('MessageTooLong', 'The message is too long.', 'message');
  return body;
}

export function checkMessageFields(fields: UserMessageFields): CheckedMessage {
  const { subject, body } = checkSubjectAndText(fields);
  const email = fields.email?.trim() ? normalizeEmail(fields.email) : null;
  if (email && !email.ok) throw bad('InvalidEmail', 'The e-mail address is not valid.', 'email');
  const phone = fields.cellularphone?.trim() ? normalizePhoneNumber(fields.cellularphone) : null;
  if (phone && !phone.ok) throw bad('InvalidPhone', 'The phone number is not valid.', 'cellularphone');
  if (!email && !phone) throw bad('ContactRequired', 'Give an e-mail address or a phone number.', 'email');
  return {
    caseNumber: fields.casenumber?.trim() || null,
    subject,
    body,
    email: email?.value ?? null,
    phone: phone?.value ?? null,
  };
}

/** Each file's type from its content, one file after another; throws for the first that is none we take. */
export async function checkFiles(
  files: readonly ReceivedFile[],
  detectType: (path: string) => Promise<AttachmentType | null>,
): Promise<CheckedFile[]> {
  const checked: CheckedFile[] = [];
  for (const [index, file] of files.entries()) {
    const contentType = await detectType(file.path);
    if (!contentType)
      throw bad('AttachmentTypeNotAllowed', 'A file is of a type we cannot take.', `attachments.${index}`);
    checked.push({
      path: file.path,
      fileName: safeAttachmentName(file.clientName, contentType, messageLimits.fileNameMaxLength),
      contentType,
      sizeBytes: file.sizeBytes,
    });
  }
  return checked;
}

/**
 * Stores a debtor's checked message with its files (received within the limits, still to be typed).
 * The files are written first as pending attachments, chunk by chunk outside any transaction; one
 * short transaction then stores the message and links them to it. If anything fails, nothing is kept.
 */
export async function sendUserMessage(
  db: Executor,
  detectType: (path: string) => Promise<AttachmentType | null>,
  debtorId: string,
  message: CheckedMessage,
  files: readonly ReceivedFile[],
) {
  const checkedFiles = await checkFiles(files, detectType);
  let caseId: string | null = null;
  if (message.caseNumber) {
    const own = await caseIdOfDebtorByNumber(db, debtorId, message.caseNumber);
    if (!own) throw bad('UnknownCase', 'Choose one of your cases.', 'casenumber');
    caseId = own.id;
  }
  return storeWithAttachments(db, checkedFiles, async (tx, attach) => {
    const existing = await latestDebtorConversation(tx, debtorId, caseId);
    const conversation =
      existing ?? (await insertDebtorConversation(tx, { debtorId, caseId, subject: message.subject }));
    if (!conversation) throw new Error('The conversation was not stored');
    await markConversationUnread(tx, conversation.id);
    const stored = await insertMessage(tx, {
      conversationId: conversation.id,
      author: 'debtor',
      subject: message.subject,
      body: message.body,
      email: message.email,
      cellularPhone: message.phone,
    });
    if (!stored) throw new Error('The message was not stored');
    await attach(stored.id);
    return { conversationGuid: conversation.guid, messageGuid: stored.guid };
  });
}

/**
 * Stores a message with its checked files: the files are written first as pending attachments,
 * chunk by chunk outside any transaction; one short transaction (`write`) then stores the message
 * and links them to it (`attach`). If anything fails, nothing is kept.
 */
export async function storeWithAttachments<T>(
  db: Executor,
  checkedFiles: readonly CheckedFile[],
  write: (tx: Transaction, attach: (messageId: string) => Promise<void>) => Promise<T>,
): Promise<T> {
  await discardAbandonedAttachments(db);
  const pending: string[] = [];
  try {
    for (const file of checkedFiles) pending.push(await storePendingAttachment(db, file));
    return await db.transaction((tx) =>
      write(tx, async (messageId) => {
        if (pending.length === 0) return;
        const linked = await linkPendingAttachments(tx, pending, messageId);
        if (linked.length !== pending.length)
          throw new Error('An attachment was lost before its message was stored');
      }),
    );
  } catch (error) {
    await discardPendingAttachments(db, pending);
    throw error;
  }
}

/** The conversations' rows with their case, and each one's messages. */
async function conversationsWithMessages(db: Executor, filter: { debtorId?: string; threadGuid?: string }) {
  const rows = await conversationsWithCaseNumbers(db, filter);
  const threads = await messagesOf(
    db,
    rows.map((row) => row.conversation.id),
  );
  return { rows, threads };
}

/** Conversations with their messages and attachment names, for one debtor or (staff) for all. */
export async function listConversations(
  db: Executor,
  filter: { debtorId?: string; threadGuid?: string },
): Promise<Conversation[]> {
  const { rows, threads } = await conversationsWithMessages(db, filter);
  return rows.map(({ conversation, caseNumber }) =>
    conversationForDebtor(conversation, caseNumber, threads.get(conversation.id) ?? []),
  );
}

/** The debtor's conversations with the provider (as listConversations), each with how many replies they have not read. */
export async function listDebtorConversations(db: Executor, debtorId: string): Promise<DebtorConversation[]> {
  const rows = await conversationsWithCaseNumbers(db, { debtorId });
  if (rows.length === 0) return [];
  const threads = await messagesOf(
    db,
    rows.map((row) => row.conversation.id),
  );
  return rows.map(({ conversation, caseNumber }) => {
    const thread = threads.get(conversation.id) ?? [];
    const entries = thread.map((m) => ({ author: m.author, createdAt: new Date(m.createdAt) }));
    return {
      ...conversationForDebtor(conversation, caseNumber, thread),
      newReplies: unreadReplies(entries, conversation.debtorReadAt),
    };
  });
}

/** How many of the debtor's conversations have replies they have not read, and how many replies. */
export async function unreadRepliesOfDebtor(db: Executor, debtorId: string) {
  const rows = await replyStateOfDebtor(db, debtorId);
  const byConversation = new Map<string, typeof rows>();
  for (const row of rows)
    byConversation.set(row.conversationId, [...(byConversation.get(row.conversationId) ?? []), row]);
  let conversations = 0;
  let replies = 0;
  for (const thread of byConversation.values()) {
    const unread = unreadReplies(thread, thread[0]?.debtorReadAt ?? null);
    if (unread > 0) conversations += 1;
    replies += unread;
  }
  return { conversations, replies };
}

/**
 * Every conversation as the provider's staff read it (newest first, as listConversations): whom it is
 * with, by the debtor's registered details, and with each of the debtor's messages the e-mail address
 * and phone number they typed with it.
 */
export async function listStaffConversations(
  db: Executor,
  filter: { threadGuid?: string } = {},
): Promise<StaffConversation[]> {
  const { rows, threads } = await conversationsWithMessages(db, filter);
  if (rows.length === 0) return [];
  const listed = rows.map(({ conversation, caseNumber, caseGuid, clientName }) => ({
    ...conversationForDebtor(conversation, caseNumber, threads.get(conversation.id) ?? []),
    caseGuid,
    clientName: conversation.party === 'client' ? clientName : null,
  }));
  const people = await debtorsOfConversations(
    db,
    listed.map((conversation) => conversation.conversationGuid),
  );
  const debtorOf = new Map(people.map((row) => [row.conversationGuid, row.debtor]));
  const messageGuids = listed.flatMap((conversation) => conversation.messages.map((m) => m.messageGuid));
  const typed = messageGuids.length ? await contactsTypedWithMessages(db, messageGuids) : [];
  const typedWith = new Map(typed.map((row) => [row.guid, row]));
  return listed.map((conversation) => {
    // A client's thread about no case concerns no debtor.
    const debtor = debtorOf.get(conversation.conversationGuid);
    return {
      ...conversation,
      debtor: debtor
        ? {
            debtorGuid: debtor.guid,
            kind: debtor.kind,
            name: debtorDisplayName(debtor),
            identityNumber: debtor.identityNumber,
            language: debtor.language,
            email: debtor.email,
            cellularPhone: debtor.cellularPhone,
          }
        : null,
      messages: conversation.messages.map((message) => {
        const contact = message.author === 'debtor' ? typedWith.get(message.messageGuid) : undefined;
        return {
          ...message,
          contact:
            contact && (contact.email || contact.cellularPhone)
              ? { email: contact.email, cellularPhone: contact.cellularPhone }
              : null,
        };
      }),
    };
  });
}

/** The messages of each conversation, oldest first, with their attachments' names. */
export async function messagesOf(db: Executor, conversationIds: string[]) {
  const messageRows = conversationIds.length ? await messagesOfConversations(db, conversationIds) : [];
  const files = messageRows.length
    ? await attachmentsOfMessages(
        db,
        messageRows.map((m) => m.id),
      )
    : [];
  const byConversation = new Map<string, Conversation['messages']>();
  for (const m of messageRows) {
    const list = byConversation.get(m.conversationId) ?? [];
    list.push(
      messageForDebtor(
        m,
        files.filter((f) => f.messageId === m.id).map(({ messageId: _, ...f }) => f),
      ),
    );
    byConversation.set(m.conversationId, list);
  }
  return byConversation;
}
