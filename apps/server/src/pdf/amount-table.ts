/**
 * The table of what an amount is made of: a tagged table with a header row, one row per part and the
 * total. Labels stand on the side the text starts from, amounts on the other; the amounts are aligned
 * on their right ends, so that their digits line up in either direction.
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
  type Struct,
  tag,
} from './pdf-drawing.ts';
import { heading, heightOf, type TextStyle, widthOf, write } from './text-setting.ts';

export type AmountRow = { label: string; amount: string };
export type AmountTable = {
  heading: string;
  item: string;
  amount: string;
  rows: AmountRow[];
  total: AmountRow;
};

const AMOUNT_WIDTH = 45 * MM;
const LABEL_WIDTH = CONTENT_WIDTH - AMOUNT_WIDTH;
const PADDING = 3.5;
const SIZE = 10;

type Row = AmountRow & { header: boolean; bold: boolean; ruleBelow: number; ruleAbove: number };

export function drawAmountTable(pdf: Pdf, root: Struct, table: AmountTable): void {
  const { doc } = pdf;
  doc.moveDown(0.6);
  keepSpace(doc, 80);
  heading(pdf, root, table.heading);
  const rows: Row[] = [
    { label: table.item, amount: table.amount, header: true, bold: true, ruleBelow: 1, ruleAbove: 0 },
    ...table.rows.map((row, index) => ({
      ...row,
      header: false,
      bold: false,
      ruleBelow: index === table.rows.length - 1 ? 0 : 0.5,
      ruleAbove: 0,
    })),
    { ...table.total, header: false, bold: true, ruleBelow: 0, ruleAbove: 1.2 },
  ];
  const style = (bold: boolean, width: number, align: TextStyle['align']): TextStyle => ({
    size: SIZE,
    weight: bold ? 'bold' : 'regular',
    width,
    align,
  });
  // Amounts are set flush right, so that their digits line up: against the right margin left to right,
  // and right to left against the right edge of the widest amount standing at the left margin.
  const widest = Math.max(
    ...rows.slice(1).map((row) => widthOf(pdf, row.amount, style(row.bold, AMOUNT_WIDTH, 'right'))),
  );
  const amountX =
    pdf.typography.direction === 'ltr' ? MARGIN.left + LABEL_WIDTH : MARGIN.left + widest - AMOUNT_WIDTH;
  const labelX = fromStart(pdf, 0, LABEL_WIDTH);
  const headerX = fromStart(pdf, LABEL_WIDTH, AMOUNT_WIDTH);

  const element = doc.struct('Table');
  root.add(element);
  for (const row of rows) {
    const label = style(row.bold, LABEL_WIDTH, 'start');
    const amount = row.header ? style(true, AMOUNT_WIDTH, 'end') : style(row.bold, AMOUNT_WIDTH, 'right');
    const height = Math.max(heightOf(pdf, row.label, label), heightOf(pdf, row.amount, amount));
    keepSpace(doc, height + 2 * PADDING);
    const top = doc.y;
    const bottom = top + height + 2 * PADDING;
    artifact(doc, () => {
      if (row.ruleAbove > 0) rule(pdf, top, row.ruleAbove, COLOUR.text);
      if (row.ruleBelow > 0) rule(pdf, bottom, row.ruleBelow, COLOUR.rule);
    });
    const tr = doc.struct('TR');
    element.add(tr);
    const scope = row.header ? 'Column' : 'Row';
    tag(doc, tr, 'TH', () => write(pdf, row.label, labelX, top + PADDING, label), { scope });
    tag(
      doc,
      tr,
      row.header ? 'TH' : 'TD',
      () => write(pdf, row.amount, row.header ? headerX : amountX, top + PADDING, amount),
      row.header ? { scope } : {},
    );
    tr.end();
    doc.y = bottom;
  }
  element.end();
  doc.x = MARGIN.left;
  doc.moveDown(1);
}

function rule(pdf: Pdf, y: number, width: number, colour: string): void {
  const { doc } = pdf;
  doc
    .save()
    .moveTo(MARGIN.left, y)
    .lineTo(MARGIN.left + CONTENT_WIDTH, y)
    .lineWidth(width);
  doc.stroke(colour).restore();
}
