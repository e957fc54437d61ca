/** Draws a composed letter on A4 with pdfkit, tagged so that screen readers get headings, paragraphs and a table. */
import PDFDocument from 'pdfkit';
import type { LetterSection } from './letter-text.ts';
import { drawPaymentBox, type PaymentContent, type SwishContent } from './payment-box.ts';
import {
  A4,
  artifact,
  BODY,
  COLOUR,
  CONTENT_WIDTH,
  type Doc,
  FONT,
  heading,
  keepSpace,
  lines,
  MARGIN,
  MM,
  paragraph,
  piece,
  type Struct,
  style,
  tag,
} from './pdf-drawing.ts';

export type LabelledValue = { label: string; value: string };
export type AmountRow = { label: string; amount: string };

/** A letter with every text already in its language (and in WinAnsi, for the standard fonts). */
export type LetterContent = {
  lang: string;
  info: { title: string; author: string };
  letterhead: { name: string; details: string[] };
  meta: LabelledValue[];
  recipient: { name: string; address: string[] };
  summary: { label: string; amount: string; dueDate: string };
  title: string;
  intro: string[];
  table: { heading: string; item: string; amount: string; rows: AmountRow[]; total: AmountRow };
  payment: PaymentContent;
  swish: SwishContent | null;
  sections: LetterSection[];
  footer: { lines: string[]; page: (page: number, pages: number) => string };
};

// pdfkit tags a table when given a structure parent and scoped header cells; its typings lack both.
type TaggedTableOptions = PDFKit.Mixins.TableOptionsWithData & { structParent: Struct };
type TaggedCell = PDFKit.Mixins.CellOptions & { scope?: 'row' | 'column' };

// The address sits in the window of a Swedish C5/E65 window envelope: 22 mm from the left, 45 mm from the top.
const WINDOW = { x: MARGIN.left, y: 45 * MM, width: 85 * MM };
const RIGHT_COLUMN = { x: 120 * MM, width: A4.width - MARGIN.right - 120 * MM };

/** Draws `content` and returns the finished PDF. */
export function drawLetter(content: LetterContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    pdfVersion: '1.7',
    tagged: true,
    lang: content.lang,
    displayTitle: true,
    bufferPages: true,
    info: { Title: content.info.title, Author: content.info.author },
  });
  const chunks: Uint8Array[] = [];
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const root = doc.struct('Document');
  doc.addStructure(root);
  drawHeader(doc, root, content);
  for (const text of content.intro) paragraph(doc, root, text);
  drawTable(doc, root, content.table);
  drawPaymentBox(doc, root, content.payment, content.swish);
  for (const section of content.sections) drawSection(doc, root, section);
  root.end();
  drawFooters(doc, content.footer);
  doc.end();
  return finished;
}

function drawHeader(doc: Doc, root: Struct, content: LetterContent): void {
  const { letterhead, meta, recipient, summary } = content;
  const width = RIGHT_COLUMN.x - MARGIN.left - 8 * MM;
  tag(doc, root, 'P', () => {
    style(doc, FONT.bold, 15, COLOUR.accent).text(piece(letterhead.name), MARGIN.left, MARGIN.top, { width });
    doc.moveDown(0.2);
    style(doc, FONT.regular, 8.5, COLOUR.muted).text(lines(letterhead.details), { width, lineGap: 1.5 });
  });

  // The document name stands top right, as on Swedish business letters, with date and case number under it.
  tag(doc, root, 'H1', () => {
    style(doc, FONT.bold, 16).text(content.title, RIGHT_COLUMN.x, MARGIN.top, { width: RIGHT_COLUMN.width });
  });
  const labelWidth = 27 * MM;
  let y = doc.y + 4;
  for (const { label, value } of meta) {
    tag(doc, root, 'P', () => {
      style(doc, FONT.regular, 8.5, COLOUR.muted).text(piece(label), RIGHT_COLUMN.x, y + 1, {
        width: labelWidth,
      });
      style(doc, FONT.regular, 9.5).text(value, RIGHT_COLUMN.x + labelWidth, y, {
        width: RIGHT_COLUMN.width - labelWidth,
      });
    });
    y = doc.y + 2;
  }

  tag(doc, root, 'P', () => {
    style(doc, FONT.regular, 10.5);
    // At most two lines of name, so that the address still fits the envelope window.
    doc.text(piece(recipient.name), WINDOW.x, WINDOW.y, {
      width: WINDOW.width,
      height: doc.currentLineHeight(true) * 2 + 2,
      ellipsis: true,
      lineGap: 1.5,
    });
    doc.text(lines(recipient.address), WINDOW.x, doc.y, { width: WINDOW.width, lineGap: 1.5 });
  });
  const addressBottom = doc.y;

  const padding = 4 * MM;
  const innerWidth = RIGHT_COLUMN.width - 2 * padding;
  const panelHeight = 25 * MM;
  artifact(doc, () => {
    doc.save().rect(RIGHT_COLUMN.x, WINDOW.y, RIGHT_COLUMN.width, panelHeight).fill(COLOUR.panel);
    doc.rect(RIGHT_COLUMN.x, WINDOW.y, 2, panelHeight).fill(COLOUR.accent).restore();
  });
  tag(doc, root, 'P', () => {
    const x = RIGHT_COLUMN.x + padding;
    style(doc, FONT.regular, 9, COLOUR.muted).text(piece(summary.label), x, WINDOW.y + padding, {
      width: innerWidth,
    });
    style(doc, FONT.bold, 17).text(piece(summary.amount), x, doc.y + 2, { width: innerWidth });
    style(doc, FONT.regular, 10).text(summary.dueDate, x, doc.y + 1, { width: innerWidth });
  });
  doc.x = MARGIN.left;
  doc.y = Math.max(addressBottom, WINDOW.y + panelHeight, WINDOW.y + 33 * MM) + 6 * MM;
}

function drawTable(doc: Doc, root: Struct, table: LetterContent['table']): void {
  doc.moveDown(0.6);
  keepSpace(doc, 80);
  heading(doc, root, table.heading);
  const rule = { borderColor: COLOUR.rule };
  const bold = { src: FONT.bold };
  const header: TaggedCell[] = [
    { text: table.item, type: 'TH', scope: 'column', font: bold, border: [0, 0, 1, 0], ...rule },
    {
      text: table.amount,
      type: 'TH',
      scope: 'column',
      font: bold,
      border: [0, 0, 1, 0],
      align: { x: 'right' },
      ...rule,
    },
  ];
  const line = (row: AmountRow, last: boolean): TaggedCell[] => [
    { text: row.label, type: 'TH', scope: 'row', border: [0, 0, last ? 0 : 0.5, 0] },
    { text: row.amount, align: { x: 'right' }, border: [0, 0, last ? 0 : 0.5, 0] },
  ];
  const total: TaggedCell[] = [
    {
      text: table.total.label,
      type: 'TH',
      scope: 'row',
      font: bold,
      border: [1.2, 0, 0, 0],
      borderColor: COLOUR.text,
    },
    {
      text: table.total.amount,
      font: bold,
      align: { x: 'right' },
      border: [1.2, 0, 0, 0],
      borderColor: COLOUR.text,
    },
  ];
  style(doc, FONT.regular, BODY.size);
  const options: TaggedTableOptions = {
    structParent: root,
    position: { x: MARGIN.left, y: doc.y },
    maxWidth: CONTENT_WIDTH,
    columnStyles: ['*', 45 * MM],
    defaultStyle: { padding: { top: 3.5, bottom: 3.5, left: 0, right: 0 }, borderColor: COLOUR.rule },
    data: [header, ...table.rows.map((row, index) => line(row, index === table.rows.length - 1)), total],
  };
  doc.table(options);
  doc.x = MARGIN.left;
  doc.moveDown(1);
}

function drawSection(doc: Doc, root: Struct, section: LetterSection): void {
  // Keep a heading together with the first lines of its text.
  keepSpace(doc, 55);
  const element = doc.struct('Sect');
  root.add(element);
  heading(doc, element, section.heading);
  for (const text of section.paragraphs) paragraph(doc, element, text);
  element.end();
  doc.moveDown(0.2);
}

/** Writes the provider's contact details, hours and page number at the foot of every page. */
function drawFooters(doc: Doc, footer: LetterContent['footer']): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    const bottomMargin = doc.page.margins.bottom;
    // Text below the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    const top = A4.height - 20 * MM;
    const pageWidth = 28 * MM;
    artifact(
      doc,
      () => {
        doc
          .save()
          .moveTo(MARGIN.left, top)
          .lineTo(MARGIN.left + CONTENT_WIDTH, top)
          .lineWidth(0.5);
        doc.stroke(COLOUR.rule).restore();
        style(doc, FONT.regular, 7.5, COLOUR.muted).text(footer.lines.join('\n'), MARGIN.left, top + 3 * MM, {
          width: CONTENT_WIDTH - pageWidth,
          lineGap: 1.5,
        });
        doc.text(
          footer.page(index - start + 1, count),
          MARGIN.left + CONTENT_WIDTH - pageWidth,
          top + 3 * MM,
          {
            width: pageWidth,
            align: 'right',
          },
        );
      },
      'Pagination',
    );
    doc.page.margins.bottom = bottomMargin;
  }
}
