/**
 * Reads the debtor's message form (multipart/form-data) as it arrives: the text fields, then each
 * file straight into a file of its own on disk. The limits are checked on every chunk, so a form
 * over them is refused as soon as it is, and memory stays a few buffers whatever the size of the body.
 */
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { messageLimits, type UserMessageFields, userMessageFields } from '@fordra/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ApiError } from '../../http/api-error.ts';
import { refuseNul } from '../../http/input-checks.ts';

/** The name of every file part. */
export const ATTACHMENT_PART = 'attachments';

/**
 * The parser's own limits, past which it stops: one more file than allowed (so that it is refused
 * by name), fields far longer than any allowed value, few part headers.
 */
export const MESSAGE_PART_LIMITS = {
  fields: Object.keys(userMessageFields.shape).length,
  fieldSize: 64 * 1024,
  fieldNameSize: 100,
  files: messageLimits.maxAttachments + 1,
  fileSize: messageLimits.maxAttachmentBytes + 1,
  parts: Object.keys(userMessageFields.shape).length + messageLimits.maxAttachments + 1,
  headerPairs: 10,
};

/**
 * The largest body read at all: the files at their limit, a fifth more (so that a form a little over
 * it still gets the specific error, as it is streamed) and room for the text fields.
 */
export const MESSAGE_BODY_LIMIT = Math.ceil(messageLimits.maxTotalAttachmentBytes * 1.2) + 1024 * 1024;

/** A file as received: the name the sender gave, where it waits on disk, and its size in bytes. */
export type ReceivedFile = { clientName: string; path: string; sizeBytes: number };

const badForm = (message: string, field?: string) => new ApiError(400, 'BadRequest', message, { field });

/** Faults of the form itself (cut off, malformed) are the sender's: 400, not 500; file-system faults stay ours. */
export function asFormError(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  const isBusboyError = error instanceof Error && !('code' in error) && !('errno' in error);
  return isBusboyError ? badForm('The form could not be read.') : error;
}

/**
 * A message's text fields checked against the contract's schema of the form, for the form and a JSON
 * body alike: an empty field (or a null one in JSON) is an absent one, as the form's fields are optional.
 */
export function checkFormFields<Fields>(schema: z.ZodType<Fields>, values: Record<string, unknown>): Fields {
  const present = Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== '' && value !== null),
  );
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const field = (issue?.code === 'unrecognized_keys' ? issue.keys[0] : issue?.path.join('.')) || undefined;
    throw badForm(`The request is not valid${field ? ` (${field})` : ''}.`, field);
  }
  return parsed.data;
}

export class MessageFormReader {
  readonly #parts: AsyncIterableIterator<Multipart>;
  #firstFile: MultipartFile | null = null;
  #ended = false;

  constructor(request: FastifyRequest) {
    if (!request.isMultipart())
      throw new ApiError(415, 'BadRequest', 'Send the message as multipart/form-data.');
    if (Number(request.headers['content-length'] ?? 0) > MESSAGE_BODY_LIMIT)
      throw new ApiError(413, 'PayloadTooLarge', 'The request is too large.');
    this.#parts = request.parts();
  }

  async #next(): Promise<Multipart | null> {
    if (this.#ended) return null;
    try {
      const next = await this.#parts.next();
      if (next.done) this.#ended = true;
      return next.done ? null : next.value;
    } catch (error) {
      throw asFormError(error);
    }
  }

  /** The text fields, which come before the files, checked against the contract's schema of the form. */
  async fields<Fields = UserMessageFields>(
    schema: z.ZodType<Fields> = userMessageFields as unknown as z.ZodType<Fields>,
  ): Promise<Fields> {
    const values: Record<string, string> = {};
    for (let part = await this.#next(); part; part = await this.#next()) {
      if (part.type === 'file') {
        this.#firstFile = part;
        break;
      }
      if (Object.hasOwn(values, part.fieldname))
        throw badForm(`The field ${part.fieldname} is given twice.`, part.fieldname);
      values[part.fieldname] = String(part.value);
    }
    refuseNul(values);
    return checkFormFields(schema, values);
  }

  /** The files, each written to `folder` as it arrives; refused at the first byte over a limit. */
  async files(folder: string): Promise<ReceivedFile[]> {
    const files: ReceivedFile[] = [];
    let totalBytes = 0;
    let part: Multipart | null = this.#firstFile ?? (await this.#next());
    for (; part; part = await this.#next()) {
      if (part.type === 'field') throw badForm('Send the text fields before the files.', part.fieldname);
      if (part.fieldname !== ATTACHMENT_PART) throw badForm('Send files as attachments.', part.fieldname);
      const index = files.length;
      if (index >= messageLimits.maxAttachments)
        throw new ApiError(400, 'TooManyAttachments', 'Too many attachments.', {
          field: ATTACHMENT_PART,
        });
      const target = path.join(folder, String(index));
      let sizeBytes = 0;
      const limits = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          sizeBytes += chunk.length;
          totalBytes += chunk.length;
          if (sizeBytes > messageLimits.maxAttachmentBytes)
            done(
              new ApiError(400, 'AttachmentTooLarge', 'A file is too large.', {
                field: `${ATTACHMENT_PART}.${index}`,
              }),
            );
          else if (totalBytes > messageLimits.maxTotalAttachmentBytes)
            done(
              new ApiError(400, 'AttachmentsTooLarge', 'The files are too large together.', {
                field: ATTACHMENT_PART,
              }),
            );
          else done(null, chunk);
        },
      });
      try {
        await pipeline(part.file, limits, createWriteStream(target, { flags: 'wx' }));
      } catch (error) {
        throw asFormError(error);
      }
      files.push({ clientName: part.filename ?? '', path: target, sizeBytes });
    }
    return files;
  }
}
