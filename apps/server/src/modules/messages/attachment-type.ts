/**
 * The type of an uploaded file, decided from its whole content: the first bytes say which type the
 * file claims to be, and that type's parser must then take the whole file. A PDF must open in
 * pdf.js with every page; a PNG or JPEG must decode, with nothing after the image's end; a HEIC must
 * be ISO-BMFF boxes to the last byte with a HEIC brand; a .doc must be an OLE2 compound file with
 * a Word stream; a .docx must be a zip whose content types name Word's main part, which is there.
 * Runs in the worker threads of attachment-type-pool.ts, one file at a time.
 */
import { readFile } from 'node:fs/promises';
import {
  ATTACHMENT_TYPES,
  type AttachmentType,
  attachmentTypeBySignature,
  isHeicStructure,
  isWholeJpeg,
  pngStructure,
  SIGNATURE_LENGTH,
} from '@fordra/domain';
import CFB from 'cfb';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { getDocumentProxy } from 'unpdf';
import yauzl from 'yauzl';

/** Images with more pixels are refused before decoding, so that a small file cannot unpack into gigabytes. */
const MAX_IMAGE_MEGAPIXELS = 50;
/** What [Content_Types].xml and Word's main part may inflate to; a zip bomb stops here. */
const MAX_CONTENT_TYPES_BYTES = 1024 * 1024;
const MAX_MAIN_PART_BYTES = 200 * 1024 * 1024;
const WORD_MAIN_PART = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const CONTENT_TYPES_NAMESPACE = 'http://schemas.openxmlformats.org/package/2006/content-types';

async function isPdf(bytes: Uint8Array): Promise<boolean> {
  const document = await getDocumentProxy(bytes, { verbosity: 0, stopAtErrors: true });
  try {
    if (document.numPages < 1) return false;
    for (let page = 1; page <= document.numPages; page += 1) await document.getPage(page);
    return true;
  } finally {
    await document.destroy();
  }
}

function isPng(bytes: Uint8Array): boolean {
  const size = pngStructure(bytes);
  if (!size || size.width * size.height > MAX_IMAGE_MEGAPIXELS * 1_000_000) return false;
  // Checks every chunk's CRC, inflates the image data and unfilters every row; throws on any fault.
  PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { checkCRC: true });
  return true;
}

function isJpeg(bytes: Uint8Array): boolean {
  if (!isWholeJpeg(bytes)) return false;
  jpeg.decode(bytes, {
    useTArray: true,
    tolerantDecoding: false,
    maxResolutionInMP: MAX_IMAGE_MEGAPIXELS,
    maxMemoryUsageInMB: 512,
  });
  return true;
}

/** A Word 97–2003 document: an OLE2 compound file whose root holds a WordDocument stream that starts with Word's FIB. */
function isWordBinary(bytes: Uint8Array): boolean {
  const container = CFB.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
    type: 'buffer',
  });
  const index = container.FullPaths.indexOf('Root Entry/WordDocument');
  const stream = container.FileIndex[index];
  const content = stream?.content;
  // The File Information Block begins with wIdent 0xA5EC (little-endian) and is at least 32 bytes long.
  return (
    stream?.type === 2 && !!content && content.length >= 32 && content[0] === 0xec && content[1] === 0xa5
  );
}

function openZip(bytes: Uint8Array): Promise<yauzl.ZipFile> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(
      buffer,
      { lazyEntries: true, strictFileNames: true, validateEntrySizes: true },
      (error, zip) => (error ? reject(error) : resolve(zip)),
    ),
  );
}

/** Every entry of the archive by its name in lower case (OPC part names ignore case); null on a repeated name. */
function zipEntries(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry> | null> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, yauzl.Entry>();
    let repeated = false;
    zip.on('entry', (entry: yauzl.Entry) => {
      const name = entry.fileName.toLowerCase();
      if (entries.has(name)) repeated = true;
      entries.set(name, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(repeated ? null : entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

/** Inflates an entry, keeping at most `keep` bytes of it; throws when it inflates to more than `limit`. */
async function inflateEntry(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  limit: number,
  keep = 0,
): Promise<Buffer> {
  const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
    zip.openReadStream(entry, (error, readable) => (error ? reject(error) : resolve(readable))),
  );
  const kept: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new Error(`${entry.fileName} inflates to more than ${limit} bytes`);
    if (size <= keep) kept.push(chunk);
  }
  return Buffer.concat(kept);
}

const attribute = (attributes: string, name: string) => {
  const match = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(attributes);
  return match ? (match[1] ?? match[2]) : undefined;
};

/** The part name that [Content_Types].xml gives Word's main document, without its leading slash. */
function wordMainPart(contentTypes: string): string | null {
  const types = /<Types\b([^>]*)>/.exec(contentTypes);
  if (!types?.[1] || attribute(types[1], 'xmlns') !== CONTENT_TYPES_NAMESPACE) return null;
  for (const [, attributes = ''] of contentTypes.matchAll(/<Override\b([^>]*)>/g)) {
    const partName = attribute(attributes, 'PartName');
    if (attribute(attributes, 'ContentType') === WORD_MAIN_PART && partName?.startsWith('/'))
      return partName.slice(1);
  }
  return null;
}

async function isWordprocessingDocument(bytes: Uint8Array): Promise<boolean> {
  const zip = await openZip(bytes);
  try {
    const entries = await zipEntries(zip);
    const contentTypes = entries?.get('[content_types].xml');
    if (!entries || !contentTypes) return false;
    const xml = await inflateEntry(zip, contentTypes, MAX_CONTENT_TYPES_BYTES, MAX_CONTENT_TYPES_BYTES);
    const mainPart = wordMainPart(xml.toString('utf8'));
    const main = mainPart ? entries.get(decodeURIComponent(mainPart).toLowerCase()) : undefined;
    if (!main) return false;
    await inflateEntry(zip, main, MAX_MAIN_PART_BYTES);
    return true;
  } finally {
    zip.close();
  }
}

const checks: Record<AttachmentType, (bytes: Uint8Array) => boolean | Promise<boolean>> = {
  [ATTACHMENT_TYPES.pdf]: isPdf,
  [ATTACHMENT_TYPES.png]: isPng,
  [ATTACHMENT_TYPES.jpeg]: isJpeg,
  [ATTACHMENT_TYPES.heic]: isHeicStructure,
  [ATTACHMENT_TYPES.doc]: isWordBinary,
  [ATTACHMENT_TYPES.docx]: isWordprocessingDocument,
};

/** The type of the file at `path` when its whole content is a file of that type; null for anything else. */
export async function detectAttachmentType(path: string): Promise<AttachmentType | null> {
  const content = await readFile(path);
  // pdf.js refuses Node's Buffer; a plain view of the same memory is what every parser gets.
  const bytes = new Uint8Array(content.buffer, content.byteOffset, content.byteLength);
  const claimed = attachmentTypeBySignature(bytes.subarray(0, SIGNATURE_LENGTH));
  if (!claimed) return null;
  try {
    return (await checks[claimed](bytes)) ? claimed : null;
  } catch {
    // A parser that throws has found the file is not what it claims to be.
    return null;
  }
}
