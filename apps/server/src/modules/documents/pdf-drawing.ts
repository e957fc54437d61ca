/** Drawing helpers for tagged pdfkit pages: A4 geometry, the letter's type and colours, and tagged blocks. */
export type Doc = PDFKit.PDFDocument;
export type Struct = PDFKit.PDFStructureElement;

export const MM = 72 / 25.4;
export const A4 = { width: 210 * MM, height: 297 * MM };
export const MARGIN = { top: 15 * MM, left: 22 * MM, right: 20 * MM, bottom: 25 * MM };
export const CONTENT_WIDTH = A4.width - MARGIN.left - MARGIN.right;
export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' };
export const COLOUR = {
  text: '#1b1f24',
  muted: '#59616b',
  accent: '#1f3a5f',
  rule: '#c5ccd4',
  panel: '#f1f4f7',
};
export const BODY = { size: 10, lineGap: 2.5, paragraphGap: 6 };

/** Adds a structure element of `type` whose content is what `draw` puts on the page. */
export function tag(
  doc: Doc,
  parent: Struct,
  type: string,
  draw: () => void,
  options: { alt?: string } = {},
): void {
  parent.add(doc.struct(type, options, draw));
}

/** Draws decoration (rules, panels) that a screen reader should skip. */
export function artifact(doc: Doc, draw: () => void, type: 'Layout' | 'Pagination' = 'Layout'): void {
  doc.markContent('Artifact', { type });
  draw();
  doc.endMarkedContent();
}

export function style(doc: Doc, font: string, size: number, colour = COLOUR.text): Doc {
  return doc.font(font).fontSize(size).fillColor(colour);
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
  if (doc.y + height > doc.page.maxY()) doc.addPage();
}

/** A paragraph of body text across the text column. */
export function paragraph(doc: Doc, parent: Struct, text: string): void {
  tag(doc, parent, 'P', () => {
    style(doc, FONT.regular, BODY.size).text(text, MARGIN.left, doc.y, {
      width: CONTENT_WIDTH,
      lineGap: BODY.lineGap,
      paragraphGap: BODY.paragraphGap,
    });
  });
}

/** A second-level heading across the text column. */
export function heading(doc: Doc, parent: Struct, text: string): void {
  tag(doc, parent, 'H2', () => {
    style(doc, FONT.bold, 11.5).text(text, MARGIN.left, doc.y, { width: CONTENT_WIDTH, paragraphGap: 3 });
  });
}
