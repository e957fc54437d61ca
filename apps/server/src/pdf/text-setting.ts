/**
 * Sets text on pdfkit pages: paragraphs broken into lines and ordered for their direction by
 * bidi-layout.ts, in the document's fonts, each character in the first font that has it.
 */
import { type Fonts, type Line, layoutParagraph } from './bidi-layout.ts';
import { BODY, COLOUR, CONTENT_WIDTH, MARGIN, type Pdf, type Struct, tag } from './pdf-drawing.ts';
import {
  type Direction,
  type FamilyName,
  familyMetrics,
  fontFace,
  fontName,
  type Typography,
  type Weight,
  widthOfString,
} from './pdf-fonts.ts';

export type TextStyle = {
  size: number;
  weight?: Weight;
  colour?: string;
  /** Width of the column the text is set in, points. */
  width: number;
  /**
   * Relative to the text's direction: `start` is the left edge of left-to-right text, the right of right-to-left;
   * `right` is for figures, whose ends line up on the right in either direction.
   */
  align?: 'start' | 'end' | 'right';
  lineGap?: number;
  paragraphGap?: number;
  /** At most this many lines; the last one shown ends in an ellipsis. */
  maxLines?: number;
  /** The text's base direction where it is not the document's (a Swedish postal address in an Arabic letter). */
  direction?: Direction;
};

type SetLine = Line & { paragraph: string; gapAfter: number };
type SetText = ReturnType<typeof layOut>;

/**
 * Texts set before, by typography, style and text: a letter sets the same letterhead, labels and
 * paragraphs as the letters before it in its language, and setting them (breaking, ordering and
 * measuring with fontkit) is most of a letter's work. A text's setting depends only on its key and is
 * measured outside any document (pdf-fonts.ts `widthOfString`), so every document of the process shares
 * it; the least recently set ones go first.
 */
const settings = new Map<string, SetText>();
const MAX_SETTINGS = 5_000;

/** The lines of `text` (paragraphs separated by line feeds) and the metrics to set them; never changed by callers. */
function setText(pdf: Pdf, text: string, style: TextStyle): SetText {
  const { typography } = pdf;
  const key = JSON.stringify([
    typography.direction,
    typography.families,
    style.size,
    style.weight ?? 'regular',
    style.width,
    style.lineGap ?? 0,
    style.paragraphGap ?? 0,
    style.maxLines ?? null,
    style.direction ?? null,
    text,
  ]);
  let set = settings.get(key);
  if (set === undefined) {
    set = layOut(typography, text, style);
    if (settings.size >= MAX_SETTINGS) settings.delete(settings.keys().next().value as string);
  } else {
    settings.delete(key);
  }
  settings.set(key, set);
  return set;
}

function layOut(typography: Typography, text: string, style: TextStyle) {
  const weight = style.weight ?? 'regular';
  const fonts = typography.families.map((family) => ({
    family,
    name: fontName(family, weight),
    face: fontFace(family, weight),
    size: style.size * familyMetrics(family).sizeAdjust,
  }));
  const measuring: Fonts = {
    count: fonts.length,
    covers: (codePoint, font) => fonts[font]?.face.hasGlyphForCodePoint(codePoint) ?? false,
    measure: (string, font) => {
      const { family, size } = fonts[font] as (typeof fonts)[number];
      return widthOfString(family, weight, size, string);
    },
  };
  const direction = style.direction ?? typography.direction;
  const set: SetLine[] = [];
  for (const paragraph of text.split('\n')) {
    const laid = layoutParagraph(paragraph, direction, style.width, measuring);
    laid.forEach((line, index) => {
      set.push({ ...line, paragraph, gapAfter: index === laid.length - 1 ? (style.paragraphGap ?? 0) : 0 });
    });
  }
  if (style.maxLines !== undefined && set.length > style.maxLines) {
    const last = set[style.maxLines - 1];
    set.length = style.maxLines - 1;
    if (last) set.push({ ...last, ...shortened(last, direction, style.width, measuring) });
  }
  // The line height of the preferred family, its extra space shared above and below the glyphs as in CSS.
  const { face, size } = fonts[0] as (typeof fonts)[number];
  const lineHeight = familyMetrics(typography.families[0] as FamilyName).lineHeight * size;
  const content = ((face.ascent - face.descent) / face.unitsPerEm) * size;
  return {
    set,
    fonts,
    direction,
    baseline: (lineHeight - content) / 2 + (face.ascent / face.unitsPerEm) * size,
    lineHeight: lineHeight + (style.lineGap ?? 0),
  };
}

/** The rest of the paragraph from `line` on, with as many words as fit on one line before an ellipsis. */
function shortened(line: SetLine, direction: Direction, width: number, fonts: Fonts): Line {
  let words = line.paragraph.slice(line.start).trim().split(' ');
  for (;;) {
    const [fitted, more] = layoutParagraph(`${words.join(' ')}…`, direction, width, fonts);
    if ((more === undefined && fitted) || words.length <= 1) return fitted as Line;
    words = words.slice(0, -1);
  }
}

/** Width in points of the longest line of `text` set in `style`. */
export function widthOf(pdf: Pdf, text: string, style: TextStyle): number {
  return Math.max(0, ...setText(pdf, text, style).set.map((line) => line.width));
}

/** Height in points of `text` set in `style`, as `write` would take it. */
export function heightOf(pdf: Pdf, text: string, style: TextStyle): number {
  const { set, lineHeight } = setText(pdf, text, style);
  return set.reduce((height, line) => height + lineHeight + line.gapAfter, 0);
}

/**
 * Writes `text` (paragraphs separated by line feeds) in a column from `x` (its left edge) down from `y`,
 * continuing on a new page at the bottom margin, and leaves `doc.y` under it.
 */
export function write(pdf: Pdf, text: string, x: number, y: number, style: TextStyle): void {
  const { doc } = pdf;
  const { set, fonts, direction, baseline, lineHeight } = setText(pdf, text, style);
  doc.fillColor(style.colour ?? COLOUR.text);
  let top = y;
  for (const line of set) {
    if (top + lineHeight > doc.page.maxY() && top > doc.page.margins.top) {
      // The tagged content open on this page (the paragraph being written) is closed here and opened again
      // on the next, so that its lines there are tagged too.
      doc.continueOnNewPage();
      top = doc.page.margins.top;
    }
    const align = style.align ?? 'start';
    const spare = style.width - line.width;
    const left = align === 'right' || (align === 'start') !== (direction === 'ltr') ? x + spare : x;
    // The page shows a right-to-left line in visual order; its actual text gives readers (Acrobat, screen
    // readers) the words in reading order, ligatures and mirrored brackets as written.
    if (line.rightToLeft) doc.markContent('Span', { actual: line.text });
    for (const part of line.pieces) {
      const font = fonts[part.font] as (typeof fonts)[number];
      doc.font(font.name, font.size);
      // A right-to-left run is laid out whole, so that fontkit reverses all of it and not word by word.
      doc.text(part.text, left + part.x, top + baseline, {
        lineBreak: false,
        baseline: 'alphabetic',
        ...(part.shaped ? { features: [] } : {}),
      });
    }
    if (line.rightToLeft) doc.endMarkedContent();
    top += lineHeight + line.gapAfter;
  }
  doc.x = x;
  doc.y = top;
}

/** A paragraph of body text across the text column. */
export function paragraph(pdf: Pdf, parent: Struct, text: string): void {
  tag(pdf.doc, parent, 'P', () => {
    write(pdf, text, MARGIN.left, pdf.doc.y, {
      size: BODY.size,
      width: CONTENT_WIDTH,
      lineGap: BODY.lineGap,
      paragraphGap: BODY.paragraphGap,
    });
  });
}

/** A second-level heading across the text column. */
export function heading(pdf: Pdf, parent: Struct, text: string): void {
  tag(pdf.doc, parent, 'H2', () => {
    write(pdf, text, MARGIN.left, pdf.doc.y, {
      size: 11.5,
      weight: 'bold',
      width: CONTENT_WIDTH,
      paragraphGap: 3,
    });
  });
}
