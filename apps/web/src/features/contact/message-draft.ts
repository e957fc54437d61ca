import { clearSessionDraft, readSessionDraft, writeSessionDraft } from '../../shared/debtor/session-draft.ts';
import { type MessageForm, messageFields } from './message-schema.ts';

/** The message being written, kept in the tab per debtor (shared/debtor/session-draft.ts). */
const draftKey = (debtorGuid: string) => `fordra.contact-draft.${debtorGuid}`;

export function readDraft(debtorGuid: string): Partial<MessageForm> {
  return readSessionDraft(draftKey(debtorGuid), messageFields);
}

export function writeDraft(debtorGuid: string, form: MessageForm): void {
  writeSessionDraft(draftKey(debtorGuid), form);
}

export function clearDraft(debtorGuid: string): void {
  clearSessionDraft(draftKey(debtorGuid));
}
