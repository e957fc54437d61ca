/**
 * A posted letter is folded in half into a C5 window envelope: the recipient's name and address must lie in
 * the window whichever of the usual placements the print house's envelopes have (docs/delivery.md#paper).
 */
import { describe, expect, it } from 'vitest';
import { MM } from '../../pdf/pdf-drawing.ts';
import { pdfTextItems } from '../../pdf/pdf-text.ts';
import { renderLetter } from './letter.ts';
import { sampleLetter } from './sample-letter.ts';

// The window, 90 × 45 mm, 20 mm from the sheet's left edge, its top 50 or 55 mm from the sheet's top: what
// both placements show.
const window = { left: 20 * MM, right: 110 * MM, top: 55 * MM, bottom: 95 * MM };

describe.each(['sv', 'ar'])('a collection demand in %s', (language) => {
  const input = sampleLetter({
    language,
    debtor: {
      name: 'Fatima Al-Rashid',
      street: 'Rinkebystråket 7 lgh 1102',
      postalCode: '163 73',
      city: 'Spånga',
    },
  });

  it("shows the recipient's name and address inside the envelope window", async () => {
    const items = (await pdfTextItems(await renderLetter(input))).filter((item) => item.page === 1);
    const lines = ['Fatima Al-Rashid', 'Rinkebystråket 7 lgh 1102', '163 73 Spånga'];
    for (const line of lines) {
      const item = items.find((candidate) => candidate.text === line);
      if (!item) throw new Error(`"${line}" is not on the first page`);
      expect(item.x).toBeGreaterThanOrEqual(window.left);
      expect(item.x + item.width).toBeLessThanOrEqual(window.right);
      // The baseline, and the top of the tallest letters above it.
      expect(item.y - item.height).toBeGreaterThanOrEqual(window.top);
      expect(item.y).toBeLessThanOrEqual(window.bottom);
    }
  });

  it('shows nothing else through the window', async () => {
    const items = (await pdfTextItems(await renderLetter(input))).filter(
      (item) => item.page === 1 && item.text.trim() !== '',
    );
    const inWindow = items.filter(
      (item) =>
        item.x < window.right &&
        item.x + item.width > window.left &&
        item.y > 50 * MM &&
        item.y - item.height < 100 * MM,
    );
    expect(inWindow.map((item) => item.text)).toEqual([
      'Fatima Al-Rashid',
      'Rinkebystråket 7 lgh 1102',
      '163 73 Spånga',
    ]);
  });
});
