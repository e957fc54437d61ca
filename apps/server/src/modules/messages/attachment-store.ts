/**
 * Attachments in the database, a chunk of CHUNK_BYTES per row of `attachment_chunks`, written and
 * read one chunk per statement: no statement, transaction or buffer holds a whole file, and the
 * embedded database serves other requests between two chunks (docs/decisions/003-attachment-storage.md).
 */
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Executor } from '../../db/executor.ts';
import {
  attachmentChunk,
  discardPendingAttachments,
  insertAttachmentChunk,
  insertPendingAttachment,
} from '../../db/repositories/messages.ts';

/** The size of one stored chunk; the 0004 migration split older attachments the same way. */
export const CHUNK_BYTES = 256 * 1024;

export type CheckedFile = { path: string; fileName: string; contentType: string; sizeBytes: number };

/**
 * Stores a checked file as a pending attachment, without a message, and returns its id. The caller
 * links it to the message in the message's transaction, or discards it.
 */
export async function storePendingAttachment(db: Executor, file: CheckedFile): Promise<string> {
  const id = await insertPendingAttachment(db, file);
  const handle = await open(file.path, 'r');
  try {
    const buffer = Buffer.alloc(CHUNK_BYTES);
    for (let seq = 0; ; seq += 1) {
      const { bytesRead } = await handle.read(buffer, 0, CHUNK_BYTES, null);
      if (bytesRead === 0) break;
      await insertAttachmentChunk(db, id, seq, buffer.subarray(0, bytesRead));
    }
  } catch (error) {
    await discardPendingAttachments(db, [id]);
    throw error;
  } finally {
    await handle.close();
  }
  return id;
}

/** The bytes of an attachment, read from the database one chunk at a time as the reader asks for them. */
export function attachmentContent(db: Executor, attachmentId: string): Readable {
  async function* chunks() {
    for (let seq = 0; ; seq += 1) {
      const data = await attachmentChunk(db, attachmentId, seq);
      if (!data) return;
      if (data.length > 0) yield data;
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
