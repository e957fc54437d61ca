import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleDoc, sampleDocx, sampleHeic, sampleJpeg, samplePdf, samplePng } from './attachment-samples.ts';
import { detectAttachmentType } from './attachment-type.ts';
import { startAttachmentTypePool } from './attachment-type-pool.ts';

let folder: string;
let count = 0;
beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'attachment-type-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

async function typeOf(content: Buffer) {
  const file = path.join(folder, String(count++));
  await writeFile(file, content);
  return detectAttachmentType(file);
}

const text = (value: string) => Buffer.from(value);

describe('detectAttachmentType', () => {
  it('knows every allowed type by its whole content', async () => {
    expect(await typeOf(await samplePdf())).toBe('application/pdf');
    expect(await typeOf(samplePng())).toBe('image/png');
    expect(await typeOf(sampleJpeg())).toBe('image/jpeg');
    expect(await typeOf(sampleHeic())).toBe('image/heic');
    expect(await typeOf(sampleDoc())).toBe('application/msword');
    expect(await typeOf(sampleDocx())).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('takes files padded the way the benchmark pads them', async () => {
    expect(await typeOf(await samplePdf('Kvitto', 300_000))).toBe('application/pdf');
    expect(await typeOf(sampleJpeg(4, 3, 300_000))).toBe('image/jpeg');
  });

  it('refuses a file whose first bytes claim a type its content is not', async () => {
    const pdf = await samplePdf();
    const png = samplePng();
    const jpeg = sampleJpeg();
    const disguised: [string, Buffer][] = [
      ['PDF header, then HTML', text('%PDF-1.7\n<html><body><script>alert(1)</script></body></html>')],
      [
        'PDF header, then SVG',
        text('%PDF-1.4\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      ],
      ['PDF cut short', pdf.subarray(0, pdf.length / 2)],
      ['PNG header, then script', Buffer.concat([png.subarray(0, 8), text('<script>alert(1)</script>')])],
      ['PNG, then script', Buffer.concat([png, text('<script>alert(1)</script>')])],
      [
        'PNG with a broken checksum',
        Buffer.concat([png.subarray(0, 29), Buffer.from([(png[29] ?? 0) ^ 1]), png.subarray(30)]),
      ],
      ['JPEG header, then script', Buffer.concat([jpeg.subarray(0, 4), text('<script>alert(1)</script>')])],
      ['JPEG, then script', Buffer.concat([jpeg, text('<script>alert(1)</script>')])],
      [
        'zip header and a Word part name',
        Buffer.concat([text('PK\x03\x04'), text('word/document.xml <html>')]),
      ],
      ['zip without content types', Buffer.concat([sampleDocx().subarray(0, 4), text('word/document.xml')])],
      ['workbook', sampleDocx('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml')],
      ['macro-enabled Word', sampleDocx('application/vnd.ms-word.document.macroEnabled.main+xml')],
      ['main part missing', sampleDocx(undefined, 'word/other.xml')],
      ['OLE2 header only', Buffer.concat([sampleDoc().subarray(0, 8), text('<script>')])],
      ['HEIC, then script', Buffer.concat([sampleHeic(), text('<script>alert(1)</script>')])],
      ['HEIC header only', sampleHeic().subarray(0, 32)],
      ['program', text('MZ\x90\x00 not a document')],
      ['empty', Buffer.alloc(0)],
    ];
    for (const [what, content] of disguised) expect(await typeOf(content), what).toBeNull();
  });
});

describe('startAttachmentTypePool', () => {
  it('decides types in worker threads, several files at once', async () => {
    const pool = startAttachmentTypePool({ workers: 2, timeoutMs: 30_000 });
    try {
      const files = [await samplePdf(), samplePng(), text('<html>'), sampleJpeg()];
      const paths = await Promise.all(
        files.map(async (content, index) => {
          const file = path.join(folder, `pool-${index}`);
          await writeFile(file, content);
          return file;
        }),
      );
      expect(await Promise.all(paths.map((file) => pool.detect(file)))).toEqual([
        'application/pdf',
        'image/png',
        null,
        'image/jpeg',
      ]);
    } finally {
      await pool.close();
    }
  });

  it('refuses a file it cannot tell in time, and takes the next file in a new worker', async () => {
    const pool = startAttachmentTypePool({ workers: 1, timeoutMs: 1 });
    try {
      const file = path.join(folder, 'slow.pdf');
      await writeFile(file, await samplePdf());
      // Starting a worker alone takes longer than a millisecond.
      expect(await pool.detect(file)).toBeNull();
      expect(await pool.detect(file)).toBeNull();
    } finally {
      await pool.close();
    }
  });
});
