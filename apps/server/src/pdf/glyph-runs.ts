/**
 * fontkit's layout of a string (its glyphs from the character map, substituted and positioned by the
 * font's OpenType tables), done once per process, font and string and replayed into every document's
 * font: pdfkit lays out every piece of text it measures or draws, each document the same letterhead,
 * labels and paragraphs, a right-to-left piece three times.
 *
 * A layout reads one thing that is not the font's own: the characters of each glyph, which fontkit keeps
 * from the first time a font hands the glyph out (pdf-fonts.ts `documentFont`), and uses to shape and
 * to name the glyph in the document's text map. A layout is kept only when every glyph it was handed
 * had the characters it was asked with; it is replayed into a document only when every glyph it asks for
 * is new to that document or has the same characters there, and then asks the document's font for the
 * same glyphs in the same order, so that the document's font ends as fontkit's own layout would leave it.
 * Otherwise the document's font lays the string out itself.
 */

/** What this code reads of a fontkit glyph. */
type Glyph = { id: number; codePoints: number[] };
type Position = { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number };
/** fontkit's glyph run, as pdfkit reads it. */
type Run = { glyphs: Glyph[]; positions: Position[]; readonly advanceWidth: number };

/** A document's own fontkit font over the process's parsed one. */
export type DocumentFont = {
  _glyphs: Record<number, Glyph | undefined>;
  getGlyph(id: number, codePoints?: number[]): Glyph | null;
  layout(text: string, features?: unknown, ...more: unknown[]): Run;
};

/** A layout: the glyphs it asked the font for, in order, with their characters; its glyphs and positions. */
type Recorded = { asked: [number, number[]][]; glyphs: number[]; positions: Position[] };

const recorded = new Map<string, Recorded>();
const MAX_RECORDED = 20_000;

/** fontkit's GlyphRun as pdfkit uses it: the run's width is its advances added up in order, as fontkit does. */
class ReplayedRun implements Run {
  readonly glyphs: Glyph[];
  readonly positions: Position[];

  constructor(glyphs: Glyph[], positions: Position[]) {
    this.glyphs = glyphs;
    this.positions = positions;
  }

  get advanceWidth(): number {
    let width = 0;
    for (const position of this.positions) width += position.xAdvance;
    return width;
  }
}

const sameCharacters = (a: number[], b: number[]) =>
  a.length === b.length && a.every((codePoint, index) => codePoint === b[index]);

/**
 * Makes `font` (a document's font, named `name` in the process) replay the layouts of the process and
 * record its own. Only a plain layout is kept: a string with features given or none (pdfkit's two).
 */
export function replayLayouts(font: DocumentFont, name: string): void {
  const getGlyph = font.getGlyph;
  const layout = font.layout;
  let asked: [number, number[]][] | null = null;
  let clean = true;
  font.getGlyph = function askedGlyph(id, codePoints = []) {
    const glyph = getGlyph.call(this, id, codePoints);
    if (asked !== null) {
      asked.push([id, [...codePoints]]);
      if (glyph === null || !sameCharacters(glyph.codePoints, codePoints)) clean = false;
    }
    return glyph;
  };
  font.layout = function replayedLayout(text, features, ...more) {
    if (more.length > 0 || (features !== undefined && !Array.isArray(features))) {
      return layout.call(this, text, features, ...more);
    }
    const key = `${name}\u0000${JSON.stringify(features ?? null)}\u0000${text}`;
    const before = recorded.get(key);
    if (before !== undefined) {
      const fits = before.asked.every(([id, codePoints]) => {
        const glyph = font._glyphs[id];
        return glyph === undefined || sameCharacters(glyph.codePoints, codePoints);
      });
      if (fits) {
        recorded.delete(key);
        recorded.set(key, before);
        for (const [id, codePoints] of before.asked) getGlyph.call(this, id, [...codePoints]);
        return new ReplayedRun(
          before.glyphs.map((id) => font._glyphs[id] as Glyph),
          before.positions.map(copy),
        );
      }
      return layout.call(this, text, features);
    }
    const calls: [number, number[]][] = [];
    asked = calls;
    clean = true;
    let run: Run;
    try {
      run = layout.call(this, text, features);
    } finally {
      asked = null;
    }
    if (clean) keep(key, calls, run);
    return run;
  };
}

/**
 * Keeps the layout of `key`: what it asked for and, copied before pdfkit scales them, its positions;
 * unless a glyph of the run came from elsewhere than those calls. The least recently used go first.
 */
function keep(key: string, asked: [number, number[]][], run: Run): void {
  const glyphs = run.glyphs.map((glyph) => glyph.id);
  const askedFor = new Set(asked.map(([id]) => id));
  if (!glyphs.every((id) => askedFor.has(id))) return;
  if (recorded.size >= MAX_RECORDED) recorded.delete(recorded.keys().next().value as string);
  recorded.set(key, { asked, glyphs, positions: run.positions.map(copy) });
}

function copy({ xAdvance, yAdvance, xOffset, yOffset }: Position): Position {
  return { xAdvance, yAdvance, xOffset, yOffset };
}
