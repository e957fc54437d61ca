/**
 * CSV as Swedish spreadsheets open it: `;`-separated, amounts with a decimal comma, UTF-8 with a byte
 * order mark. Every CSV the server writes goes through `csvDocument`, which keeps text from being
 * read as a formula (OWASP "CSV injection").
 */

/** A number this writer formatted itself: written as it is, so a spreadsheet reads it as a number. */
export type CsvAmount = { readonly csvAmount: string };

/** A cell: text (names, references, anything a person typed) or an amount from `csvAmount`. */
export type CsvCell = string | CsvAmount;

/** An amount in minor units as kronor with a decimal comma (`-12,05`). */
export function csvAmount(minor: number): CsvAmount {
  if (!Number.isSafeInteger(minor)) throw new Error(`Not an amount in minor units: ${minor}`);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return { csvAmount: `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}` };
}

/** What a spreadsheet takes for the start of a formula (OWASP): `=`, `+`, `-`, `@`, tab, carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell: one that would start a formula gets a leading `'` (shown as text, not run) and is
 * quoted, as is one holding a quote, the separator or a line break.
 */
function csvText(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return text !== value || /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvField = (cell: CsvCell) => (typeof cell === 'string' ? csvText(cell) : cell.csvAmount);

/** The rows (the first one the header) as a CSV document. */
export function csvDocument(rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvField).join(';')).join('\r\n')}\r\n`;
}
