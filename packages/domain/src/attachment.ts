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

/** The file-name extensions of each type, lower case; a stored name that has none of them gets the first. */
export const ATTACHMENT_EXTENSIONS: Record<AttachmentType, readonly [string, ...string[]]> = {
  [ATTACHMENT_TYPES.pdf]: ['pdf'],
  [ATTACHMENT_TYPES.jpeg]: ['jpg', 'jpeg'],
  [ATTACHMENT_TYPES.png]: ['png'],
  [ATTACHMENT_TYPES.heic]: ['heic', 'heif'],
  [ATTACHMENT_TYPES.doc]: ['doc'],
  [ATTACHMENT_TYPES.docx]: ['docx'],
};

/** How many leading bytes `attachmentTypeBySignature` looks at. */
export const SIGNATURE_LENGTH = 16;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The brands of an ISO-BMFF `ftyp` box that make a file HEIC (HEVC-coded still images). */
export const HEIC_BRANDS = ['heic', 'heix', 'heim', 'heis'] as const;
/** Generic HEIF brands: a file with only these may still be HEIC, which the whole-file check decides. */
const HEIF_BRANDS = ['mif1', 'msf1'];

/**
 * The type a file's first bytes claim to be (a zip archive claims to be a .docx), or null for
 * anything else. Only a claim: the server parses the whole file before it takes it (attachment-type.ts).
 */
export function attachmentTypeBySignature(head: Uint8Array): AttachmentType | null {
  if (startsWith(head, ascii('%PDF-'))) return ATTACHMENT_TYPES.pdf;
  if (startsWith(head, [0xff, 0xd8, 0xff])) return ATTACHMENT_TYPES.jpeg;
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return ATTACHMENT_TYPES.png;
  if (
    startsWith(head, ascii('ftyp'), 4) &&
    [...HEIC_BRANDS, ...HEIF_BRANDS].some((brand) => startsWith(head, ascii(brand), 8))
  ) {
    return ATTACHMENT_TYPES.heic;
  }
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return ATTACHMENT_TYPES.doc;
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return ATTACHMENT_TYPES.docx;
  return null;
}

/**
 * Characters that change how a name reads without being seen: bidi controls (U+202A–202E,
 * U+2066–2069, U+200E/F, U+061C), zero-width characters (U+200B–200D, U+FEFF) and the other
 * default-ignorable code points (variation selectors, fillers, tags).
 */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;
/** What a stored name keeps: letters and digits of any script (with their marks), space, dot, dash, underscore. */
const NOT_KEPT = /[^\p{L}\p{M}\p{N} ._-]/gu;

const FALLBACK_NAME = 'attachment';

/** Drops spaces and dots at both ends: a leading dot hides a file, a trailing one vanishes on Windows. */
const trimName = (name: string) => name.replace(/^[ .]+|[ .]+$/g, '');

/**
 * The name an attachment is stored under: the name the debtor gave without invisible, control or
 * reserved characters (so `kvitto\u202Efdp.exe` reads as it is: `kvittofdp.exe`), ending in an
 * extension of the type found in its content (appended when missing: `kvittofdp.exe.pdf`), and at
 * most `maxLength` characters (code points) long; `attachment.<extension>` when nothing is left.
 */
export function safeAttachmentName(name: string, type: AttachmentType, maxLength: number): string {
  const extensions = ATTACHMENT_EXTENSIONS[type];
  const kept = trimName(
    name
      .normalize('NFC')
      .replace(INVISIBLE, '')
      .replace(/[\s\p{Zs}]+/gu, ' ')
      .replace(NOT_KEPT, '')
      .replace(/ {2,}/g, ' '),
  );
  const dot = kept.lastIndexOf('.');
  const given = dot > 0 ? kept.slice(dot + 1) : '';
  const extension = extensions.find((known) => known === given.toLowerCase()) ? given : extensions[0];
  const stem = given === extension ? kept.slice(0, dot) : kept;
  const room = maxLength - extension.length - 1;
  const shortened = trimName(Array.from(stem).slice(0, room).join(''));
  return `${shortened || FALLBACK_NAME}.${extension}`;
}
