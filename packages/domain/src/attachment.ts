/** The kinds of file a debtor may attach to a message, known by their content, never by their name. */
export const ATTACHMENT_TYPES = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
  heic: 'image/heic',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[keyof typeof ATTACHMENT_TYPES];

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

function contains(bytes: Uint8Array, needle: readonly number[]): boolean {
  outer: for (let i = 0; i + needle.length <= bytes.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

const HEIC_BRANDS = ['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1'];

/** Returns the MIME type of a PDF, JPEG, PNG, HEIC or Word file from its first bytes, or null for anything else. */
export function sniffAttachmentType(bytes: Uint8Array): AttachmentType | null {
  if (startsWith(bytes, ascii('%PDF-'))) return ATTACHMENT_TYPES.pdf;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return ATTACHMENT_TYPES.jpeg;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return ATTACHMENT_TYPES.png;
  if (
    startsWith(bytes, ascii('ftyp'), 4) &&
    HEIC_BRANDS.some((brand) => startsWith(bytes, ascii(brand), 8))
  ) {
    return ATTACHMENT_TYPES.heic;
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return ATTACHMENT_TYPES.doc;
  // A .docx is a zip archive whose entries include word/document.xml (names are stored uncompressed).
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && contains(bytes, ascii('word/document.xml')))
    return ATTACHMENT_TYPES.docx;
  return null;
}

/** True for a plain file name: no folders, no control characters, not empty or dots only, at most `maxLength` characters. */
export function isPlainFileName(name: string, maxLength = 200): boolean {
  if (name.length === 0 || name.length > maxLength) return false;
  if (/[/\\]/.test(name) || /^\.+$/.test(name.trim())) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
  return !/[\u0000-\u001f\u007f-\u009f]/.test(name);
}
