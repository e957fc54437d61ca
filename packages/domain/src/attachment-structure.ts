/**
 * Walks of the container structure of image files, byte by byte, to the end of the file: a file
 * passes only when its structure accounts for every byte, so nothing (a script, a page) can ride
 * after the image. Decoding the pixels is the server's part (attachment-type.ts).
 */
import { HEIC_BRANDS } from './attachment.ts';

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

const fourCc = (bytes: Uint8Array, offset: number) =>
  String.fromCharCode(...bytes.subarray(offset, offset + 4));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The size in pixels of a PNG whose chunks run from the signature through IHDR (first) to IEND,
 * which ends exactly at the end of the file; null for anything else. Checksums are not checked here.
 */
export function pngStructure(bytes: Uint8Array): { width: number; height: number } | null {
  if (!PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) return null;
  const data = view(bytes);
  let size: { width: number; height: number } | null = null;
  let offset = PNG_SIGNATURE.length;
  while (offset + 12 <= bytes.length) {
    const length = data.getUint32(offset);
    const type = fourCc(bytes, offset + 4);
    const end = offset + 12 + length;
    if (length > 0x7fffffff || !/^[A-Za-z]{4}$/.test(type) || end > bytes.length) return null;
    if (size === null) {
      if (type !== 'IHDR' || length !== 13) return null;
      size = { width: data.getUint32(offset + 8), height: data.getUint32(offset + 12) };
      if (size.width === 0 || size.height === 0) return null;
    } else if (type === 'IHDR') {
      return null;
    }
    if (type === 'IEND') return length === 0 && end === bytes.length ? size : null;
    offset = end;
  }
  return null;
}

/** SOF markers (start of frame): C0–CF except DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

/** Where the entropy-coded data of a scan ends: at the first 0xFF that is neither stuffing nor a restart. */
function endOfScan(bytes: Uint8Array, offset: number): number {
  let at = offset;
  while (at < bytes.length) {
    const next = bytes[at + 1];
    if (bytes[at] !== 0xff) at += 1;
    else if (next === 0x00 || (next !== undefined && isRestart(next))) at += 2;
    else return at;
  }
  return at;
}

/**
 * True for a JPEG whose segments run from SOI through one frame and its scans to EOI, which ends
 * exactly at the end of the file.
 */
export function isWholeJpeg(bytes: Uint8Array): boolean {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return false;
  let offset = 2;
  let frames = 0;
  let scans = 0;
  while (offset < bytes.length) {
    if (bytes[offset] !== 0xff) return false;
    while (bytes[offset] === 0xff) offset += 1; // fill bytes before a marker
    const marker = bytes[offset];
    offset += 1;
    if (marker === undefined) return false;
    if (marker === 0xd9) return offset === bytes.length && frames === 1 && scans > 0;
    if (marker === 0x00 || marker === 0xd8 || isRestart(marker)) return false;
    if (offset + 2 > bytes.length) return false;
    const length = ((bytes[offset] ?? 0) << 8) | (bytes[offset + 1] ?? 0);
    if (length < 2 || offset + length > bytes.length) return false;
    if (isStartOfFrame(marker)) frames += 1;
    offset += length;
    if (marker === 0xda) {
      scans += 1;
      offset = endOfScan(bytes, offset);
    }
  }
  return false;
}

type Box = { type: string; start: number; end: number };

/** The ISO-BMFF boxes from `start` to `end`, which they must fill exactly; null when they do not. */
function boxesIn(bytes: Uint8Array, start: number, end: number): Box[] | null {
  const data = view(bytes);
  const boxes: Box[] = [];
  let offset = start;
  while (offset < end) {
    if (offset + 8 > end) return null;
    const size32 = data.getUint32(offset);
    const type = fourCc(bytes, offset + 4);
    let header = 8;
    let size = size32;
    if (size32 === 1) {
      if (offset + 16 > end) return null;
      const high = data.getUint32(offset + 8);
      if (high > 0x1fffff) return null;
      size = high * 2 ** 32 + data.getUint32(offset + 12);
      header = 16;
    } else if (size32 === 0) {
      size = end - offset; // the last box runs to the end
    }
    if (!/^[\x20-\x7e]{4}$/.test(type) || size < header || offset + size > end) return null;
    boxes.push({ type, start: offset + header, end: offset + size });
    offset += size;
  }
  return boxes;
}

/**
 * True for a HEIC file: ISO-BMFF boxes that fill the file, the first an `ftyp` naming a HEIC brand,
 * and a `meta` box whose boxes fill it and describe pictures (handler `pict`, item info and locations).
 */
export function isHeicStructure(bytes: Uint8Array): boolean {
  const top = boxesIn(bytes, 0, bytes.length);
  const ftyp = top?.[0];
  if (!top || ftyp?.type !== 'ftyp') return false;
  const brandBytes = ftyp.end - ftyp.start;
  if (brandBytes < 8 || brandBytes % 4 !== 0) return false;
  const brands = [fourCc(bytes, ftyp.start)];
  for (let at = ftyp.start + 8; at < ftyp.end; at += 4) brands.push(fourCc(bytes, at));
  if (!brands.some((brand) => (HEIC_BRANDS as readonly string[]).includes(brand))) return false;
  const meta = top.find((box) => box.type === 'meta');
  // `meta` is a full box: a version and flags (4 bytes) come before its boxes.
  const inMeta = meta ? boxesIn(bytes, meta.start + 4, meta.end) : null;
  if (!inMeta) return false;
  const hdlr = inMeta.find((box) => box.type === 'hdlr');
  const handler = hdlr && hdlr.end - hdlr.start >= 12 ? fourCc(bytes, hdlr.start + 8) : null;
  const has = (type: string) => inMeta.some((box) => box.type === type);
  return handler === 'pict' && has('iinf') && has('iloc');
}
