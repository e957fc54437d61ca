import { describe, expect, it } from 'vitest';
import { ATTACHMENT_TYPES, attachmentTypeBySignature, safeAttachmentName } from './attachment.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

describe('attachmentTypeBySignature', () => {
  it('tells which type the first bytes claim', () => {
    expect(attachmentTypeBySignature(bytes('%PDF-1.7\n'))).toBe('application/pdf');
    expect(attachmentTypeBySignature(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(attachmentTypeBySignature(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
    expect(attachmentTypeBySignature(bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0]))).toBe('image/heic');
    expect(attachmentTypeBySignature(bytes([0, 0, 0, 0x18], 'ftypmif1', [0, 0]))).toBe('image/heic');
    expect(attachmentTypeBySignature(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe(
      'application/msword',
    );
    expect(attachmentTypeBySignature(bytes([0x50, 0x4b, 0x03, 0x04]))).toBe(ATTACHMENT_TYPES.docx);
  });

  it('claims nothing for anything else', () => {
    expect(attachmentTypeBySignature(bytes('MZ\x90\x00'))).toBeNull();
    expect(attachmentTypeBySignature(bytes('<html>%PDF-'))).toBeNull();
    expect(attachmentTypeBySignature(bytes([0, 0, 0, 0x18], 'ftypavif', [0, 0]))).toBeNull();
    expect(attachmentTypeBySignature(new Uint8Array())).toBeNull();
  });
});

describe('safeAttachmentName', () => {
  const pdf = ATTACHMENT_TYPES.pdf;

  it.each([
    ['kvitto.pdf', pdf, 'kvitto.pdf'],
    ['Faktura mars 2026.PDF', pdf, 'Faktura mars 2026.PDF'],
    ['ärende_1-2.docx', ATTACHMENT_TYPES.docx, 'ärende_1-2.docx'],
    ['إيصال الدفع.pdf', pdf, 'إيصال الدفع.pdf'],
    ['фото.JPEG', ATTACHMENT_TYPES.jpeg, 'фото.JPEG'],
    ['bild.heif', ATTACHMENT_TYPES.heic, 'bild.heif'],
  ])('keeps the plain name %j', (name, type, stored) => {
    expect(safeAttachmentName(name, type, 200)).toBe(stored);
  });

  it('drops bidi overrides and zero-width characters, so the name reads as it is, and adds the real extension', () => {
    expect(safeAttachmentName('kvitto\u202Efdp.exe', pdf, 200)).toBe('kvittofdp.exe.pdf');
    expect(safeAttachmentName('invoice.pdf\u200B.exe', pdf, 200)).toBe('invoice.pdf.exe.pdf');
    expect(safeAttachmentName('\u2067faktura\u2069\u200E.pdf\uFEFF', pdf, 200)).toBe('faktura.pdf');
  });

  it('names a file by the type of its content, not the name it came with', () => {
    expect(safeAttachmentName('skärmbild.jpg', ATTACHMENT_TYPES.png, 200)).toBe('skärmbild.jpg.png');
    expect(safeAttachmentName('brev', ATTACHMENT_TYPES.doc, 200)).toBe('brev.doc');
  });

  it('drops folders, control and reserved characters, and dots or spaces at the ends', () => {
    expect(safeAttachmentName('../../etc/passwd.pdf', pdf, 200)).toBe('etcpasswd.pdf');
    expect(safeAttachmentName('C:\\temp\\a.pdf', pdf, 200)).toBe('Ctempa.pdf');
    expect(safeAttachmentName('rad\nbrytning\u0000.pdf', pdf, 200)).toBe('rad brytning.pdf');
    expect(safeAttachmentName('  <a>|b?*"c:.pdf  ', pdf, 200)).toBe('abc.pdf');
    expect(safeAttachmentName('.htaccess', pdf, 200)).toBe('htaccess.pdf');
    expect(safeAttachmentName('kvitto (1).pdf', pdf, 200)).toBe('kvitto 1.pdf');
  });

  it('falls back to "attachment" when nothing is left', () => {
    expect(safeAttachmentName('\u202E', pdf, 200)).toBe('attachment.pdf');
    expect(safeAttachmentName('../..', ATTACHMENT_TYPES.png, 200)).toBe('attachment.png');
    expect(safeAttachmentName('', ATTACHMENT_TYPES.jpeg, 200)).toBe('attachment.jpg');
  });

  it('shortens a long name and keeps its extension', () => {
    const stored = safeAttachmentName(`${'å'.repeat(300)}.pdf`, pdf, 200);
    expect(stored).toHaveLength(200);
    expect(stored.endsWith('å.pdf')).toBe(true);
    // Counted in code points, so a letter outside the BMP is never cut in half.
    const wide = safeAttachmentName(`${'𠀀'.repeat(30)}.pdf`, pdf, 20);
    expect(wide).toBe(`${'𠀀'.repeat(16)}.pdf`);
  });
});
