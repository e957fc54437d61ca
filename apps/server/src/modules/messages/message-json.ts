/**
 * Reads a message sent as a JSON body (the spec's rule for every POST payload) into what the
 * multipart reader gives (message-upload.ts): the text fields checked against the same schema, and
 * each attachment `{ name, contentType, data }` decoded from base64 into a file of its own in the
 * upload folder, refused on the same limits and with the same codes. From there a JSON message takes
 * the uploads' path: its files are typed from their content in the worker threads, named and stored.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { messageLimits, type UserMessageFields, userMessageFields } from '@fordra/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ApiError } from '../../http/api-error.ts';
import { ATTACHMENT_PART, checkFormFields, MESSAGE_BODY_LIMIT, type ReceivedFile } from './message-upload.ts';

/**
 * The largest JSON message body: the multipart limit with the files in base64 (four characters for
 * three bytes), so that a JSON message over the files' limits gets their specific errors too.
 */
export const MESSAGE_JSON_BODY_LIMIT = Math.ceil((MESSAGE_BODY_LIMIT * 4) / 3);

const badRequest = (message: string, field?: string) => new ApiError(400, 'BadRequest', message, { field });

// A character class, not a repeated group: a group repeated over megabytes exhausts the regex engine's stack.
const BASE64_CHARACTERS = /^[A-Za-z0-9+/]*={0,2}$/;
const isBase64 = (data: string) => data.length % 4 === 0 && BASE64_CHARACTERS.test(data);

/** The number of bytes base64 text `data` decodes to. */
const decodedLength = (data: string) =>
  (data.length / 4) * 3 - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export class MessageJsonReader {
  readonly #body: Record<string, unknown>;

  constructor(request: FastifyRequest) {
    const mediaType = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    if (mediaType !== 'application/json')
      throw new ApiError(415, 'BadRequest', 'Send the message as multipart/form-data or JSON.');
    if (!isObject(request.body)) throw badRequest('The request is not valid.');
    this.#body = request.body;
  }

  /** The text fields, checked against the contract's schema of the form (an empty or null one is absent, as an empty one is in the form). */
  async fields<Fields = UserMessageFields>(
    schema: z.ZodType<Fields> = userMessageFields as unknown as z.ZodType<Fields>,
  ): Promise<Fields> {
    const { [ATTACHMENT_PART]: _files, ...values } = this.#body;
    return checkFormFields(schema, values);
  }

  /** The attachments, each checked on the limits before it is decoded, then written to `folder`. */
  async files(folder: string): Promise<ReceivedFile[]> {
    const given = this.#body[ATTACHMENT_PART];
    if (given === undefined || given === null) return [];
    if (!Array.isArray(given)) throw badRequest('Send attachments as a list.', ATTACHMENT_PART);
    if (given.length > messageLimits.maxAttachments)
      throw new ApiError(400, 'TooManyAttachments', 'Too many attachments.', { field: ATTACHMENT_PART });
    let totalBytes = 0;
    const files: ReceivedFile[] = [];
    for (const [index, file] of given.entries()) {
      const field = `${ATTACHMENT_PART}.${index}`;
      const { name, contentType, data, ...other } = isObject(file) ? file : {};
      const [unknown] = Object.keys(other);
      if (unknown) throw badRequest(`The request is not valid (${field}.${unknown}).`, `${field}.${unknown}`);
      if (typeof name !== 'string' || name.length > 1000)
        throw badRequest(`The request is not valid (${field}.name).`, `${field}.name`);
      if (typeof contentType !== 'string' || contentType.length > 255)
        throw badRequest(`The request is not valid (${field}.contentType).`, `${field}.contentType`);
      if (typeof data !== 'string' || !isBase64(data))
        throw badRequest(`The file is not in base64 (${field}.data).`, `${field}.data`);
      const sizeBytes = decodedLength(data);
      totalBytes += sizeBytes;
      if (sizeBytes > messageLimits.maxAttachmentBytes)
        throw new ApiError(400, 'AttachmentTooLarge', 'A file is too large.', { field });
      if (totalBytes > messageLimits.maxTotalAttachmentBytes)
        throw new ApiError(400, 'AttachmentsTooLarge', 'The files are too large together.', {
          field: ATTACHMENT_PART,
        });
      const target = path.join(folder, String(index));
      await writeFile(target, Buffer.from(data, 'base64'), { flag: 'wx' });
      files.push({ clientName: name, path: target, sizeBytes });
    }
    return files;
  }
}
