/** Who acted in an audit entry, as the back office names them in a case's timeline and in the log. */

export type AuditActorKind = 'account' | 'apiKey' | 'operator' | 'debtor' | 'system';

/**
 * The actor of an audit entry: the account's name, a client system's key, the operating-system user who
 * ran a command, the debtor (named `debtorName`), or none (the process).
 */
export function auditActor(
  entry: {
    action: string;
    accountName: string | null;
    apiKeyName: string | null;
    debtorId: string | null;
    details: Record<string, unknown>;
  },
  debtorName: string | null,
): { kind: AuditActorKind; name: string | null } {
  if (entry.accountName) return { kind: 'account', name: entry.accountName };
  if (entry.apiKeyName) return { kind: 'apiKey', name: entry.apiKeyName };
  if (typeof entry.details.operator === 'string') return { kind: 'operator', name: entry.details.operator };
  if (entry.action.startsWith('process.') || entry.debtorId === null) return { kind: 'system', name: null };
  return { kind: 'debtor', name: debtorName };
}
