/** The settlement statement of a month as PDF (monthly-reports.ts), loaded with the first one produced. */
import { formatMoney } from '@fordra/domain';
import type { Config } from '../../config-types.ts';
import { drawAmountTable } from '../../pdf/amount-table.ts';
import { BODY, COLOUR, CONTENT_WIDTH, MARGIN, openDocument, tag } from '../../pdf/pdf-drawing.ts';
import { isolate } from '../../pdf/text-catalogue.ts';
import { type TextStyle, write } from '../../pdf/text-setting.ts';
import { type SettlementLine, settlementTotals } from './settlement-statement.ts';

export function settlementPdf(
  client: { name: string; clientNumber: string; settlementBankgiro: string },
  month: string,
  lines: SettlementLine[],
  provider: Config['provider'],
): Promise<Buffer> {
  const title = `Redovisning ${month}`;
  const { pdf, root, finished } = openDocument({ lang: 'sv-SE', title, author: provider.name });
  const { doc } = pdf;
  const block = (type: string, content: string, style: Omit<TextStyle, 'width'>) =>
    tag(doc, root, type, () => write(pdf, content, MARGIN.left, doc.y, { ...style, width: CONTENT_WIDTH }));
  block('P', `${isolate(provider.name)} · ${isolate(provider.supportPhone)}`, {
    size: 9,
    weight: 'bold',
    colour: COLOUR.muted,
  });
  doc.moveDown(1.5);
  block('H1', title, { size: 18, weight: 'bold', colour: COLOUR.accent });
  doc.moveDown(0.6);
  block(
    'P',
    `${client.name}, kundnummer ${client.clientNumber}. Utbetalning till bankgiro ${client.settlementBankgiro}.`,
    {
      size: BODY.size + 1,
    },
  );
  block('P', `${lines.length} inbetalningar registrerade under månaden.`, { size: BODY.size + 1 });
  for (const total of settlementTotals(lines)) {
    const money = (minor: number) => formatMoney(minor, total.currency, 'sv-SE');
    drawAmountTable(pdf, root, {
      heading: `Summa i ${total.currency}`,
      item: 'Del',
      amount: 'Belopp',
      rows: [
        { label: 'Inbetalt', amount: money(total.amount) },
        { label: 'Behålls av oss (avgifter och vår del av räntan)', amount: money(total.keptByProvider) },
        { label: 'Överbetalt, hålls för gäldenären', amount: money(total.credit) },
      ],
      total: { label: 'Betalas ut till er', amount: money(total.dueToClient) },
    });
  }
  root.end();
  doc.end();
  return finished;
}
