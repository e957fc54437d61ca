import { messageLimits } from '@fordra/contract';
import { ApiError } from '../api/api-error.ts';

/** The parts of a message a client writes: a new thread has a subject and a case, a reply neither. */
export type MessageDraft = {
  subject?: string;
  caseGuid?: string | null;
  message: string;
  files: readonly File[];
};

export type DraftField = 'subject' | 'caseGuid' | 'message' | 'attachments';

/** An error code of the `errors` namespace for each field that must be corrected before sending. */
export type DraftProblems = Partial<Record<DraftField, string>> & {
  /** Files over the size of one file, by their place in the list. */
  files?: Record<number, string>;
};

/**
 * What keeps the draft from being sent, by the limits the server holds it to; empty when it can be
 * sent. The server decides the files' types from their content and answers per file.
 */
export function draftProblems(draft: MessageDraft): DraftProblems {
  const problems: DraftProblems = {};
  if (draft.subject !== undefined) {
    const subject = draft.subject.trim();
    if (subject === '') problems.subject = 'SubjectRequired';
    else if (subject.length > messageLimits.subjectMaxLength) problems.subject = 'SubjectTooLong';
  }
  if (draft.caseGuid !== undefined && !draft.caseGuid) problems.caseGuid = 'FieldRequired';
  const text = draft.message.trim();
  if (text === '') problems.message = 'MessageRequired';
  else if (text.length > messageLimits.messageMaxLength) problems.message = 'MessageTooLong';

  const oversized = draft.files.flatMap((file, index) =>
    file.size > messageLimits.maxAttachmentBytes ? [[index, 'AttachmentTooLarge'] as const] : [],
  );
  if (oversized.length > 0) problems.files = Object.fromEntries(oversized);
  const totalBytes = draft.files.reduce((sum, file) => sum + file.size, 0);
  if (draft.files.length > messageLimits.maxAttachments) problems.attachments = 'TooManyAttachments';
  else if (totalBytes > messageLimits.maxTotalAttachmentBytes) problems.attachments = 'AttachmentsTooLarge';
  return problems;
}

export function hasProblems(problems: DraftProblems): boolean {
  return Object.keys(problems).length > 0;
}

/**
 * The server's refusal placed beside the field it names (`attachments.2` is the third file); null
 * when it names none of the form's fields, so that the form shows it as a whole.
 */
export function problemsFromServer(error: unknown): DraftProblems | null {
  if (!(error instanceof ApiError) || !error.field) return null;
  const file = /^attachments\.(\d+)$/.exec(error.field);
  if (file) return { files: { [Number(file[1])]: error.code } };
  if (['subject', 'caseGuid', 'message', 'attachments'].includes(error.field))
    return { [error.field as DraftField]: error.code };
  return null;
}
