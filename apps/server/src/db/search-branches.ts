import { type SQL, sql } from 'drizzle-orm';

/**
 * A search's branches, each finding only what no earlier one found: branch `i` is `branch` of its own
 * condition less the rows any earlier condition holds for. Joined with `union all` they find each row
 * once, so PostgreSQL need not hash every row found to remove the duplicates (most of the work of a
 * common surname's search). A condition that is null for a row (a column without a value) holds for it no
 * more than false does, so it excludes nothing.
 */
export function disjointBranches(conditions: readonly SQL[], branch: (condition: SQL) => SQL): SQL[] {
  return conditions.map((condition, index) =>
    index === 0
      ? branch(condition)
      : branch(sql`${condition} and (${sql.join(conditions.slice(0, index), sql` or `)}) is not true`),
  );
}
