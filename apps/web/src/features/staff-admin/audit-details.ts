/** One line of an audit entry's details: where in them (`policy.reminderAfterDays`), and what. */
export type AuditDetailLine =
  | { path: string; kind: 'change'; old: string; new: string }
  | { path: string; kind: 'value'; value: string };

const isChange = (value: unknown): value is { old: unknown; new: unknown } =>
  typeof value === 'object' &&
  value !== null &&
  'old' in value &&
  'new' in value &&
  Object.keys(value).length === 2;

const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * An audit entry's details as lines to read: each change (`{ old, new }`, as policy changes are kept)
 * as one line from the old value to the new, every other value under its dotted path; `reason` first.
 */
export function auditDetailLines(details: Record<string, unknown>, prefix = ''): AuditDetailLine[] {
  const keys = Object.keys(details).sort((a, b) => Number(b === 'reason') - Number(a === 'reason'));
  return keys.flatMap((key): AuditDetailLine[] => {
    const value = details[key];
    const path = prefix ? `${prefix}.${key}` : key;
    if (isChange(value)) return [{ path, kind: 'change', old: text(value.old), new: text(value.new) }];
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return auditDetailLines(value as Record<string, unknown>, path);
    return value === null || value === undefined ? [] : [{ path, kind: 'value', value: text(value) }];
  });
}
