/**
 * Keeps a number with separators (`556677-8899`, `08-123 456 00`) in its own order inside a
 * sentence of any direction. In Arabic-script text the bidi algorithm treats the digits as Arabic
 * numbers that a hyphen or space does not join, and would show `8899-556677`; a left-to-right
 * isolate (U+2066 … U+2069, invisible) prevents that, where markup such as `<bdi>` cannot go.
 */
export function leftToRight(text: string): string {
  return `\u2066${text}\u2069`;
}
