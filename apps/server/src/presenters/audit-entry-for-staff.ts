/** An audit entry as the back office's admins read it in the log. */
import type { AuditLogEntry } from '@fordra/contract';
import type { auditLogPage } from '../db/repositories/audit-log.ts';

export function auditEntryForStaff(row: Awaited<ReturnType<typeof auditLogPage>>[number]): AuditLogEntry {
  const actorKind = row.accountName ? 'account' : row.apiKeyName ? 'apiKey' : 'system';
  return {
    at: row.at.toISOString(),
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    actor: row.accountName ?? row.apiKeyName ?? null,
    actorKind,
    details: row.details,
  };
}
