/**
 * What a debtor has typed in a form, kept in this tab's sessionStorage so that it survives going to
 * another page and back, or a reload (docs/design.md, "Nothing lost"). Keyed by debtor, so another
 * login in the same tab never sees it; only the named text fields are kept, files are not.
 */
export function readSessionDraft<Field extends string>(
  key: string,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(key) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return {};
    const draft: Partial<Record<Field, string>> = {};
    for (const field of fields) {
      const value: unknown = (stored as Record<string, unknown>)[field];
      if (typeof value === 'string') draft[field] = value;
    }
    return draft;
  } catch {
    // Storage blocked or the stored text is not ours: start from the empty form.
    return {};
  }
}

export function writeSessionDraft(key: string, values: Record<string, unknown>): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Storage blocked or full: the form still works, only the draft is not kept.
  }
}

export function clearSessionDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // See writeSessionDraft.
  }
}
