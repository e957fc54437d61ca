import { messageLimits } from '@fordra/contract';
import { attachmentTypeBySignature, SIGNATURE_LENGTH } from '@fordra/domain';

/** Why the files cannot be sent together. */
export type AttachmentSetErrorCode = 'TooManyAttachments' | 'AttachmentsTooLarge';

/**
 * A file the debtor picked, checked as soon as it was picked so that its error shows before
 * sending. Only its first bytes are read here; the file itself is sent as it is, from disk.
 */
export type PickedAttachment = {
  id: string;
  file: File;
  name: string;
  sizeBytes: number;
  /** An error code (the server's, found here or answered after sending), or null when the file can be sent. */
  error: string | null;
};

/**
 * Checks a picked file as far as the browser can, quickly: its size, then the type its first bytes
 * claim. The server reads the whole file and decides (it may still refuse it, beside the file).
 */
export async function pickAttachment(file: File, id: string): Promise<PickedAttachment> {
  const picked = { id, file, name: file.name, sizeBytes: file.size };
  if (file.size > messageLimits.maxAttachmentBytes) return { ...picked, error: 'AttachmentTooLarge' };
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, SIGNATURE_LENGTH).arrayBuffer());
  } catch {
    // The file went away or cannot be read (moved, no permission).
    return { ...picked, error: 'AttachmentUnreadable' };
  }
  return { ...picked, error: attachmentTypeBySignature(head) ? null : 'AttachmentTypeNotAllowed' };
}

/** What is wrong with the files together: too many, or too large in all (counting the files that can be sent). */
export function attachmentSetError(files: readonly PickedAttachment[]): AttachmentSetErrorCode | null {
  if (files.length > messageLimits.maxAttachments) return 'TooManyAttachments';
  const total = files.reduce((sum, file) => sum + (file.error ? 0 : file.sizeBytes), 0);
  if (total > messageLimits.maxTotalAttachmentBytes) return 'AttachmentsTooLarge';
  return null;
}

/** True when every file can be sent and they can be sent together. */
export function attachmentsReady(files: readonly PickedAttachment[]): boolean {
  return attachmentSetError(files) === null && files.every((file) => file.error === null);
}
