import { messageLimits } from '@fordra/contract';
import { describe, expect, it } from 'vitest';
import {
  attachmentSetError,
  attachmentsReady,
  type PickedAttachment,
  pickAttachment,
} from './attachment-files.ts';

const pdfBytes = new TextEncoder().encode('%PDF-1.7\n% a tiny document\n');
const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const picked = (overrides: Partial<PickedAttachment>): PickedAttachment => ({
  id: 'a',
  file: new File([pdfBytes], 'kvitto.pdf'),
  name: 'kvitto.pdf',
  sizeBytes: 1_000,
  error: null,
  ...overrides,
});

/** A file that counts how many of its bytes were read. */
function countingFile(bytes: Uint8Array<ArrayBuffer>, name: string) {
  const file = new File([bytes], name);
  let read = 0;
  const slice = file.slice.bind(file);
  file.slice = (start?: number, end?: number) => {
    const part = slice(start, end);
    read += part.size;
    return part;
  };
  return { file, read: () => read };
}

describe('pickAttachment', () => {
  it('knows a file by its first bytes, not by its name, and keeps the file to send', async () => {
    const file = new File([pngBytes], 'kvitto.pdf');
    const png = await pickAttachment(file, '1');
    expect(png).toMatchObject({ error: null, name: 'kvitto.pdf', sizeBytes: pngBytes.length });
    expect(png.file).toBe(file);
  });

  it('takes any name: the server stores it under a safe one', async () => {
    const pdf = await pickAttachment(new File([pdfBytes], 'kvitto\u202Efdp.exe'), '1');
    expect(pdf.error).toBeNull();
  });

  it('refuses a type we cannot take, even with an allowed name', async () => {
    const text = await pickAttachment(new File(['hello'], 'kvitto.pdf', { type: 'application/pdf' }), '1');
    expect(text.error).toBe('AttachmentTypeNotAllowed');
  });

  it('reads only the first bytes of a file, and none of one that is too large', async () => {
    const large = new Uint8Array(1024 * 1024);
    large.set(pdfBytes);
    const allowed = countingFile(large, 'stor.pdf');
    expect((await pickAttachment(allowed.file, '1')).error).toBeNull();
    expect(allowed.read()).toBeLessThanOrEqual(16);
    const tooLarge = countingFile(new Uint8Array(messageLimits.maxAttachmentBytes + 1), 'big.pdf');
    expect((await pickAttachment(tooLarge.file, '1')).error).toBe('AttachmentTooLarge');
    expect(tooLarge.read()).toBe(0);
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
    expect(attachmentsReady([picked({}), picked({ error: 'AttachmentTooLarge' })])).toBe(false);
  });
});
