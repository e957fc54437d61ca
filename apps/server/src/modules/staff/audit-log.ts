/** The audit log for the provider's admins: every entry, policy changes included, filtered and paged. */
import type { AuditLogEntry, AuditLogQuery } from '@fordra/contract';
import type { Executor } from '../../db/executor.ts';
import { auditLogCount, auditLogPage } from '../../db/repositories/audit-log.ts';
import { checkPeriod, listAnswer, pageWindow } from '../../http/lists.ts';
import { auditEntryForStaff } from '../../presenters/audit-entry-for-staff.ts';

export async function auditLogList(db: Executor, query: AuditLogQuery) {
  checkPeriod(query);
  const filter = {
    entity: query.entity,
    action: query.action || undefined,
    actor: query.actor || undefined,
    from: query.from,
    to: query.to,
  };
  const rows = await auditLogPage(db, filter, { ascending: query.order === 'asc', ...pageWindow(query) });
  const items: AuditLogEntry[] = rows.map(auditEntryForStaff);
  return listAnswer(query, items, await auditLogCount(db, filter));
}
