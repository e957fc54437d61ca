/**
 * The typefaces embedded in the PDF documents, one per writing system: DejaVu Sans for the Latin
 * script, Vazirmatn for the Arabic script (Arabic, Persian, Sorani). The files are read from their npm
 * packages and parsed once per process; pdfkit embeds only the glyphs a document uses.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { type DocumentFont, replayLayouts } from './glyph-runs.ts';

const require = createRequire(import.meta.url);

/** What this code asks of a parsed font: its vertical metrics (font units) and which characters it has. */
export type FontFace = {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  hasGlyphForCodePoint(codePoint: number): boolean;
};

/** fontkit's TrueType font object: its parsed tables, the glyphs it has handed out by glyph id, its layout. */
type ParsedFont = FontFace & DocumentFont & { _cmapProcessor: unknown };

// pdfkit's own fontkit, resolved from pdfkit, which depends on it: the parser that lays out the same files.
const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as { create(data: Buffer): ParsedFont };

export type Direction = 'ltr' | 'rtl';
export type Weight = 'regular' | 'bold';
export type FamilyName = keyof typeof FAMILIES;

/**
 * The font files of each family, and how it is set: `sizeAdjust` scales every size (DejaVu Sans is wide
 * and has a tall x-height: at 95 % it sets like the Helvetica the letters were designed in) and
 * `lineHeight` (em) spaces the lines (Vazirmatn's own metrics leave room for stacked marks that a
 * letter's text does not use).
 */
const FAMILIES = {
  dejavuSans: {
    regular: '@fontsource/dejavu-sans/files/dejavu-sans-latin-400-normal.woff',
    bold: '@fontsource/dejavu-sans/files/dejavu-sans-latin-700-normal.woff',
    sizeAdjust: 0.95,
    lineHeight: 1.17,
  },
  vazirmatn: {
    regular: 'vazirmatn/fonts/ttf/Vazirmatn-Regular.ttf',
    bold: 'vazirmatn/fonts/ttf/Vazirmatn-Bold.ttf',
    sizeAdjust: 1,
    lineHeight: 1.45,
  },
} as const;

/**
 * The family for each script (ISO 15924, as `Intl.Locale` names it) that a catalogue may be written in,
 * with the direction of that script; the other family stands in for characters the first one lacks.
 */
const SCRIPTS: Readonly<Record<string, { families: FamilyName[]; direction: Direction }>> = {
  Latn: { families: ['dejavuSans', 'vazirmatn'], direction: 'ltr' },
  Arab: { families: ['vazirmatn', 'dejavuSans'], direction: 'rtl' },
};

/** How a document in one language is set: its direction and its fonts, the first one preferred. */
export type Typography = { direction: Direction; families: FamilyName[] };

/** The typography for text in `locale` (BCP 47); a script without a font here is an error, not a box of tofu. */
export function typographyFor(locale: string): Typography {
  const script = new Intl.Locale(locale).maximize().script ?? '';
  const typography = SCRIPTS[script];
  if (typography === undefined) throw new Error(`No PDF font for the script "${script}" of ${locale}`);
  return typography;
}

const files = new Map<string, Buffer>();
const faces = new Map<string, ParsedFont>();

/** The font file of `family` in `weight`, read from its npm package once per process. */
function fontFile(family: FamilyName, weight: Weight): Buffer {
  let file = files.get(fontName(family, weight));
  if (file === undefined) {
    // Read synchronously, once per font and process.
    file = toSfnt(readFileSync(require.resolve(FAMILIES[family][weight])));
    files.set(fontName(family, weight), file);
  }
  return file;
}

/**
 * The parsed font of `family` in `weight`, once per process: to ask which characters it has, and the
 * tables (character map, metrics, outlines, substitutions and positioning) every document's font reads.
 * It lays out nothing itself, so that no document's glyphs are ever kept on it (see `documentFont`).
 */
export function fontFace(family: FamilyName, weight: Weight): FontFace {
  return parsedFont(family, weight);
}

function parsedFont(family: FamilyName, weight: Weight): ParsedFont {
  let face = faces.get(fontName(family, weight));
  if (face === undefined) {
    face = fontkit.create(fontFile(family, weight));
    // Made here, so that every document's font shares it (fontkit keeps it on the object that first asks).
    void face._cmapProcessor;
    faces.set(fontName(family, weight), face);
  }
  return face;
}

/**
 * A document's own font over the process's parsed one: it reads the shared tables, which fontkit parses
 * once, but hands out glyphs of its own and lays out with a layout engine of its own. fontkit keeps a
 * glyph's characters from the first time a font meets the glyph, and pdfkit writes them into the
 * document's text map (what copying and screen readers get): a glyph that Arabic and Persian reach from
 * different letters must be named by the first this document used, as with a font parsed for it alone.
 */
function documentFont(family: FamilyName, weight: Weight): ParsedFont {
  const font = Object.create(parsedFont(family, weight)) as ParsedFont;
  font._glyphs = {};
  replayLayouts(font, fontName(family, weight));
  return font;
}

/** How `family` is set: the factor for its sizes and its line height (em). */
export function familyMetrics(family: FamilyName): { sizeAdjust: number; lineHeight: number } {
  return FAMILIES[family];
}

/** The name under which a document registers `family` in `weight` with pdfkit. */
export function fontName(family: FamilyName, weight: Weight): string {
  return `${family}-${weight}`;
}

/**
 * Registers every font of `typography` with pdfkit under `fontName`, each the document's own font over
 * the process's parsed one (`documentFont`); pdfkit embeds only the glyphs drawn.
 */
export function registerFonts(doc: PDFKit.PDFDocument, typography: Typography): void {
  for (const family of typography.families) {
    for (const weight of ['regular', 'bold'] as const) {
      // pdfkit takes a fontkit font as it is; its typings know only file names and bytes.
      doc.registerFont(fontName(family, weight), documentFont(family, weight) as unknown as Buffer);
    }
  }
}

let measuring: PDFKit.PDFDocument | undefined;

/**
 * Width in points of `text` in `family` and `weight` at `size`, as pdfkit measures it: in a document of
 * the process's own, never written, so that measuring leaves the document being drawn as it was (its
 * current font, and the glyphs its fonts have handed out), whatever was measured before.
 */
export function widthOfString(family: FamilyName, weight: Weight, size: number, text: string): number {
  if (measuring === undefined) {
    // Without pdfkit's cache of the layout of each word, which would grow with every word measured.
    measuring = new PDFDocument({ autoFirstPage: false, fontLayoutCache: false });
    for (const name of Object.keys(FAMILIES) as FamilyName[])
      registerFonts(measuring, { direction: 'ltr', families: [name] });
  }
  return measuring.font(fontName(family, weight), size).widthOfString(text);
}

/**
 * A WOFF 1.0 file unpacked into the TrueType/OpenType font it wraps (any other font is returned as it is):
 * fontkit reads WOFF too, but inflates a table again on every access, which makes subsetting take seconds.
 */
function toSfnt(font: Buffer): Buffer {
  if (font.toString('latin1', 0, 4) !== 'wOFF') return font;
  const count = font.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = font.readUInt32BE(entry + 4);
    const compressed = font.readUInt32BE(entry + 8);
    const length = font.readUInt32BE(entry + 12);
    const stored = font.subarray(offset, offset + compressed);
    return {
      tag: font.subarray(entry, entry + 4),
      checksum: font.readUInt32BE(entry + 16),
      data: compressed < length ? inflateSync(stored) : stored,
    };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(font.readUInt32BE(4), 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    // Each table starts on a four-byte boundary.
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}
