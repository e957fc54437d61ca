/**
 * Breaks a paragraph into lines and orders each line with the Unicode bidirectional algorithm (UAX #9,
 * by bidi-js), for pdfkit, which draws what it is given from left to right. A line becomes pieces of one
 * font and one direction, placed in visual order and listed in reading order, so that the content
 * stream and text extraction follow the reading order while the page shows the visual one.
 */
import bidiModule from 'bidi-js';
import { breakLines, withoutTrailingSpaces } from './line-breaking.ts';
import type { Direction } from './pdf-fonts.ts';

// bidi-js is CommonJS with typings of an ES module: Node hands its factory over as the default export.
const bidi = (bidiModule as unknown as typeof bidiModule.default)();

/**
 * Text for one pdfkit call. fontkit shapes it and reverses it when its first letter is of a right-to-left
 * script, so `shaped` pieces must be laid out as one run; `x` is from the left end of the line's content.
 */
export type Piece = { text: string; font: number; x: number; width: number; shaped: boolean };
/**
 * A line of the paragraph's characters [start, end), the spaces it was broken at included; `text` is
 * them in reading order without direction controls, `rightToLeft` whether any of it runs right to left.
 */
export type Line = {
  pieces: Piece[];
  width: number;
  start: number;
  end: number;
  text: string;
  rightToLeft: boolean;
};

export type Fonts = {
  /** Whether font `font` (an index, 0 preferred) has a glyph for `codePoint`. */
  covers: (codePoint: number, font: number) => boolean;
  count: number;
  /** Width in points of `text` set in font `font`. */
  measure: (text: string, font: number) => number;
};

// Explicit direction marks and isolates: they steer the algorithm and are never drawn.
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
// What fontkit treats as a right-to-left script, and what decides no script (spaces, digits, punctuation).
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const NO_SCRIPT = /[\p{Script=Common}\p{Script=Inherited}\p{Script=Unknown}]/u;

/** `text` without the direction controls, which have no glyph: what is drawn and what a font must cover. */
export function withoutBidiControls(text: string): string {
  return text.replace(new RegExp(BIDI_CONTROL.source, 'gu'), '');
}

/** Lays out one paragraph (no line feeds) in lines at most `width` points wide. */
export function layoutParagraph(text: string, direction: Direction, width: number, fonts: Fonts): Line[] {
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  const base = direction === 'rtl' ? 1 : 0;
  const measure = (start: number, end: number) => measureRange(text, start, end, fonts);
  return breakLines(text, width, measure).map(([start, end]) =>
    layoutLine(text, levels, base, start, end, fonts),
  );
}

type Chunk = { start: number; end: number; font: number; level: number; rtlScript: boolean };

/** Splits [start, end) into chunks of one level, one font and, for fontkit, one direction of script. */
function chunks(text: string, levels: Uint8Array, start: number, end: number, fonts: Fonts): Chunk[] {
  const result: Chunk[] = [];
  let current: (Chunk & { decided: boolean }) | undefined;
  for (let index = start; index < end; ) {
    const codePoint = text.codePointAt(index) ?? 0;
    const character = String.fromCodePoint(codePoint);
    const next = index + character.length;
    if (BIDI_CONTROL.test(character)) {
      index = next;
      continue;
    }
    const level = levels[index] ?? 0;
    const neutral = NO_SCRIPT.test(character);
    const rtlScript = RTL_SCRIPT.test(character);
    // A letter takes the first font that has it; a space or a digit stays in the font around it.
    const font =
      neutral && current !== undefined && fonts.covers(codePoint, current.font)
        ? current.font
        : fontFor(codePoint, fonts);
    const fits =
      current !== undefined &&
      current.level === level &&
      current.font === font &&
      current.end === index &&
      (neutral || !current.decided || current.rtlScript === rtlScript);
    if (current !== undefined && fits) {
      current.end = next;
      if (!neutral && !current.decided) Object.assign(current, { decided: true, rtlScript });
    } else {
      current = { start: index, end: next, font, level, rtlScript, decided: !neutral };
      result.push(current);
    }
    index = next;
  }
  return result.map(({ start, end, font, level, rtlScript }) => ({ start, end, font, level, rtlScript }));
}

/** The first font with a glyph for `codePoint`; the preferred one when none has. */
function fontFor(codePoint: number, fonts: Fonts): number {
  for (let font = 0; font < fonts.count; font++) if (fonts.covers(codePoint, font)) return font;
  return 0;
}

function layoutLine(
  text: string,
  levels: Uint8Array,
  base: number,
  start: number,
  end: number,
  fonts: Fonts,
): Line {
  const contentEnd = withoutTrailingSpaces(text, start, end);
  const parts = chunks(text, levels, start, contentEnd, fonts).map((chunk) => {
    const odd = chunk.level % 2 === 1;
    let characters = Array.from(text.slice(chunk.start, chunk.end), (character) =>
      odd ? (bidi.getMirroredCharacter(character) ?? character) : character,
    );
    // fontkit reverses a run whose first letter is right-to-left; any other run that reads right to left
    // (punctuation between Arabic words) or left to right (Arabic-Indic digits) is reversed here.
    if (odd !== chunk.rtlScript) characters = characters.reverse();
    const pieceText = characters.join('');
    return { ...chunk, text: pieceText, width: fonts.measure(pieceText, chunk.font) };
  });

  // Rule L2: from the highest level down to the lowest odd one, reverse every run of chunks at that level or above.
  const order = parts.map((_, index) => index);
  const highest = Math.max(base, ...parts.map((part) => part.level));
  const lowestOdd = Math.min(...parts.map((part) => part.level), base) | 1;
  for (let level = highest; level >= lowestOdd; level--) {
    for (let index = 0; index < order.length; ) {
      if ((parts[order[index] ?? 0]?.level ?? 0) < level) {
        index++;
        continue;
      }
      let stop = index;
      while (stop < order.length && (parts[order[stop] ?? 0]?.level ?? 0) >= level) stop++;
      order.splice(index, stop - index, ...order.slice(index, stop).reverse());
      index = stop;
    }
  }
  const xs = new Map<number, number>();
  let width = 0;
  for (const index of order) {
    xs.set(index, width);
    width += parts[index]?.width ?? 0;
  }
  const pieces: Piece[] = parts.map((part, index) => ({
    text: part.text,
    font: part.font,
    x: xs.get(index) ?? 0,
    width: part.width,
    shaped: part.rtlScript,
  }));
  // The spaces a line was broken at stay in the text (copied or read aloud, its words stay apart), drawn
  // past the line's end, which is on the left of a right-to-left line.
  if (contentEnd < end) {
    const spaces = text.slice(contentEnd, end);
    const spaceWidth = fonts.measure(spaces, 0);
    pieces.push({
      text: spaces,
      font: 0,
      x: base === 1 ? -spaceWidth : width,
      width: spaceWidth,
      shaped: false,
    });
  }
  return {
    pieces,
    width,
    start,
    end,
    text: withoutBidiControls(text.slice(start, end)),
    rightToLeft: parts.some((part) => part.level % 2 === 1),
  };
}

/** Width of [start, end) in the fonts that would draw it. */
function measureRange(text: string, start: number, end: number, fonts: Fonts): number {
  return chunks(text, new Uint8Array(text.length), start, end, fonts).reduce(
    (sum, chunk) => sum + fonts.measure(text.slice(chunk.start, chunk.end), chunk.font),
    0,
  );
}
