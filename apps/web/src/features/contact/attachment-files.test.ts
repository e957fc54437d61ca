import { messageLimits } from '@fordra/contract';
import { describe, expect, it } from 'vitest';
import {
  attachmentSetError,
  attachmentsReady,
  attachmentUploads,
  bytesToBase64,
  checkNameAndSize,
  type PickedAttachment,
  pickAttachment,
} from './attachment-files.ts';

const pdfBytes = new TextEncoder().encode('%PDF-1.7\n% a tiny document\n');
const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const picked = (overrides: Partial<PickedAttachment>): PickedAttachment => ({
  id: 'a',
  name: 'kvitto.pdf',
  sizeBytes: 1_000,
  type: 'application/pdf',
  bytes: pdfBytes,
  error: null,
  ...overrides,
});

describe('checkNameAndSize', () => {
  it('accepts a plain name within the size limit', () => {
    expect(checkNameAndSize('Kvitto juni.pdf', messageLimits.maxAttachmentBytes)).toBeNull();
  });

  it('refuses path parts and control characters in the name', () => {
    expect(checkNameAndSize('../kvitto.pdf', 10)).toBe('AttachmentNameInvalid');
    expect(checkNameAndSize('C:\\kvitto.pdf', 10)).toBe('AttachmentNameInvalid');
    expect(checkNameAndSize('kvitto\u0007.pdf', 10)).toBe('AttachmentNameInvalid');
  });

  it('refuses a file over the size limit', () => {
    expect(checkNameAndSize('kvitto.pdf', messageLimits.maxAttachmentBytes + 1)).toBe('AttachmentTooLarge');
  });
});

describe('pickAttachment', () => {
  it('knows a file by its content, not by its name', async () => {
    const png = await pickAttachment(new File([pngBytes], 'kvitto.pdf'), '1');
    expect(png).toMatchObject({ error: null, type: 'image/png', sizeBytes: pngBytes.length });
    expect(png.bytes).toEqual(pngBytes);
  });

  it('keeps the type the browser gave', async () => {
    const pdf = await pickAttachment(new File([pdfBytes], 'a.pdf', { type: 'application/pdf' }), '1');
    expect(pdf.type).toBe('application/pdf');
  });

  it('refuses a type we cannot take, even with an allowed name', async () => {
    const text = await pickAttachment(new File(['hello'], 'kvitto.pdf', { type: 'application/pdf' }), '1');
    expect(text.error).toBe('AttachmentTypeNotAllowed');
  });

  it('does not read a file that is too large', async () => {
    const big = new File([new Uint8Array(messageLimits.maxAttachmentBytes + 1)], 'big.pdf');
    const result = await pickAttachment(big, '1');
    expect(result).toMatchObject({ error: 'AttachmentTooLarge', bytes: null });
  });
});

describe('attachmentSetError', () => {
  it('refuses more than the allowed number of files', () => {
    const files = Array.from({ length: messageLimits.maxAttachments + 1 }, (_, i) => picked({ id: `${i}` }));
    expect(attachmentSetError(files)).toBe('TooManyAttachments');
    expect(attachmentSetError(files.slice(1))).toBeNull();
  });

  it('refuses files that are too large together, not counting files refused on their own', () => {
    const nine = 9 * 1024 * 1024;
    const files = [picked({ sizeBytes: nine }), picked({ sizeBytes: nine })];
    expect(attachmentSetError(files)).toBeNull();
    expect(attachmentSetError([...files, picked({ sizeBytes: nine })])).toBe('AttachmentsTooLarge');
    expect(
      attachmentSetError([...files, picked({ sizeBytes: nine, error: 'AttachmentTypeNotAllowed' })]),
    ).toBeNull();
  });
});

describe('attachmentsReady', () => {
  it('is true only when every file can be sent', () => {
    expect(attachmentsReady([])).toBe(true);
    expect(attachmentsReady([picked({})])).toBe(true);
    expect(attachmentsReady([picked({}), picked({ error: 'AttachmentTooLarge', bytes: null })])).toBe(false);
  });
});

describe('bytesToBase64', () => {
  it('matches Node for empty, short and chunk-crossing inputs', () => {
    const large = new Uint8Array(100_000).map((_, i) => (i * 31) % 256);
    for (const bytes of [new Uint8Array(), pngBytes, large]) {
      expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
    }
  });

  it('gives the uploads the server takes', () => {
    expect(attachmentUploads([picked({ bytes: pngBytes, name: 'a.png', type: 'image/png' })])).toEqual([
      { name: 'a.png', type: 'image/png', content: Buffer.from(pngBytes).toString('base64') },
    ]);
  });
});
