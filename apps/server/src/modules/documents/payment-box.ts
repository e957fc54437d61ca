/** The payment box: bankgiro, OCR reference, amount and due date, and the Swish QR code when there is one. */
import {
  artifact,
  COLOUR,
  CONTENT_WIDTH,
  type Doc,
  FONT,
  keepSpace,
  MARGIN,
  MM,
  piece,
  type Struct,
  style,
  tag,
} from './pdf-drawing.ts';

export type PaymentContent = { heading: string; fields: { label: string; value: string }[]; note: string };
export type SwishContent = { heading: string; image: Buffer; payee: string; caption: string; alt: string };

export function drawPaymentBox(
  doc: Doc,
  root: Struct,
  payment: PaymentContent,
  swish: SwishContent | null,
): void {
  const padding = 4.5 * MM;
  const qrSize = 26 * MM;
  const swishWidth = swish === null ? 0 : 64 * MM;
  const swishTextWidth = swishWidth - qrSize - 4 * MM;
  const detailsWidth = CONTENT_WIDTH - 2 * padding - (swish === null ? 0 : swishWidth + 8 * MM);
  const labelWidth = 30 * MM;
  const valueWidth = detailsWidth - labelWidth;
  const headingHeight = 21;
  const value = (text: string) => style(doc, FONT.bold, 11).heightOfString(text, { width: valueWidth });

  // Measure first, so that the box is drawn once at its final size and never split over two pages.
  const rowHeights = payment.fields.map((field) => value(field.value) + 5);
  const rowsHeight = rowHeights.reduce((sum, height) => sum + height, 0);
  const note = { width: detailsWidth, lineGap: 1.5 };
  const noteHeight = style(doc, FONT.regular, 8.5).heightOfString(payment.note, note);
  const swishText = { width: swishTextWidth, lineGap: 1.5 };
  const swishHeight =
    swish === null
      ? 0
      : headingHeight + Math.max(qrSize, doc.heightOfString(`${swish.payee}\n${swish.caption}`, swishText));
  const boxHeight = 2 * padding + Math.max(headingHeight + rowsHeight + 4 + noteHeight, swishHeight);
  keepSpace(doc, boxHeight + 6 * MM);

  const top = doc.y;
  const left = MARGIN.left + padding;
  artifact(doc, () => {
    doc.save().lineWidth(0.8).roundedRect(MARGIN.left, top, CONTENT_WIDTH, boxHeight, 4);
    doc.fillAndStroke(COLOUR.panel, COLOUR.rule).restore();
  });
  const section = doc.struct('Sect');
  root.add(section);
  tag(doc, section, 'H2', () => {
    style(doc, FONT.bold, 11.5).text(payment.heading, left, top + padding, { width: detailsWidth });
  });
  let y = top + padding + headingHeight;
  payment.fields.forEach((field, index) => {
    tag(doc, section, 'P', () => {
      style(doc, FONT.regular, 9, COLOUR.muted).text(piece(field.label), left, y + 1.5, {
        width: labelWidth - 6,
      });
      style(doc, FONT.bold, 11).text(field.value, left + labelWidth, y, { width: valueWidth });
    });
    y += rowHeights[index] ?? 0;
  });
  tag(doc, section, 'P', () => {
    style(doc, FONT.regular, 8.5, COLOUR.muted).text(payment.note, left, y + 4, note);
  });

  if (swish !== null) {
    const x = MARGIN.left + CONTENT_WIDTH - padding - swishWidth;
    artifact(doc, () => {
      doc
        .save()
        .moveTo(x - 4 * MM, top + padding)
        .lineTo(x - 4 * MM, top + boxHeight - padding);
      doc.lineWidth(0.5).stroke(COLOUR.rule).restore();
    });
    tag(doc, section, 'H3', () => {
      style(doc, FONT.bold, 11.5).text(swish.heading, x, top + padding, { width: swishWidth });
    });
    const imageTop = top + padding + headingHeight;
    tag(doc, section, 'Figure', () => doc.image(swish.image, x, imageTop, { width: qrSize }), {
      alt: swish.alt,
    });
    const textX = x + qrSize + 4 * MM;
    tag(doc, section, 'P', () => {
      style(doc, FONT.bold, 8.5).text(piece(swish.payee), textX, imageTop + 2, swishText);
      style(doc, FONT.regular, 8.5, COLOUR.muted).text(swish.caption, textX, doc.y + 2, swishText);
    });
  }
  section.end();
  doc.x = MARGIN.left;
  doc.y = top + boxHeight + 6 * MM;
}
