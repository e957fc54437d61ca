/** A time read from the database (a Date, or a string from an expression) as ISO 8601. */
export function isoTime(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
