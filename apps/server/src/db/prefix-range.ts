import { type Column, type SQL, sql } from 'drizzle-orm';

/**
 * The range of strings that begin with `prefix`, in the byte order of the prefix indexes
 * (`text_pattern_ops`), which UTF-8 keeps in code point order: from the prefix up to the prefix with
 * its last character the next one. As a range, unlike `like 'text%'`, it is served by an index in a
 * prepared statement's generic plan, so that a search is not planned anew on every request.
 */
export function prefixRange(prefix: string): { start: string; end: string } {
  const characters = [...prefix];
  while (characters.length > 0) {
    const last = (characters.pop() ?? '').codePointAt(0) ?? 0;
    const next = last + 1 >= 0xd800 && last + 1 <= 0xdfff ? 0xe000 : last + 1;
    if (next <= 0x10ffff) return { start: prefix, end: characters.join('') + String.fromCodePoint(next) };
  }
  // Nothing but the highest character (no one types it): the range stops short of texts that go on
  // with it again.
  return { start: prefix, end: `${prefix}\u{10ffff}` };
}

/**
 * Whether `column` (or an expression of it) begins with `prefix`, as a range of a `text_pattern_ops`
 * index; `prefix` in the form the column is stored in (a search key, lower case, digits).
 */
export function beginsWith(column: Column | SQL, prefix: string): SQL {
  return withinRange(column, prefixRange(prefix));
}

/**
 * Whether `column` lies in a prefix range (`prefixRange`) given as values or as a prepared statement's
 * placeholders.
 */
export function withinRange(column: Column | SQL, range: { start: unknown; end: unknown }): SQL {
  return sql`(${column} ~>=~ ${range.start} and ${column} ~<~ ${range.end})`;
}
