/**
 * Attachments in the database, a chunk of CHUNK_BYTES per row of `attachment_chunks`, written and
 * read one chunk per statement: no statement, transaction or buffer holds a whole file, and the
 * embedded database serves other requests between two chunks (docs/decisions/003-attachment-storage.md).
 */
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { attachmentChunks, attachments } from '../../db/schema.ts';

/** The size of one stored chunk; the 0004 migration split older attachments the same way. */
export const CHUNK_BYTES = 256 * 1024;

/*
 * Bytes travel to and from the database as base64 text that the database decodes and encodes
 * itself: PGlite converts bytea parameters and results in JavaScript, about 80 ms for a 256 KiB
 * chunk against 6 ms this way (PostgreSQL takes either alike).
 */

/** A pending attachment older than this belongs to no request any more (its process stopped mid-way). */
const ABANDONED_AFTER = '1 hour';

export type CheckedFile = { path: string; fileName: string; contentType: string; sizeBytes: number };

/**
 * Stores a checked file as a pending attachment, without a message, and returns its id. The caller
 * links it to the message in the message's transaction, or discards it.
 */
export async function storePendingAttachment(db: Executor, file: CheckedFile): Promise<string> {
  const [row] = await db
    .insert(attachments)
    .values({ fileName: file.fileName, contentType: file.contentType, sizeBytes: file.sizeBytes })
    .returning({ id: attachments.id });
  if (!row) throw new Error('The attachment was not stored');
  const handle = await open(file.path, 'r');
  try {
    const buffer = Buffer.alloc(CHUNK_BYTES);
    for (let seq = 0; ; seq += 1) {
      const { bytesRead } = await handle.read(buffer, 0, CHUNK_BYTES, null);
      if (bytesRead === 0) break;
      const data = sql`decode(${buffer.subarray(0, bytesRead).toString('base64')}, 'base64')`;
      await db.insert(attachmentChunks).values({ attachmentId: row.id, seq, data });
    }
  } catch (error) {
    await discardPendingAttachments(db, [row.id]);
    throw error;
  } finally {
    await handle.close();
  }
  return row.id;
}

/** Deletes pending attachments (their chunks go with them); attachments of a message are never touched. */
export async function discardPendingAttachments(db: Executor, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(attachments).where(and(inArray(attachments.id, [...ids]), isNull(attachments.messageId)));
}

/** Deletes what a stopped process left pending; any process may run it, at any time. */
export async function discardAbandonedAttachments(db: Executor): Promise<void> {
  await db
    .delete(attachments)
    .where(
      and(
        isNull(attachments.messageId),
        lt(attachments.createdAt, sql`now() - ${ABANDONED_AFTER}::interval`),
      ),
    );
}

/** The bytes of an attachment, read from the database one chunk at a time as the reader asks for them. */
export function attachmentContent(db: Executor, attachmentId: string): Readable {
  async function* chunks() {
    for (let seq = 0; ; seq += 1) {
      const [chunk] = await db
        .select({ base64: sql<string>`encode(${attachmentChunks.data}, 'base64')` })
        .from(attachmentChunks)
        .where(and(eq(attachmentChunks.attachmentId, attachmentId), eq(attachmentChunks.seq, seq)));
      if (!chunk) return;
      // The database breaks base64 into lines, which Buffer.from skips.
      const data = Buffer.from(chunk.base64, 'base64');
      if (data.length > 0) yield data;
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
