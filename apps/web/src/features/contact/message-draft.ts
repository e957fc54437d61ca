import { type MessageForm, messageFields } from './message-schema.ts';

/**
 * What the debtor has typed, kept in this tab's sessionStorage so that it survives going to another
 * page and back (docs/design.md, "Nothing lost"). Keyed by debtor, so another login in the same tab
 * never sees it; files are not kept.
 */
const draftKey = (debtorGuid: string) => `fordra.contact-draft.${debtorGuid}`;

export function readDraft(debtorGuid: string): Partial<MessageForm> {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(draftKey(debtorGuid)) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return {};
    const draft: Partial<MessageForm> = {};
    for (const field of messageFields) {
      const value: unknown = (stored as Record<string, unknown>)[field];
      if (typeof value === 'string') draft[field] = value;
    }
    return draft;
  } catch {
    // Storage blocked or the stored text is not ours: start from the empty form.
    return {};
  }
}

export function writeDraft(debtorGuid: string, form: MessageForm): void {
  try {
    window.sessionStorage.setItem(draftKey(debtorGuid), JSON.stringify(form));
  } catch {
    // Storage blocked or full: the form still works, only the draft is not kept.
  }
}

export function clearDraft(debtorGuid: string): void {
  try {
    window.sessionStorage.removeItem(draftKey(debtorGuid));
  } catch {
    // See writeDraft.
  }
}
