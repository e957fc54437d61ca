/**
 * Small real files of every type a debtor may attach, made here for the tests and the upload
 * benchmark; `padding` makes a file larger with bytes its format skips, so it still passes the checks.
 */
import CFB from 'cfb';
import { strToU8, zipSync } from 'fflate';
import jpeg from 'jpeg-js';
import PDFDocument from 'pdfkit';
import { PNG } from 'pngjs';

/** Bytes that are the same on every run and do not compress. */
function filler(length: number): Buffer {
  const bytes = Buffer.alloc(length);
  let state = 0x2545f491;
  for (let i = 0; i < length; i += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    bytes[i] = state & 0xff;
  }
  return bytes;
}

/** A one-page PDF made with pdfkit; `padding` adds an unreferenced stream object of that many bytes. */
export function samplePdf(text = 'Kvitto', padding = 0): Promise<Buffer> {
  const document = new PDFDocument({ size: 'A4', compress: false });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve) => document.on('end', () => resolve(Buffer.concat(chunks))));
  document.text(text);
  if (padding > 0) document.ref({}).end(filler(padding));
  document.end();
  return ended;
}

const pixels = (width: number, height: number) =>
  Buffer.from(Array.from({ length: width * height * 4 }, (_, i) => (i % 4 === 3 ? 255 : (i * 37) % 256)));

export function samplePng(width = 4, height = 3): Buffer {
  const png = new PNG({ width, height });
  png.data = pixels(width, height);
  return PNG.sync.write(png);
}

/** APP15 segments, which decoders skip, carry the padding after the JFIF header. */
export function sampleJpeg(width = 4, height = 3, padding = 0): Buffer {
  const image = jpeg.encode({ data: pixels(width, height), width, height }, 90).data;
  const segments: Buffer[] = [];
  for (let left = padding; left > 0; ) {
    const length = Math.min(left, 0xfffd);
    segments.push(Buffer.from([0xff, 0xef, (length + 2) >> 8, (length + 2) & 0xff]), filler(length));
    left -= length;
  }
  return Buffer.concat([image.subarray(0, 2), ...segments, image.subarray(2)]);
}

const box = (type: string, ...payload: Buffer[]) => {
  const body = Buffer.concat(payload);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(body.length + 8);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
};
const fullBox = (type: string, ...payload: Buffer[]) => box(type, Buffer.alloc(4), ...payload);

/** The boxes of a HEIC still image (brands, picture handler, item info and locations, media data). */
export function sampleHeic(): Buffer {
  return Buffer.concat([
    box('ftyp', Buffer.from('heic'), Buffer.alloc(4), Buffer.from('mif1heic')),
    fullBox(
      'meta',
      fullBox('hdlr', Buffer.alloc(4), Buffer.from('pict'), Buffer.alloc(13)),
      fullBox('pitm', Buffer.from([0, 1])),
      fullBox('iinf', Buffer.from([0, 0])),
      fullBox('iloc', Buffer.from([0x44, 0, 0, 0])),
    ),
    box('mdat', filler(64)),
  ]);
}

/** An OLE2 compound file with a WordDocument stream that starts with Word's FIB signature. */
export function sampleDoc(): Buffer {
  const container = CFB.utils.cfb_new();
  const fib = Buffer.concat([Buffer.from([0xec, 0xa5]), filler(510)]);
  CFB.utils.cfb_add(container, 'WordDocument', fib);
  return CFB.write(container, { type: 'buffer' }) as Buffer;
}

const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

/** A zip of a .docx's parts; `mainContentType` declares a different main part (an .xlsx, a .docm). */
export function sampleDocx(mainContentType = WORD_MAIN, mainPart = 'word/document.xml'): Buffer {
  const xml = (text: string) => strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${text}`);
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': xml(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          `<Override PartName="/word/document.xml" ContentType="${mainContentType}"/></Types>`,
      ),
      '_rels/.rels': xml(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
          '</Relationships>',
      ),
      [mainPart]: xml(
        '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
          '<w:body><w:p><w:r><w:t>Hej</w:t></w:r></w:p></w:body></w:document>',
      ),
    }),
  );
}

/**
 * A sample of exactly `size` bytes: `make` is given padding until the file it makes has that size
 * (the padding's own length is written into some formats, so it may take a second step).
 */
export async function sampleOfSize(size: number, make: (padding: number) => Buffer | Promise<Buffer>) {
  let padding = size;
  let sample = await make(padding);
  for (let step = 0; step < 4 && sample.length !== size; step += 1) {
    padding += size - sample.length;
    sample = await make(padding);
  }
  if (sample.length !== size) throw new Error(`No sample of ${size} bytes`);
  return sample;
}
