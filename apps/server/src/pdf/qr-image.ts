/**
 * A QR code as a PNG for a letter: the same pixels as qrcode's own PNG (eight pixels a module, a quiet
 * zone of four modules, black on white) at one bit a pixel in grey without alpha. pdfkit embeds such a
 * PNG's compressed rows as they are, where qrcode's RGBA PNG is filtered and compressed by pngjs, then
 * decoded by pdfkit, split into colour and alpha and compressed twice again, for every letter.
 */
import { crc32, deflateSync } from 'node:zlib';
import QRCode from 'qrcode';

const SCALE = 8;
const MARGIN = 4;
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The QR code of `text` with error correction `level`, as a PNG image. */
export function qrCodePng(text: string, level: 'L' | 'M' | 'Q' | 'H'): Buffer {
  const { size, data } = QRCode.create(text, { errorCorrectionLevel: level }).modules;
  const modules = size + 2 * MARGIN;
  // Eight pixels of one bit make a module one byte: 0x00 dark, 0xff light. Each row starts with its
  // filter type, 0 (none).
  const rowBytes = 1 + modules;
  const rows = Buffer.alloc(rowBytes * modules * SCALE, 0xff);
  for (let y = 0; y < modules; y++) {
    const row = rows.subarray(y * SCALE * rowBytes, (y * SCALE + 1) * rowBytes);
    row[0] = 0;
    const inside = y >= MARGIN && y < MARGIN + size;
    for (let x = MARGIN; inside && x < MARGIN + size; x++) {
      if (data[(y - MARGIN) * size + (x - MARGIN)]) row[1 + x] = 0x00;
    }
    for (let copy = 1; copy < SCALE; copy++) row.copy(rows, (y * SCALE + copy) * rowBytes);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(modules * SCALE, 0);
  header.writeUInt32BE(modules * SCALE, 4);
  // Bit depth 1, colour type 0 (grey), compression, filter and interlace methods 0.
  header.set([1, 0, 0, 0, 0], 8);
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, body: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), body]);
  const framed = Buffer.alloc(8 + body.length + 4);
  framed.writeUInt32BE(body.length, 0);
  typed.copy(framed, 4);
  framed.writeUInt32BE(crc32(typed), 8 + body.length);
  return framed;
}
