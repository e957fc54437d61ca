import { messageLimits, type UserMessageFields } from '@fordra/contract';
import { normalizeEmail, normalizePhoneNumber } from '@fordra/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

/**
 * The message form's text fields, checked as the server checks them (the contract's limits, the
 * domain's e-mail and phone rules). Messages are error codes, translated like the server's.
 */
export const messageSchema = z
  .object({
    casenumber: z.string(),
    email: z.string(),
    cellularphone: z.string(),
    subject: z.string(),
    message: z.string(),
  })
  .superRefine((form, context) => {
    const issue = (path: keyof typeof form, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    const subject = form.subject.trim();
    const message = form.message.trim();
    if (subject === '') issue('subject', 'SubjectRequired');
    else if (subject.length > messageLimits.subjectMaxLength) issue('subject', 'SubjectTooLong');
    if (message === '') issue('message', 'MessageRequired');
    else if (message.length > messageLimits.messageMaxLength) issue('message', 'MessageTooLong');
    const email = form.email.trim();
    const phone = form.cellularphone.trim();
    if (email === '' && phone === '') issue('email', 'ContactRequired');
    if (email !== '' && !normalizeEmail(email).ok) issue('email', 'InvalidEmail');
    if (phone !== '' && !normalizePhoneNumber(phone).ok) issue('cellularphone', 'InvalidPhone');
  });

export type MessageForm = z.infer<typeof messageSchema>;

export const messageFields = ['casenumber', 'email', 'cellularphone', 'subject', 'message'] as const;

export const messageResolver = zodResolver(messageSchema);

/** The text fields the server takes; an empty one is left out, the files are added by the caller. */
export function messagePayload(form: MessageForm): UserMessageFields {
  return {
    casenumber: form.casenumber || undefined,
    email: form.email.trim() || undefined,
    cellularphone: form.cellularphone.trim() || undefined,
    subject: form.subject.trim(),
    message: form.message.trim(),
  };
}
