// Spaces people and spreadsheets put between groups of digits: ordinary, no-break and narrow no-break.
const GROUP_SPACES = /[\s\u00a0\u202f]/g;
const KRONOR = /^(\d{1,12})(?:[.,](\d{1,2}))?$/;

/**
 * An amount in kronor as people write it (`1 234,50`, `1234.5`, `1234`) in öre, or null when it
 * is not one: no sign, at most two decimals after a comma or point, groups separated by spaces only.
 */
export function parseKronor(input: string): number | null {
  const match = KRONOR.exec(input.replace(GROUP_SPACES, ''));
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
