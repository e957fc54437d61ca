import { describe, expect, it } from 'vitest';
import { isHeicStructure, isWholeJpeg, pngStructure } from './attachment-structure.ts';

const concat = (...parts: (string | number[] | Uint8Array)[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : Array.from(part),
    ),
  );
const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const u16 = (n: number) => [(n >>> 8) & 0xff, n & 0xff];

const pngChunk = (type: string, data: number[] = []) => concat(u32(data.length), type, data, [0, 0, 0, 0]);
const png = (...chunks: Uint8Array[]) => concat([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], ...chunks);
const ihdr = (width: number, height: number) =>
  pngChunk('IHDR', [...u32(width), ...u32(height), 8, 6, 0, 0, 0]);

describe('pngStructure', () => {
  it('gives the size of a PNG whose chunks end with IEND at the end of the file', () => {
    expect(pngStructure(png(ihdr(3, 2), pngChunk('IDAT', [1, 2, 3]), pngChunk('IEND')))).toEqual({
      width: 3,
      height: 2,
    });
  });

  it('refuses anything after IEND, a missing IEND or IHDR, and broken chunks', () => {
    const whole = png(ihdr(3, 2), pngChunk('IDAT', [1]), pngChunk('IEND'));
    expect(pngStructure(concat(whole, '<script>alert(1)</script>'))).toBeNull();
    expect(pngStructure(png(ihdr(3, 2), pngChunk('IDAT', [1])))).toBeNull();
    expect(pngStructure(png(pngChunk('IDAT', [1]), pngChunk('IEND')))).toBeNull();
    expect(pngStructure(png(ihdr(0, 2), pngChunk('IEND')))).toBeNull();
    expect(pngStructure(concat(png(), '<script>alert(1)</script>'))).toBeNull();
    expect(pngStructure(whole.subarray(0, whole.length - 1))).toBeNull();
  });
});

const segment = (marker: number, payload: number[] = []) => [
  0xff,
  marker,
  ...u16(payload.length + 2),
  ...payload,
];
const jpeg = (...parts: number[][]) =>
  concat([0xff, 0xd8], ...parts.map((part) => concat(part)), [0xff, 0xd9]);
const frame = segment(0xc0, [8, 0, 1, 0, 1, 1, 1, 0x11, 0]);
const scan = [...segment(0xda, [1, 1, 0, 0, 63, 0]), 0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56];

describe('isWholeJpeg', () => {
  it('follows the segments through the scans to EOI at the end of the file', () => {
    expect(
      isWholeJpeg(
        jpeg(
          segment(
            0xe0,
            [...'JFIF'].map((c) => c.charCodeAt(0)),
          ),
          frame,
          scan,
        ),
      ),
    ).toBe(true);
    expect(isWholeJpeg(jpeg(frame, scan, scan))).toBe(true);
  });

  it('refuses anything after EOI, a header followed by other content, and a JPEG without a frame or scan', () => {
    expect(isWholeJpeg(concat(jpeg(frame, scan), '<script>alert(1)</script>'))).toBe(false);
    expect(isWholeJpeg(concat([0xff, 0xd8, 0xff, 0xe0], '<script>alert(1)</script>'))).toBe(false);
    expect(isWholeJpeg(jpeg(scan))).toBe(false);
    expect(isWholeJpeg(jpeg(frame))).toBe(false);
    expect(isWholeJpeg(jpeg(frame, frame, scan))).toBe(false);
  });
});

const box = (type: string, ...payload: (string | number[] | Uint8Array)[]) => {
  const body = concat(...payload);
  return concat(u32(body.length + 8), type, body);
};
const fullBox = (type: string, ...payload: (string | number[] | Uint8Array)[]) =>
  box(type, [0, 0, 0, 0], ...payload);
const meta = (handler = 'pict') =>
  fullBox(
    'meta',
    fullBox('hdlr', [0, 0, 0, 0], handler, new Uint8Array(13)),
    fullBox('pitm', [0, 1]),
    fullBox('iinf', [0, 0]),
    fullBox('iloc', [0x44, 0, 0, 0]),
  );
const heic = (...boxes: Uint8Array[]) => concat(...boxes);

describe('isHeicStructure', () => {
  it('takes boxes that fill the file, with a HEIC brand and a picture handler', () => {
    expect(
      isHeicStructure(heic(box('ftyp', 'heic', [0, 0, 0, 0], 'mif1heic'), meta(), box('mdat', 'x'))),
    ).toBe(true);
    expect(isHeicStructure(heic(box('ftyp', 'mif1', [0, 0, 0, 0], 'heix'), meta(), box('mdat', 'x')))).toBe(
      true,
    );
  });

  it('refuses trailing bytes, other brands, a missing picture description and broken box sizes', () => {
    const ftyp = box('ftyp', 'heic', [0, 0, 0, 0], 'mif1');
    const whole = heic(ftyp, meta(), box('mdat', 'x'));
    expect(isHeicStructure(concat(whole, '<script>'))).toBe(false);
    expect(isHeicStructure(heic(box('ftyp', 'avif', [0, 0, 0, 0], 'mif1'), meta()))).toBe(false);
    expect(isHeicStructure(heic(ftyp, meta('vide')))).toBe(false);
    expect(isHeicStructure(heic(ftyp, box('mdat', 'x')))).toBe(false);
    expect(isHeicStructure(heic(meta(), ftyp))).toBe(false);
    expect(isHeicStructure(concat(u32(12), 'ftypheic', u32(1), 'mdat'))).toBe(false);
    expect(isHeicStructure(whole.subarray(0, whole.length - 1))).toBe(false);
  });
});
