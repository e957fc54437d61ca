import { z } from 'zod';
import { guid } from './cases.ts';
import { listQuery, listResponse } from './lists.ts';

/** Limits of the message form (issue: Contact us); the web checks them before sending and the server again. */
export const messageLimits = {
  subjectMaxLength: 200,
  messageMaxLength: 5000,
  maxAttachments: 5,
  maxAttachmentBytes: 10 * 1024 * 1024,
  maxTotalAttachmentBytes: 20 * 1024 * 1024,
  fileNameMaxLength: 200,
} as const;

/**
 * POST /api/extgwapi/api/debtoraccess/usermessages takes `multipart/form-data`: these text fields
 * first, then zero to five files, each a part named `attachments`. An empty field counts as absent;
 * the server answers a missing subject or message with its own code (SubjectRequired, MessageRequired).
 */
export const userMessageFields = z.strictObject({
  casenumber: z.string().max(40).optional(),
  cellularphone: z.string().max(40).optional(),
  email: z.string().max(254).optional(),
  subject: z.string().default(''),
  message: z.string().default(''),
});
export type UserMessageFields = z.infer<typeof userMessageFields>;

/** The whole form, for the OpenAPI document; the server reads the files as a stream, not through this schema. */
export const userMessageForm = userMessageFields.extend({
  attachments: z.array(z.file()).max(messageLimits.maxAttachments).optional(),
});

/**
 * A file in a message sent as JSON (the spec puts every POST payload in a JSON body): its name, the
 * type the sender says it is, and its bytes in base64. It is checked exactly as an uploaded file is:
 * the same limits (five files, 10 MB each, 20 MB together, counted on the decoded bytes) and the type
 * decided from the content, not from `contentType`.
 */
export const jsonAttachment = z.strictObject({
  name: z.string().max(1000),
  contentType: z.string().max(255),
  data: z.string().describe('The file’s bytes in base64 (RFC 4648, with padding).'),
});
export type JsonAttachment = z.infer<typeof jsonAttachment>;
const jsonAttachments = z.array(jsonAttachment).max(messageLimits.maxAttachments).optional();

/** The debtor's message as a JSON body: the form's fields, with `attachments` as `jsonAttachment`s. */
export const userMessageJson = userMessageFields.extend({ attachments: jsonAttachments });

export const sentMessageResponse = z.object({ conversationGuid: guid, messageGuid: guid });

export const attachmentInfo = z.object({
  attachmentGuid: guid,
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
});

export const conversationMessage = z.object({
  messageGuid: guid,
  author: z.enum(['debtor', 'client', 'provider']),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
  attachments: z.array(attachmentInfo),
});

export const conversation = z.object({
  conversationGuid: guid,
  threadGuid: guid,
  subject: z.string(),
  caseNumber: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  readAt: z.string().nullable(),
  messages: z.array(conversationMessage),
});
export type Conversation = z.infer<typeof conversation>;

/** A conversation as its debtor reads it: how many of our replies came since they last read it. */
export const debtorConversation = conversation.extend({ newReplies: z.number().int() });
export type DebtorConversation = z.infer<typeof debtorConversation>;

/** GET /api/extgwapi/api/debtoraccess/usermessages: the debtor's conversations, newest first. */
export const userConversationsResponse = z.object({ conversations: z.array(debtorConversation) });

/** GET /api/extgwapi/api/debtoraccess/usermessages/unread: how many conversations have replies the debtor has not read. */
export const unreadRepliesResponse = z.object({ conversations: z.number().int(), replies: z.number().int() });

/** POST /api/extgwapi/api/debtoraccess/usermessages/read: the debtor has read these conversations. */
export const markConversationsReadRequest = z
  .object({ conversationGuids: z.array(guid).min(1).max(100) })
  .strict();

/** POST /api/extgwapi/api/wip/conversations/postmessage: the provider's reply in a thread. */
export const postMessageRequest = z
  .object({ threadGuid: guid, message: z.string().min(1).max(5000) })
  .strict();

/** POST /api/extgwapi/api/debtoraccess/updatedebtordetails: contact details; null clears one. */
export const updateDebtorDetailsRequest = z
  .object({
    email: z.string().max(254).nullable(),
    cellularphone: z.string().max(40).nullable(),
    homephone: z.string().max(40).nullable(),
    workphone: z.string().max(40).nullable(),
  })
  .strict();

/**
 * POST wip/conversations/createcollectionconversation and …/createledgercustomerconversation take
 * `multipart/form-data` like the debtor's message: these text fields first (`caseGuid` for a case,
 * `customerGuid` for a ledger customer), then up to five files named `attachments`, with the same
 * limits and checks.
 */
export const clientConversationFields = z.strictObject({
  caseGuid: z.string().max(40).optional(),
  customerGuid: z.string().max(40).optional(),
  subject: z.string().default(''),
  message: z.string().default(''),
  /** Whom the thread is with: the client (the default), or, for the provider's staff only, the debtor. */
  party: z.enum(['debtor', 'client'], { error: 'InvalidFilter' }).optional(),
});
export type ClientConversationFields = z.infer<typeof clientConversationFields>;
export const clientConversationForm = clientConversationFields.extend({
  attachments: z.array(z.file()).max(messageLimits.maxAttachments).optional(),
});
/** A new thread as a JSON body: the form's fields, with `attachments` as `jsonAttachment`s. */
export const clientConversationJson = clientConversationFields.extend({ attachments: jsonAttachments });

/** A thread as a client's list shows it: whom it is about, and whether the provider's last word is unread. */
export const clientConversation = conversation.extend({
  kind: z.enum(['collection', 'ledgerCustomer']),
  caseGuid: guid.nullable(),
  customerGuid: guid.nullable(),
  /** The client's own number of the ledger customer the thread is about. */
  customerNumber: z.string().nullable(),
  /** The provider wrote last and the client has not marked the thread read. */
  unread: z.boolean(),
});

export const clientConversationsQuery = listQuery(['updatedAt', 'createdAt']).extend({
  caseGuid: guid.optional(),
  customerGuid: guid.optional(),
  unread: z.enum(['true', 'false'], { error: 'InvalidFilter' }).optional(),
});
export const clientConversationsResponse = listResponse(clientConversation);

/**
 * A thread as the provider's staff read it: whom it is with (the debtor's registered details), and
 * with each of the debtor's messages the e-mail address and phone number they typed to be reached at,
 * so no message is anonymous.
 */
export const staffConversation = conversation.extend({
  /** The case the thread is about, for its link; null for a thread about no case. */
  caseGuid: guid.nullable(),
  /** The client a client's thread is with; null in a thread with the debtor. */
  clientName: z.string().nullable(),
  /** The debtor the thread concerns; null in a client's thread about no case. */
  debtor: z
    .object({
      debtorGuid: guid,
      kind: z.enum(['person', 'company']),
      name: z.string(),
      identityNumber: z.string(),
      language: z.string().nullable(),
      email: z.string().nullable(),
      cellularPhone: z.string().nullable(),
    })
    .nullable(),
  messages: z.array(
    conversationMessage.extend({
      /** What the debtor typed with the message; null for the provider's and a client's messages. */
      contact: z.object({ email: z.string().nullable(), cellularPhone: z.string().nullable() }).nullable(),
    }),
  ),
});
export type StaffConversation = z.infer<typeof staffConversation>;
export const staffConversationsResponse = z.object({ conversations: z.array(staffConversation) });

/** getcollectionconversations: every thread for the provider's staff, a client's own (paged) for a client. */
export const collectionConversationsResponse = z.union([
  staffConversationsResponse,
  clientConversationsResponse,
]);

/**
 * GET wip/conversations/getconversation/{conversationGuid}: one thread a client may see, whom it is
 * about, whether its users may write in it (their own threads, not a debtor's the provider shared),
 * and which messages the caller wrote.
 */
export const clientConversationDetail = clientConversation.extend({
  canReply: z.boolean(),
  messages: z.array(conversationMessage.extend({ writtenByYou: z.boolean() })),
});
export type ClientConversationDetail = z.infer<typeof clientConversationDetail>;

/**
 * POST wip/conversations/postmessagewithattachments: a client's reply in its own thread as
 * `multipart/form-data`, the text fields first, then up to five files named `attachments` (the
 * limits of a new thread).
 */
export const clientReplyFields = z.strictObject({
  threadGuid: z.string().max(40).default(''),
  message: z.string().default(''),
});
export const clientReplyForm = clientReplyFields.extend({
  attachments: z.array(z.file()).max(messageLimits.maxAttachments).optional(),
});
/** A reply with files as a JSON body: the form's fields, with `attachments` as `jsonAttachment`s. */
export const clientReplyJson = clientReplyFields.extend({ attachments: jsonAttachments });
