/**
 * Draws a composed letter on A4 with pdfkit, tagged so that screen readers get headings, paragraphs and a
 * table. A right-to-left letter is the mirror image, except for the address, which stays in the envelope window.
 */
import { type AmountTable, drawAmountTable } from '../../pdf/amount-table.ts';
import {
  A4,
  artifact,
  COLOUR,
  CONTENT_WIDTH,
  fromStart,
  keepSpace,
  lines,
  MARGIN,
  MM,
  openDocument,
  type Pdf,
  piece,
  type Struct,
  tag,
} from '../../pdf/pdf-drawing.ts';
import { heading, heightOf, paragraph, write } from '../../pdf/text-setting.ts';
import type { LetterSection } from './letter-text.ts';
import { drawPaymentBox, type PaymentContent, type SwishContent } from './payment-box.ts';

export type LabelledValue = { label: string; value: string };

/** A letter with every text already in its language. */
export type LetterContent = {
  lang: string;
  /** The document's title and author, and its creation date: the day the letter is dated. */
  info: { title: string; author: string; creationDate: Date };
  letterhead: { name: string; details: string[] };
  meta: LabelledValue[];
  recipient: { name: string; address: string[] };
  summary: { label: string; amount: string; dueDate: string };
  title: string;
  intro: string[];
  table: AmountTable;
  payment: PaymentContent;
  swish: SwishContent | null;
  sections: LetterSection[];
  footer: { lines: string[]; page: (page: number, pages: number) => string };
};

// The address sits in the window of a C5 window envelope (window 90 × 45 mm, 20 mm from the left; on the A4
// folded in half its top is 50–55 mm from the sheet's top, docs/delivery.md#paper), whatever the direction of
// the letter: inside what both placements show, 20–110 mm across and 55–95 mm down, with a few mm to spare
// for the sheet's play in the envelope.
const WINDOW = { x: 24 * MM, y: 58 * MM, width: 82 * MM };
// The lowest a window may reach (55 + 45 mm): the letter's text begins below it, never seen through it.
const BELOW_WINDOW = 102 * MM;
// The column beside the window, and above it the one for the document's name.
const SIDE = { x: 120 * MM, width: A4.width - MARGIN.right - 120 * MM };

/** Draws `content` and returns the finished PDF. */
export function drawLetter(content: LetterContent): Promise<Buffer> {
  const { pdf, root, finished } = openDocument({
    lang: content.lang,
    title: content.info.title,
    author: content.info.author,
    creationDate: content.info.creationDate,
    bufferPages: true,
  });
  drawHeader(pdf, root, content);
  for (const text of content.intro) paragraph(pdf, root, text);
  drawAmountTable(pdf, root, content.table);
  drawPaymentBox(pdf, root, content.payment, content.swish);
  for (const section of content.sections) drawSection(pdf, root, section);
  root.end();
  drawFooters(pdf, content.footer);
  pdf.doc.end();
  return finished;
}

function drawHeader(pdf: Pdf, root: Struct, content: LetterContent): void {
  const { doc } = pdf;
  const { letterhead, meta, recipient, summary } = content;
  const sideOffset = SIDE.x - MARGIN.left;
  const letterheadWidth = sideOffset - 8 * MM;
  const letterheadX = fromStart(pdf, 0, letterheadWidth);
  tag(doc, root, 'P', () => {
    write(pdf, piece(letterhead.name), letterheadX, MARGIN.top, {
      size: 15,
      weight: 'bold',
      colour: COLOUR.accent,
      width: letterheadWidth,
    });
    write(pdf, lines(letterhead.details), letterheadX, doc.y + 2, {
      size: 8.5,
      colour: COLOUR.muted,
      width: letterheadWidth,
      lineGap: 1.5,
    });
  });

  // The document's name stands at the top of the side column, as on Swedish business letters, with the
  // date and case number under it.
  const sideX = fromStart(pdf, sideOffset, SIDE.width);
  tag(doc, root, 'H1', () => {
    write(pdf, content.title, sideX, MARGIN.top, { size: 16, weight: 'bold', width: SIDE.width });
  });
  const labelWidth = 27 * MM;
  let y = doc.y + 4;
  for (const { label, value } of meta) {
    tag(doc, root, 'P', () => {
      const labelX = fromStart(pdf, sideOffset, labelWidth);
      write(pdf, piece(label), labelX, y + 1, { size: 8.5, colour: COLOUR.muted, width: labelWidth });
      const valueX = fromStart(pdf, sideOffset + labelWidth, SIDE.width - labelWidth);
      write(pdf, value, valueX, y, { size: 9.5, width: SIDE.width - labelWidth });
    });
    y = doc.y + 2;
  }

  // A Swedish postal address, read by the post whatever the language of the letter.
  const address = { width: WINDOW.width, lineGap: 1.5, direction: 'ltr' as const };
  tag(doc, root, 'P', () => {
    // At most two lines of name, so that the address still fits the envelope window.
    write(pdf, piece(recipient.name), WINDOW.x, WINDOW.y, { ...address, size: 10.5, maxLines: 2 });
    write(pdf, lines(recipient.address), WINDOW.x, doc.y, { ...address, size: 10.5 });
  });
  const addressBottom = doc.y;

  // The amount to pay, beside the window; its accent rule is on the side the text starts from.
  const padding = 4 * MM;
  const panel = { width: SIDE.width - 2 * padding };
  const label = { ...panel, size: 9, colour: COLOUR.muted };
  const amount = { ...panel, size: 17, weight: 'bold' as const };
  const dueDate = { ...panel, size: 10 };
  const panelHeight = Math.max(
    25 * MM,
    2 * padding +
      heightOf(pdf, summary.label, label) +
      heightOf(pdf, summary.amount, amount) +
      heightOf(pdf, summary.dueDate, dueDate) +
      3,
  );
  const rtl = pdf.typography.direction === 'rtl';
  artifact(doc, () => {
    doc.save().rect(SIDE.x, WINDOW.y, SIDE.width, panelHeight).fill(COLOUR.panel);
    doc
      .rect(rtl ? SIDE.x + SIDE.width - 2 : SIDE.x, WINDOW.y, 2, panelHeight)
      .fill(COLOUR.accent)
      .restore();
  });
  tag(doc, root, 'P', () => {
    const x = SIDE.x + padding;
    write(pdf, piece(summary.label), x, WINDOW.y + padding, label);
    write(pdf, piece(summary.amount), x, doc.y + 2, amount);
    write(pdf, summary.dueDate, x, doc.y + 1, dueDate);
  });
  doc.x = MARGIN.left;
  doc.y = Math.max(addressBottom + 6 * MM, WINDOW.y + panelHeight + 6 * MM, BELOW_WINDOW);
}

function drawSection(pdf: Pdf, root: Struct, section: LetterSection): void {
  const { doc } = pdf;
  // Keep a heading together with the first lines of its text.
  keepSpace(doc, 55);
  const element = doc.struct('Sect');
  root.add(element);
  heading(pdf, element, section.heading);
  for (const text of section.paragraphs) paragraph(pdf, element, text);
  element.end();
  doc.moveDown(0.2);
}

/** Writes the provider's contact details, hours and page number at the foot of every page. */
function drawFooters(pdf: Pdf, footer: LetterContent['footer']): void {
  const { doc } = pdf;
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
        const style = { size: 7.5, colour: COLOUR.muted, lineGap: 1.5 };
        const linesWidth = CONTENT_WIDTH - pageWidth;
        write(pdf, footer.lines.join('\n'), fromStart(pdf, 0, linesWidth), top + 3 * MM, {
          ...style,
          width: linesWidth,
        });
        write(
          pdf,
          footer.page(index - start + 1, count),
          fromStart(pdf, linesWidth, pageWidth),
          top + 3 * MM,
          {
            ...style,
            width: pageWidth,
            align: 'end',
          },
        );
      },
      'Pagination',
    );
    doc.page.margins.bottom = bottomMargin;
  }
}
