import { describe, expect, it } from 'vitest';
import { isPlainFileName, sniffAttachmentType } from './attachment.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

describe('sniffAttachmentType', () => {
  it('knows each allowed type by its content', () => {
    expect(sniffAttachmentType(bytes('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffAttachmentType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffAttachmentType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffAttachmentType(bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0]))).toBe('image/heic');
    expect(sniffAttachmentType(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe(
      'application/msword',
    );
    expect(sniffAttachmentType(bytes([0x50, 0x4b, 0x03, 0x04], 'xxxxword/document.xml'))).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('refuses anything else, whatever it is called', () => {
    expect(sniffAttachmentType(bytes('MZ\x90\x00'))).toBeNull();
    expect(sniffAttachmentType(bytes([0x50, 0x4b, 0x03, 0x04], 'xl/workbook.xml'))).toBeNull();
    expect(sniffAttachmentType(bytes('<html>%PDF-'))).toBeNull();
    expect(sniffAttachmentType(new Uint8Array())).toBeNull();
  });
});

describe('isPlainFileName', () => {
  it.each(['kvitto.pdf', 'Faktura mars 2026.PDF', 'bild (1).heic', 'ärende.docx'])('accepts %j', (name) => {
    expect(isPlainFileName(name)).toBe(true);
  });
  it.each([
    '',
    '../etc/passwd',
    'C:\\temp\\a.pdf',
    'a/b.pdf',
    'a\u0000.pdf',
    'line\nbreak.pdf',
    '..',
    'x'.repeat(201),
  ])('refuses %j', (name) => {
    expect(isPlainFileName(name)).toBe(false);
  });
});
