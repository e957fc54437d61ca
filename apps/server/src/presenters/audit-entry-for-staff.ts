/** An audit entry as the back office's admins read it in the log. */
import type { AuditLogEntry } from '@fordra/contract';
import type { auditLogPage } from '../db/repositories/audit-log.ts';
import { auditActor } from './audit-actor.ts';

export function auditEntryForStaff(row: Awaited<ReturnType<typeof auditLogPage>>[number]): AuditLogEntry {
  const actor = auditActor(row, row.debtorName);
  return {
    at: row.at.toISOString(),
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    actor: actor.name,
    actorKind: actor.kind,
    details: row.details,
  };
}
