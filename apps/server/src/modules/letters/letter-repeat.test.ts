import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderLetter } from './letter.ts';
import { sampleLetter } from './sample-letter.ts';

// The process keeps what it has set and laid out for every later letter (text-setting.ts, glyph-runs.ts):
// a letter must come out byte for byte the same the first time and after letters in other languages.
describe('a letter rendered again in the same process', () => {
  beforeAll(() => {
    // pdfkit writes the time of rendering into the PDF.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T09:00:00Z'));
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  const letters = [
    sampleLetter({ kind: 'reminder', language: 'ar' }),
    sampleLetter({ kind: 'collectionDemand', language: 'fa' }),
    sampleLetter({ kind: 'instalmentNotice', language: 'sv', swishPayload: null }),
    sampleLetter({
      kind: 'collectionDemand',
      language: 'ar',
      debtor: { name: 'یوسف کریمی Ödegaard', street: 'Storgatan 1', postalCode: '111 22', city: 'Kista' },
    }),
  ];

  it('is the same PDF as the first time, whatever was rendered in between', async () => {
    const first: Buffer[] = [];
    for (const letter of letters) first.push(await renderLetter(letter));
    const again: Buffer[] = [];
    for (const letter of [...letters].reverse()) again.unshift(await renderLetter(letter));
    for (const [index, pdf] of again.entries()) expect(pdf.equals(first[index] as Buffer)).toBe(true);
  });
});
