/**
 * Drawing helpers for tagged pdfkit documents: A4 geometry, colours, the document in the direction and
 * fonts of its language, tagged blocks and decoration. Text is set by text-setting.ts.
 */
import PDFDocument from 'pdfkit';
import { registerFonts, type Typography, typographyFor } from './pdf-fonts.ts';

export type Doc = PDFKit.PDFDocument;
export type Struct = PDFKit.PDFStructureElement;
/** A document being drawn, with the direction and fonts of its language. */
export type Pdf = { doc: Doc; typography: Typography };

export const MM = 72 / 25.4;
export const A4 = { width: 210 * MM, height: 297 * MM };
export const MARGIN = { top: 15 * MM, left: 22 * MM, right: 20 * MM, bottom: 25 * MM };
export const CONTENT_WIDTH = A4.width - MARGIN.left - MARGIN.right;
export const COLOUR = {
  text: '#1b1f24',
  muted: '#59616b',
  accent: '#1f3a5f',
  rule: '#c5ccd4',
  panel: '#f1f4f7',
};
export const BODY = { size: 10, lineGap: 2.5, paragraphGap: 6 };

/**
 * Starts a tagged A4 document in the language of `lang` (BCP 47) with its root structure element;
 * `finished` resolves to the PDF once the document is ended. With `creationDate` the PDF is the same
 * byte for byte whenever it is drawn; without it, it carries the moment it was drawn.
 */
export function openDocument(options: {
  lang: string;
  title: string;
  author: string;
  creationDate?: Date;
  bufferPages?: boolean;
}): { pdf: Pdf; root: Struct; finished: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    pdfVersion: '1.7',
    tagged: true,
    lang: options.lang,
    displayTitle: true,
    bufferPages: options.bufferPages ?? false,
    // No default font: pdfkit would parse its Helvetica metrics for every document, and a letter sets
    // only the fonts registerFonts gives it.
    font: '',
    info: {
      Title: options.title,
      Author: options.author,
      ...(options.creationDate ? { CreationDate: options.creationDate } : {}),
    },
  });
  const typography = typographyFor(options.lang);
  registerFonts(doc, typography);
  const chunks: Uint8Array[] = [];
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const root = doc.struct('Document');
  doc.addStructure(root);
  return { pdf: { doc, typography }, root, finished };
}

/** The left edge of a box `width` wide that sits `offset` points from the start side of the text column. */
export function fromStart(pdf: Pdf, offset: number, width: number): number {
  return pdf.typography.direction === 'ltr'
    ? MARGIN.left + offset
    : MARGIN.left + CONTENT_WIDTH - offset - width;
}

/** Adds a structure element of `type` whose content is what `draw` puts on the page. */
export function tag(
  doc: Doc,
  parent: Struct,
  type: string,
  draw: () => void,
  options: { alt?: string; scope?: 'Row' | 'Column' } = {},
): void {
  // pdfkit writes a scope as the table attribute of a header cell; its typings lack the option.
  parent.add(doc.struct(type, options as PDFKit.Mixins.StructureElementOptions, draw));
}

/** Draws decoration (rules, panels) that a screen reader should skip. */
export function artifact(doc: Doc, draw: () => void, type: 'Layout' | 'Pagination' = 'Layout'): void {
  doc.markContent('Artifact', { type });
  draw();
  doc.endMarkedContent();
}

// A trailing space keeps the words of separately drawn pieces apart when the structure is read aloud or copied;
// it draws nothing.
export function piece(text: string): string {
  return `${text} `;
}

export function lines(texts: string[]): string {
  return texts.map(piece).join('\n');
}

/** Starts a new page unless `height` points still fit above the bottom margin. */
export function keepSpace(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.maxY()) doc.continueOnNewPage();
}
