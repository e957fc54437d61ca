import { inviteUserRequest } from '@fordra/contract';
import { normalizeEmail } from '@fordra/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

/**
 * The invitation form, checked by the server's own request schema (messages are its error codes)
 * and the domain's e-mail rule, so a mistake is shown before anything is sent.
 */
export const inviteFormSchema = inviteUserRequest.superRefine((invite, context) => {
  if (!normalizeEmail(invite.email).ok)
    context.addIssue({ code: 'custom', path: ['email'], message: 'InvalidEmail' });
});

export type InviteForm = z.input<typeof inviteFormSchema>;
export const inviteFields = ['username', 'displayName', 'email', 'role'] as const;
export type InviteField = (typeof inviteFields)[number];

export const inviteFormResolver = zodResolver(inviteFormSchema);

export const isInviteField = (field: string | undefined): field is InviteField =>
  (inviteFields as readonly string[]).includes(field ?? '');

/**
 * Whether a username's refusal is about its form (too short, a character not allowed), which the
 * form explains with the rule itself rather than the general message of the code.
 */
export function isUsernameFormError(code: string, typed: string): boolean {
  return code === 'BadRequest' || (code === 'FieldRequired' && typed.trim() !== '');
}
