/**
 * POST /api/staff/payment-files: a handler uploads a BgMax file (multipart/form-data, one file part
 * `file`, at most `BGMAX_MAX_BYTES`, 32 MiB), imported as the inbox imports one (`importBgmax`, source
 * `staff:<username>`). A refused file answers 422 PaymentFileRefused with the reason
 * (PaymentFileWrongBankgiro when it is to a bankgiro not the provider's) and is kept for the refused
 * files' queue; the same file again registers nothing twice and counts its payments as duplicates.
 */
import multipart from '@fastify/multipart';
import { errorBody, paymentFileImportResponse } from '@fordra/contract';
import { BGMAX_MAX_BYTES } from '@fordra/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentStaff } from '../../auth/session-plugin.ts';
import type { Config } from '../../config-types.ts';
import type { Executor } from '../../db/executor.ts';
import { insertAuditEntry } from '../../db/repositories/audit-log.ts';
import { usernameOfAccount } from '../../db/repositories/staff.ts';
import { ApiError } from '../../http/api-error.ts';
import { importBgmax } from '../bank-files/bgmax-import.ts';
import { asFormError } from '../messages/message-upload.ts';

/** Room for the part's headers and the boundaries around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
const FILE_PART = 'file';

const badForm = (message: string) => new ApiError(400, 'BadRequest', message, { field: FILE_PART });
const tooLarge = () =>
  new ApiError(
    413,
    'PayloadTooLarge',
    `The payment file is larger than ${BGMAX_MAX_BYTES / 1024 / 1024} MiB.`,
  );

/** The one file of the form, read whole (a payment file is parsed whole); refused at the first byte over the limit. */
async function readPaymentFile(request: FastifyRequest): Promise<{ fileName: string; content: Buffer }> {
  if (!request.isMultipart())
    throw new ApiError(415, 'BadRequest', 'Send the payment file as multipart/form-data.');
  if (Number(request.headers['content-length'] ?? 0) > BGMAX_MAX_BYTES + FORM_OVERHEAD_BYTES)
    throw tooLarge();
  let file: { fileName: string; content: Buffer } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== FILE_PART || file)
        throw badForm('Send one payment file, in the field `file`.');
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > BGMAX_MAX_BYTES) throw tooLarge();
        chunks.push(chunk);
      }
      file = { fileName: (part.filename || 'bgmax.txt').slice(0, 200), content: Buffer.concat(chunks) };
    }
  } catch (error) {
    throw asFormError(error);
  }
  if (!file) throw badForm('Send the payment file in the field `file`.');
  return file;
}

export async function paymentFileRoutes(app: FastifyInstance, opts: { db: Executor; config: Config }) {
  // In a scope of its own: the only staff call that parses multipart bodies.
  await app.register(multipart, {
    // A stray field or a second file is read far enough to be refused by name (400).
    limits: {
      fields: 2,
      files: 2,
      parts: 3,
      fieldSize: 1024,
      fileSize: BGMAX_MAX_BYTES + 1,
      headerPairs: 10,
    },
    throwFileSizeLimit: false,
  });
  const { db } = opts;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/payment-files',
    {
      schema: {
        tags: ['staff'],
        description:
          'Imports a BgMax payment file: multipart/form-data with one file part `file` (at most 32 MiB). ' +
          'A refused file answers 422 PaymentFileRefused with the reason (PaymentFileWrongBankgiro when it is ' +
          'to a bankgiro not the provider’s) and is kept for the refused files’ ' +
          'queue; the same file again registers nothing twice (its payments counted as duplicates).',
        consumes: ['multipart/form-data'],
        body: z.object({ file: z.file() }),
        response: {
          200: paymentFileImportResponse,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          413: errorBody,
          415: errorBody,
          422: errorBody,
        },
      },
      // The body schema documents the form; the handler reads the stream itself.
      validatorCompiler: () => (value: unknown) => ({ value }),
      config: { access: 'staff' },
    },
    async (request) => {
      const staff = currentStaff(request);
      const file = await readPaymentFile(request);
      const account = await usernameOfAccount(db, staff.accountId);
      const report = await importBgmax(
        db,
        {
          fileName: file.fileName,
          content: file.content,
          source: `staff:${account?.username ?? staff.accountId}`,
        },
        { receivingBankgiros: opts.config.provider.bankgiros, notify: { portalUrl: opts.config.publicUrl } },
      );
      const { fileGuid, status, reason, ...counts } = report;
      await insertAuditEntry(db, {
        accountId: staff.accountId,
        action: 'payment-file.uploaded',
        entity: 'payment_file',
        entityId: fileGuid,
        ipAddress: request.ip,
        details: { fileName: file.fileName, status, reason, ...counts },
      });
      if (report.refusal === 'receivingBankgiro')
        throw new ApiError(422, 'PaymentFileWrongBankgiro', `The payment file was refused: ${reason}.`);
      if (status === 'refused')
        throw new ApiError(422, 'PaymentFileRefused', `The payment file was refused: ${reason}.`);
      return { ...report, fileName: file.fileName };
    },
  );
}
