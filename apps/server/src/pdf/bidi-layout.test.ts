import { describe, expect, it } from 'vitest';
import { type Fonts, type Line, layoutParagraph } from './bidi-layout.ts';
import { isolate } from './text-catalogue.ts';

/** One point per character; the second font has only what the first lacks. */
const fonts: Fonts = {
  count: 2,
  covers: (codePoint, font) => (font === 0 ? codePoint < 0x1e00 : true),
  measure: (text) => [...text].length,
};

/** A line as the page shows it, left to right: a shaped piece is reversed by fontkit when it is drawn. */
function visual(line: Line): string {
  return line.pieces
    .filter((piece) => piece.x >= 0 && piece.x < line.width)
    .sort((a, b) => a.x - b.x)
    .map((piece) => (piece.shaped ? [...piece.text].reverse().join('') : piece.text))
    .join('');
}

const lay = (text: string, direction: 'ltr' | 'rtl', width = 100) =>
  layoutParagraph(text, direction, width, fonts);

describe('layoutParagraph', () => {
  it('leaves left-to-right text as it is', () => {
    expect(lay('Betala 1 329,60 kr', 'ltr').map(visual)).toEqual(['Betala 1 329,60 kr']);
  });

  it('puts an isolated number to the left of the Arabic before it, its digits in their order', () => {
    const [line] = lay(`رقم ${isolate('1004 5821 00')}`, 'rtl');
    expect(line && visual(line)).toBe('1004 5821 00 مقر');
    expect(line?.pieces.find((piece) => piece.text.includes('1004'))).toMatchObject({
      text: '1004 5821 00',
      shaped: false,
    });
    // Read back in reading order, without the isolate's controls.
    expect(line?.text).toBe('رقم 1004 5821 00');
    expect(line?.rightToLeft).toBe(true);
  });

  it('reorders the groups of a number that is not isolated, which is why every value is', () => {
    expect(lay('رقم 1004 5821 00', 'rtl').map(visual)).toEqual(['00 5821 1004 مقر']);
  });

  it('mirrors brackets in right-to-left text', () => {
    expect(lay('(نص)', 'rtl').map(visual)).toEqual(['(صن)']);
  });

  it('keeps Arabic-Indic digits left to right though fontkit would reverse them', () => {
    const [line] = lay('رقم ١٢٣', 'rtl');
    expect(line && visual(line)).toBe('١٢٣ مقر');
  });

  it('breaks lines in reading order and leaves the breaking space at the end of the line', () => {
    const lines = lay('aaa bbb ccc', 'ltr', 10);
    expect(lines.map((line) => line.text)).toEqual(['aaa bbb ', 'ccc']);
    expect(lines.map((line) => line.width)).toEqual([7, 3]);
    expect(lay('أ ب ج د', 'rtl', 4).map((line) => line.text)).toEqual(['أ ب ', 'ج د']);
  });

  it('breaks after a hyphen between letters but not inside a number, and cuts a word wider than the line', () => {
    expect(lay('Swish-appen', 'ltr', 8).map((line) => line.text)).toEqual(['Swish-', 'appen']);
    expect(lay('08-123', 'ltr', 4).map((line) => line.text)).toEqual(['08-1', '23']);
  });

  it('keeps an isolated value on one line, unless it is wider than the line', () => {
    const text = `Ring ${isolate('08-123 456 00')} nu`;
    expect(lay(text, 'ltr', 14).map((line) => line.text)).toEqual(['Ring ', '08-123 456 00 ', 'nu']);
    expect(lay(text, 'ltr', 8).map((line) => line.text)).toEqual(['Ring ', '08-123 ', '456 00 ', 'nu']);
    expect(lay('Ring 08-123 456 00 nu', 'ltr', 14).map((line) => line.text)).toEqual([
      'Ring 08-123 ',
      '456 00 nu',
    ]);
  });

  it('sets a character the first font lacks in the next one that has it', () => {
    const [line] = lay('Nguyễn', 'ltr');
    expect(line?.pieces.map((piece) => [piece.text, piece.font])).toEqual([
      ['Nguy', 0],
      ['ễ', 1],
      ['n', 0],
    ]);
  });
});
