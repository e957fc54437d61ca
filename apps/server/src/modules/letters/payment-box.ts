/**
 * The payment box: bankgiro, OCR reference, amount and due date, and the Swish QR code when there is one.
 * The details stand on the side the text starts from and Swish on the other; the QR code is never mirrored.
 */
import {
  artifact,
  COLOUR,
  CONTENT_WIDTH,
  fromStart,
  keepSpace,
  MARGIN,
  MM,
  type Pdf,
  piece,
  type Struct,
  tag,
} from '../../pdf/pdf-drawing.ts';
import { heightOf, type TextStyle, write } from '../../pdf/text-setting.ts';

export type PaymentContent = { heading: string; fields: { label: string; value: string }[]; note: string };
export type SwishContent = { heading: string; image: Buffer; payee: string; caption: string; alt: string };

const PADDING = 4.5 * MM;
const QR_SIZE = 26 * MM;
const LABEL_WIDTH = 30 * MM;
const HEADING: Omit<TextStyle, 'width'> = { size: 11.5, weight: 'bold' };

export function drawPaymentBox(
  pdf: Pdf,
  root: Struct,
  payment: PaymentContent,
  swish: SwishContent | null,
): void {
  const { doc } = pdf;
  const swishWidth = swish === null ? 0 : 64 * MM;
  const detailsWidth = CONTENT_WIDTH - 2 * PADDING - (swish === null ? 0 : swishWidth + 8 * MM);
  const valueWidth = detailsWidth - LABEL_WIDTH;
  const swishTextWidth = swishWidth - QR_SIZE - 4 * MM;
  const label: TextStyle = { size: 9, colour: COLOUR.muted, width: LABEL_WIDTH - 6 };
  const value: TextStyle = { size: 11, weight: 'bold', width: valueWidth };
  const note: TextStyle = { size: 8.5, colour: COLOUR.muted, width: detailsWidth, lineGap: 1.5 };
  const swishText: TextStyle = { size: 8.5, width: swishTextWidth, lineGap: 1.5 };
  const headingHeight = Math.max(21, heightOf(pdf, payment.heading, { ...HEADING, width: detailsWidth }) + 6);

  // Measure first, so that the box is drawn once at its final size and never split over two pages.
  const rowHeights = payment.fields.map(
    (field) => Math.max(heightOf(pdf, field.value, value), heightOf(pdf, field.label, label)) + 5,
  );
  const rowsHeight = rowHeights.reduce((sum, height) => sum + height, 0);
  const noteHeight = heightOf(pdf, payment.note, note);
  const swishHeight =
    swish === null
      ? 0
      : headingHeight + Math.max(QR_SIZE, heightOf(pdf, `${swish.payee}\n${swish.caption}`, swishText) + 2);
  const boxHeight = 2 * PADDING + Math.max(headingHeight + rowsHeight + 4 + noteHeight, swishHeight);
  keepSpace(doc, boxHeight + 6 * MM);

  const top = doc.y;
  artifact(doc, () => {
    doc.save().lineWidth(0.8).roundedRect(MARGIN.left, top, CONTENT_WIDTH, boxHeight, 4);
    doc.fillAndStroke(COLOUR.panel, COLOUR.rule).restore();
  });
  const section = doc.struct('Sect');
  root.add(section);
  const detailsX = fromStart(pdf, PADDING, detailsWidth);
  tag(doc, section, 'H2', () => {
    write(pdf, payment.heading, detailsX, top + PADDING, { ...HEADING, width: detailsWidth });
  });
  let y = top + PADDING + headingHeight;
  payment.fields.forEach((field, index) => {
    tag(doc, section, 'P', () => {
      write(pdf, piece(field.label), fromStart(pdf, PADDING, LABEL_WIDTH - 6), y + 1.5, label);
      write(pdf, field.value, fromStart(pdf, PADDING + LABEL_WIDTH, valueWidth), y, value);
    });
    y += rowHeights[index] ?? 0;
  });
  tag(doc, section, 'P', () => write(pdf, payment.note, detailsX, y + 4, note));

  if (swish !== null) {
    const swishOffset = CONTENT_WIDTH - PADDING - swishWidth;
    const ruleX = fromStart(pdf, swishOffset - 4 * MM, 0);
    artifact(doc, () => {
      doc
        .save()
        .moveTo(ruleX, top + PADDING)
        .lineTo(ruleX, top + boxHeight - PADDING);
      doc.lineWidth(0.5).stroke(COLOUR.rule).restore();
    });
    tag(doc, section, 'H3', () => {
      write(pdf, swish.heading, fromStart(pdf, swishOffset, swishWidth), top + PADDING, {
        ...HEADING,
        width: swishWidth,
      });
    });
    const imageTop = top + PADDING + headingHeight;
    const imageX = fromStart(pdf, swishOffset, QR_SIZE);
    tag(doc, section, 'Figure', () => doc.image(swish.image, imageX, imageTop, { width: QR_SIZE }), {
      alt: swish.alt,
    });
    const textX = fromStart(pdf, swishOffset + QR_SIZE + 4 * MM, swishTextWidth);
    tag(doc, section, 'P', () => {
      write(pdf, piece(swish.payee), textX, imageTop + 2, { ...swishText, weight: 'bold' });
      write(pdf, swish.caption, textX, doc.y + 2, { ...swishText, colour: COLOUR.muted });
    });
  }
  section.end();
  doc.x = MARGIN.left;
  doc.y = top + boxHeight + 6 * MM;
}
