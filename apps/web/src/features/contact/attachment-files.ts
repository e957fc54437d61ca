import { messageLimits } from '@fordra/contract';
import { type AttachmentType, isPlainFileName, sniffAttachmentType } from '@fordra/domain';

/** Why one file cannot be sent; the codes are the server's, translated in `errors`. */
export type AttachmentErrorCode =
  | 'AttachmentNameInvalid'
  | 'AttachmentTooLarge'
  | 'AttachmentUnreadable'
  | 'AttachmentTypeNotAllowed';

/** Why the files cannot be sent together. */
export type AttachmentSetErrorCode = 'TooManyAttachments' | 'AttachmentsTooLarge';

/** A file the debtor picked, checked as soon as it was picked so that its error shows before sending. */
export type PickedAttachment = {
  id: string;
  name: string;
  sizeBytes: number;
  /** The type to send: the browser's, or the one read from the content when the browser gave none. */
  type: string;
  /** The content; null when the file was refused before it was read. */
  bytes: Uint8Array | null;
  /** An error code (ours, or the server's after sending), or null when the file can be sent. */
  error: string | null;
};

/** The checks that need only the name and size, so a file that is far too large is never read. */
export function checkNameAndSize(name: string, sizeBytes: number): AttachmentErrorCode | null {
  if (!isPlainFileName(name, messageLimits.fileNameMaxLength)) return 'AttachmentNameInvalid';
  if (sizeBytes > messageLimits.maxAttachmentBytes) return 'AttachmentTooLarge';
  return null;
}

/** Reads and checks a file the way the server will: the name, the size, then the type by its content. */
export async function pickAttachment(file: File, id: string): Promise<PickedAttachment> {
  const picked = { id, name: file.name, sizeBytes: file.size, type: file.type, bytes: null };
  const early = checkNameAndSize(file.name, file.size);
  if (early) return { ...picked, error: early };
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    // The file went away or cannot be read (moved, no permission).
    return { ...picked, error: 'AttachmentUnreadable' };
  }
  const sniffed: AttachmentType | null = sniffAttachmentType(bytes);
  if (!sniffed) return { ...picked, bytes, error: 'AttachmentTypeNotAllowed' };
  return { ...picked, type: file.type || sniffed, bytes, error: null };
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
  return attachmentSetError(files) === null && files.every((file) => file.error === null && file.bytes);
}

const chunkSize = 0x8000;

/** Base64 of bytes, built in chunks so that a 10 MB file does not overflow the call stack. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += chunkSize) {
    binary += String.fromCharCode(...bytes.subarray(start, start + chunkSize));
  }
  return btoa(binary);
}

/** The attachments as the server takes them (name, type, base64 content); only for files that are ready. */
export function attachmentUploads(files: readonly PickedAttachment[]) {
  return files.map((file) => ({
    name: file.name,
    type: file.type,
    content: bytesToBase64(file.bytes ?? new Uint8Array()),
  }));
}
