import { normalizeEmail, normalizePhoneNumber } from '@fordra/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

/**
 * The contact details of a proposal: at least one of them, each valid when given (the server's own
 * rules, from the domain). Messages are error codes, translated like the server's (errors.InvalidEmail, …).
 */
export const contactSchema = z
  .object({ email: z.string().trim(), cellularPhone: z.string().trim() })
  .superRefine((contact, context) => {
    if (contact.email === '' && contact.cellularPhone === '') {
      context.addIssue({ code: 'custom', path: ['email'], message: 'ContactRequired' });
      return;
    }
    if (contact.email !== '' && !normalizeEmail(contact.email).ok)
      context.addIssue({ code: 'custom', path: ['email'], message: 'InvalidEmail' });
    if (contact.cellularPhone !== '' && !normalizePhoneNumber(contact.cellularPhone).ok)
      context.addIssue({ code: 'custom', path: ['cellularPhone'], message: 'InvalidPhone' });
  });

export type Contact = z.infer<typeof contactSchema>;

export const contactResolver = zodResolver(contactSchema);

/** The contact as the server takes it: an empty field is null. */
export function contactPayload(contact: Contact): { email: string | null; cellularPhone: string | null } {
  return { email: contact.email.trim() || null, cellularPhone: contact.cellularPhone.trim() || null };
}
