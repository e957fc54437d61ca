import { clearSessionDraft, readSessionDraft, writeSessionDraft } from '../../shared/debtor/session-draft.ts';
import { type ObjectionForm, objectionFormFields, objectionFormFrom } from './objection-form-state.ts';

/** A dispute being written, kept in the tab per debtor and case (shared/debtor/session-draft.ts). */
const draftKey = (debtorGuid: string, caseGuid: string) => `fordra.objection-draft.${debtorGuid}.${caseGuid}`;

export function readObjectionDraft(debtorGuid: string, caseGuid: string): ObjectionForm {
  return objectionFormFrom(readSessionDraft(draftKey(debtorGuid, caseGuid), objectionFormFields));
}

export function writeObjectionDraft(debtorGuid: string, caseGuid: string, form: ObjectionForm): void {
  writeSessionDraft(draftKey(debtorGuid, caseGuid), form);
}

export function clearObjectionDraft(debtorGuid: string, caseGuid: string): void {
  clearSessionDraft(draftKey(debtorGuid, caseGuid));
}
