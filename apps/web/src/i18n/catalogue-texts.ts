/** Walking a translation catalogue, for the tests that hold every language to the Swedish one. */

/** Every text of a catalogue by its full key path: plural forms apart, list items by index (`answer.0`). */
export function catalogueTexts(
  value: unknown,
  prefix = '',
  found = new Map<string, string>(),
): Map<string, string> {
  if (typeof value === 'string') found.set(prefix, value);
  else if (typeof value === 'object' && value !== null)
    for (const [key, child] of Object.entries(value))
      catalogueTexts(child, prefix ? `${prefix}.${key}` : key, found);
  return found;
}

/** A key without its plural suffix (`x_one`, `x_other` → `x`). */
export function withoutPluralForm(key: string): string {
  return key.replace(/_(zero|one|two|few|many|other)$/, '');
}

/**
 * The keys a catalogue offers the code, plural forms folded; with `listsAsOne`, a list of texts is one
 * key (`answer`) as the code asks for it, otherwise each item counts (`answer.0`).
 */
export function catalogueKeys(value: unknown, options: { listsAsOne?: boolean } = {}): string[] {
  const keys = [...catalogueTexts(value).keys()].map((key) =>
    withoutPluralForm(options.listsAsOne ? key.replace(/(\.\d+)+$/, '') : key),
  );
  return [...new Set(keys)];
}
