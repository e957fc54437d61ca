import { messageLimits } from '@fordra/contract';

export type ConversationForm = { subject: string; message: string; attachments: File[] };
export type ConversationProblem = { field: 'subject' | 'message' | 'attachments'; code: string };

/**
 * The first thing to correct in a new thread about a case (an error code of the `errors` namespace),
 * by the same limits the server holds it to; null when it can be sent. The server decides file types.
 */
export function conversationProblem(form: ConversationForm): ConversationProblem | null {
  const subject = form.subject.trim();
  const message = form.message.trim();
  if (subject === '') return { field: 'subject', code: 'SubjectRequired' };
  if (subject.length > messageLimits.subjectMaxLength) return { field: 'subject', code: 'SubjectTooLong' };
  if (message === '') return { field: 'message', code: 'MessageRequired' };
  if (message.length > messageLimits.messageMaxLength) return { field: 'message', code: 'MessageTooLong' };
  const files = form.attachments;
  if (files.length > messageLimits.maxAttachments)
    return { field: 'attachments', code: 'TooManyAttachments' };
  if (files.some((file) => file.size > messageLimits.maxAttachmentBytes))
    return { field: 'attachments', code: 'AttachmentTooLarge' };
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total > messageLimits.maxTotalAttachmentBytes)
    return { field: 'attachments', code: 'AttachmentsTooLarge' };
  return null;
}
