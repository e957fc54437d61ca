/** Messages between a debtor and the provider: one conversation per case (or one without a case). */
import { type Conversation, messageLimits, type UserMessageRequest } from '@fordra/contract';
import { isPlainFileName, normalizeEmail, normalizePhoneNumber, sniffAttachmentType } from '@fordra/domain';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { attachments, cases, conversations, messages } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';

type CheckedAttachment = { fileName: string; contentType: string; content: Buffer };

const bad = (code: ConstructorParameters<typeof ApiError>[1], message: string, field: string) =>
  new ApiError(400, code, message, { field });

/** Every check of the message form, in the order a person reads the form; throws the first failure. */
function checkMessage(request: UserMessageRequest) {
  const subject = request.subject.trim();
  const body = request.message.trim();
  if (!subject) throw bad('SubjectRequired', 'Write a subject.', 'subject');
  if (subject.length > messageLimits.subjectMaxLength)
    throw bad('SubjectTooLong', 'The subject is too long.', 'subject');
  if (!body) throw bad('MessageRequired', 'Write a message.', 'message');
  if (body.length > messageLimits.messageMaxLength)
    throw bad('MessageTooLong', 'The message is too long.', 'message');
  const email = request.email?.trim() ? normalizeEmail(request.email) : null;
  if (email && !email.ok) throw bad('InvalidEmail', 'The e-mail address is not valid.', 'email');
  const phone = request.cellularphone?.trim() ? normalizePhoneNumber(request.cellularphone) : null;
  if (phone && !phone.ok) throw bad('InvalidPhone', 'The phone number is not valid.', 'cellularphone');
  if (!email && !phone) throw bad('ContactRequired', 'Give an e-mail address or a phone number.', 'email');
  if (request.attachments.length > messageLimits.maxAttachments)
    throw bad('TooManyAttachments', 'Too many attachments.', 'attachments');
  let total = 0;
  const files: CheckedAttachment[] = request.attachments.map((upload, index) => {
    const field = `attachments.${index}`;
    if (!isPlainFileName(upload.name, messageLimits.fileNameMaxLength))
      throw bad('AttachmentNameInvalid', 'A file name is not allowed.', field);
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(upload.content))
      throw bad('AttachmentUnreadable', 'A file could not be read.', field);
    const content = Buffer.from(upload.content, 'base64');
    if (content.length > messageLimits.maxAttachmentBytes)
      throw bad('AttachmentTooLarge', 'A file is too large.', field);
    total += content.length;
    const contentType = sniffAttachmentType(content);
    if (!contentType) throw bad('AttachmentTypeNotAllowed', 'A file is of a type we cannot take.', field);
    return { fileName: upload.name, contentType, content };
  });
  if (total > messageLimits.maxTotalAttachmentBytes)
    throw bad('AttachmentsTooLarge', 'The files are too large together.', 'attachments');
  return { subject, body, email: email?.value ?? null, phone: phone?.value ?? null, files };
}

/** Stores a debtor's message and its attachments in one transaction; nothing is kept if any part is refused. */
export async function sendUserMessage(db: Db, debtorId: string, request: UserMessageRequest) {
  const checked = checkMessage(request);
  return db.transaction(async (tx) => {
    let caseId: string | null = null;
    if (request.casenumber?.trim()) {
      const [own] = await tx
        .select({ id: cases.id })
        .from(cases)
        .where(and(eq(cases.caseNumber, request.casenumber.trim()), eq(cases.debtorId, debtorId)));
      if (!own) throw bad('UnknownCase', 'Choose one of your cases.', 'casenumber');
      caseId = own.id;
    }
    const [existing] = await tx
      .select({ id: conversations.id, guid: conversations.guid })
      .from(conversations)
      .where(
        and(
          eq(conversations.debtorId, debtorId),
          caseId ? eq(conversations.caseId, caseId) : isNull(conversations.caseId),
        ),
      )
      .orderBy(desc(conversations.updatedAt))
      .limit(1);
    const conversation =
      existing ??
      (
        await tx
          .insert(conversations)
          .values({ debtorId, caseId, subject: checked.subject })
          .returning({ id: conversations.id, guid: conversations.guid })
      )[0];
    if (!conversation) throw new Error('The conversation was not stored');
    await tx
      .update(conversations)
      .set({ updatedAt: new Date(), readAt: null })
      .where(eq(conversations.id, conversation.id));
    const [message] = await tx
      .insert(messages)
      .values({
        conversationId: conversation.id,
        author: 'debtor',
        subject: checked.subject,
        body: checked.body,
        email: checked.email,
        cellularPhone: checked.phone,
      })
      .returning({ id: messages.id, guid: messages.guid });
    if (!message) throw new Error('The message was not stored');
    if (checked.files.length) {
      await tx
        .insert(attachments)
        .values(
          checked.files.map((file) => ({ messageId: message.id, ...file, sizeBytes: file.content.length })),
        );
    }
    return { conversationGuid: conversation.guid, messageGuid: message.guid };
  });
}

/** Conversations with their messages and attachment names, for one debtor or (staff) for all. */
export async function listConversations(
  db: Db,
  filter: { debtorId?: string; threadGuid?: string },
): Promise<Conversation[]> {
  const conditions = [
    ...(filter.debtorId ? [eq(conversations.debtorId, filter.debtorId)] : []),
    ...(filter.threadGuid ? [eq(conversations.threadGuid, filter.threadGuid)] : []),
  ];
  const rows = await db
    .select({ conversation: conversations, caseNumber: cases.caseNumber })
    .from(conversations)
    .leftJoin(cases, eq(cases.id, conversations.caseId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(conversations.updatedAt))
    .limit(200);
  if (rows.length === 0) return [];
  const messageRows = await db
    .select()
    .from(messages)
    .where(
      inArray(
        messages.conversationId,
        rows.map((row) => row.conversation.id),
      ),
    )
    .orderBy(asc(messages.createdAt));
  const files = messageRows.length
    ? await db
        .select({
          messageId: attachments.messageId,
          attachmentGuid: attachments.guid,
          fileName: attachments.fileName,
          contentType: attachments.contentType,
          sizeBytes: attachments.sizeBytes,
        })
        .from(attachments)
        .where(
          inArray(
            attachments.messageId,
            messageRows.map((m) => m.id),
          ),
        )
    : [];
  return rows.map(({ conversation: c, caseNumber }) => ({
    conversationGuid: c.guid,
    threadGuid: c.threadGuid,
    subject: c.subject,
    caseNumber,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    readAt: c.readAt?.toISOString() ?? null,
    messages: messageRows
      .filter((m) => m.conversationId === c.id)
      .map((m) => ({
        messageGuid: m.guid,
        author: m.author,
        subject: m.subject,
        body: m.body,
        createdAt: m.createdAt.toISOString(),
        attachments: files.filter((f) => f.messageId === m.id).map(({ messageId: _, ...f }) => f),
      })),
  }));
}

/** The provider's reply in a thread. */
export async function postProviderReply(
  db: Db,
  input: { threadGuid: string; message: string; accountId: string },
) {
  return db.transaction(async (tx) => {
    const [conversation] = await tx
      .select()
      .from(conversations)
      .where(eq(conversations.threadGuid, input.threadGuid));
    if (!conversation) throw new ApiError(404, 'NotFound', 'The conversation was not found.');
    const [message] = await tx
      .insert(messages)
      .values({
        conversationId: conversation.id,
        author: 'provider',
        authorAccountId: input.accountId,
        body: input.message.trim(),
      })
      .returning({ guid: messages.guid });
    await tx
      .update(conversations)
      .set({ updatedAt: new Date() })
      .where(eq(conversations.id, conversation.id));
    if (!message) throw new Error('The reply was not stored');
    return { conversationGuid: conversation.guid, messageGuid: message.guid };
  });
}

export async function markConversationRead(db: Db, conversationGuid: string): Promise<void> {
  const updated = await db
    .update(conversations)
    .set({ readAt: new Date() })
    .where(eq(conversations.guid, conversationGuid))
    .returning({ id: conversations.id });
  if (updated.length === 0) throw new ApiError(404, 'NotFound', 'The conversation was not found.');
}
