import { normalizeEmail, normalizePhoneNumber } from '@fordra/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

/**
 * The contact details in the edit dialog: each may be left empty (which clears it), and is valid
 * when given, by the server's own rules from the domain. Messages are error codes.
 */
export const contactDetailsSchema = z
  .object({ email: z.string(), cellularphone: z.string(), homephone: z.string(), workphone: z.string() })
  .superRefine((details, context) => {
    if (details.email.trim() !== '' && !normalizeEmail(details.email).ok)
      context.addIssue({ code: 'custom', path: ['email'], message: 'InvalidEmail' });
    for (const field of ['cellularphone', 'homephone', 'workphone'] as const) {
      if (details[field].trim() !== '' && !normalizePhoneNumber(details[field]).ok)
        context.addIssue({ code: 'custom', path: [field], message: 'InvalidPhone' });
    }
  });

export type ContactDetails = z.infer<typeof contactDetailsSchema>;
export const contactDetailFields = ['email', 'cellularphone', 'homephone', 'workphone'] as const;
export type ContactDetailField = (typeof contactDetailFields)[number];

export const contactDetailsResolver = zodResolver(contactDetailsSchema);

/** The request the server takes: trimmed, an empty field as null (which clears it). */
export function contactDetailsPayload(details: ContactDetails): Record<ContactDetailField, string | null> {
  return {
    email: details.email.trim() || null,
    cellularphone: details.cellularphone.trim() || null,
    homephone: details.homephone.trim() || null,
    workphone: details.workphone.trim() || null,
  };
}
