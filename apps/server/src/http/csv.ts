/** CSV as Swedish spreadsheets open it: `;`-separated, amounts with a decimal comma, UTF-8 with a byte order mark. */

/** An amount in minor units as kronor with a decimal comma (`-12,05`). */
export function csvAmount(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

const csvField = (value: string) => (/[";\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** The rows (the first one the header) as a CSV document. */
export function csvDocument(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvField).join(';')).join('\r\n')}\r\n`;
}
