/** A conversation with the provider as the debtor's Contact us shows it, messages oldest first. */
import type { Conversation } from '@fordra/contract';
import type { ConversationRow, MessageRow } from '../db/repositories/messages.ts';

type Attachment = {
  attachmentGuid: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
};

/** A message with the names, types and sizes of its attachments. */
export function messageForDebtor(message: MessageRow, files: Attachment[]): Conversation['messages'][number] {
  return {
    messageGuid: message.guid,
    author: message.author,
    subject: message.subject,
    body: message.body,
    createdAt: message.createdAt.toISOString(),
    attachments: files,
  };
}

/** A conversation, the number of the case it is about (if any), and its messages as `messageForDebtor` shows them. */
export function conversationForDebtor(
  conversation: ConversationRow,
  caseNumber: string | null,
  messages: Conversation['messages'],
): Conversation {
  return {
    conversationGuid: conversation.guid,
    threadGuid: conversation.threadGuid,
    subject: conversation.subject,
    caseNumber,
    createdAt: conversation.createdAt.toISOString(),
    updatedAt: conversation.updatedAt.toISOString(),
    readAt: conversation.readAt?.toISOString() ?? null,
    messages,
  };
}
