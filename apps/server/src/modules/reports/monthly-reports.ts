/**
 * The reports produced for a client each month, kept as documents of the client (downloadable through
 * `Archive/{documentGuid}`): the settlement statement (PDF and CSV: the month's payments on its cases,
 * what is paid out to the client and what the provider keeps), the case status report (CSV: every
 * case with its balance at the month's end) and the delivery report (CSV: every letter the month issued
 * on its cases and how it went out, the proof a client shows in a dispute). Producing a month twice,
 * even at once, makes one set.
 */
import { randomUUID } from 'node:crypto';
import type { ReportKind } from '@fordra/contract';
import { INACTIVE_STATUSES } from '@fordra/domain';
import type { Config } from '../../config-types.ts';
import type { Executor } from '../../db/executor.ts';
import { casesOfClientRegisteredBy } from '../../db/repositories/cases.ts';
import { clientById } from '../../db/repositories/clients.ts';
import { letterDeliveriesOfClient } from '../../db/repositories/deliveries.ts';
import { deleteDocument, insertClientDocument } from '../../db/repositories/letters.ts';
import { insertProducedReport, producedReportsOfMonth } from '../../db/repositories/reports.ts';
import { recordWebhookEvent } from '../../db/repositories/webhooks.ts';
import { csvAmount, csvDocument } from '../../http/csv.ts';
import { balanceOn } from '../ledger/balance-as-of.ts';
import { referenceRatesOf } from '../ledger/reference-rates.ts';
import { settlementProduced } from '../webhooks/webhook-events.ts';
import { settlementCsv, settlementLines } from './settlement-statement.ts';

type ReportFormat = 'pdf' | 'csv';

/** The first and last day of a month `YYYY-MM`. */
export function monthPeriod(month: string): { start: string; end: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { start: `${month}-01`, end: `${month}-${String(last).padStart(2, '0')}` };
}

/** The month before the one of ISO day `today`. */
export function previousMonth(today: string): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 7);
}

async function caseStatusCsv(db: Executor, clientId: string, end: string): Promise<string> {
  const rates = await referenceRatesOf(db);
  const rows = await casesOfClientRegisteredBy(db, clientId, end);
  return csvDocument([
    [
      'caseNumber',
      'clientReference',
      'creditor',
      'debtorName',
      'status',
      'registrationDate',
      'currency',
      'originalPrincipal',
      'paid',
      'remaining',
    ],
    ...rows.map((row) => [
      row.case.caseNumber,
      row.case.clientReference ?? '',
      row.creditorName,
      row.debtorName,
      row.case.status,
      row.case.registrationDate,
      row.case.currency,
      csvAmount(row.case.originalPrincipal),
      csvAmount(row.case.paidSum),
      csvAmount(
        (INACTIVE_STATUSES as readonly string[]).includes(row.case.status)
          ? 0
          : balanceOn(row.case, end, rates).remainingAmount,
      ),
    ]),
  ]);
}

/**
 * One line per delivery of a letter issued in `period` on the client's cases: a letter sent again, or put
 * on paper after its digital delivery failed, has a line for each, the later naming the one it replaces.
 */
export async function deliveryReportCsv(
  db: Executor,
  clientId: string,
  period: { start: string; end: string },
): Promise<string> {
  const rows = await letterDeliveriesOfClient(db, clientId, period);
  return csvDocument([
    [
      'caseNumber',
      'clientReference',
      'creditor',
      'debtorName',
      'letter',
      'issuedOn',
      'channel',
      'status',
      'sentOn',
      'postedOn',
      'deliveredOn',
      'attempts',
      'failureReason',
      'delivery',
      'replacesDelivery',
    ],
    ...rows.map((row) => [
      row.caseNumber,
      row.clientReference ?? '',
      row.creditorName,
      row.debtorName,
      row.letter,
      row.issuedOn,
      row.channel ?? '',
      row.status,
      row.sentOn ?? '',
      row.postedOn ?? '',
      row.deliveredOn ?? '',
      String(row.attempts),
      row.failureReason ?? '',
      row.guid,
      row.replacesGuid ?? '',
    ]),
  ]);
}

/**
 * Produces the month's reports of a client that do not exist yet. Each report's document and its
 * row are written in one transaction; the unique index on (client, kind, format, period) makes a
 * second producer of the same report give way, so a month is produced once however often it runs.
 */
export async function produceMonthlyReports(
  db: Executor,
  provider: Config['provider'],
  clientId: string,
  month: string,
): Promise<number> {
  const client = await clientById(db, clientId);
  if (!client) throw new Error(`No client ${clientId}`);
  const period = monthPeriod(month);
  const existing = await producedReportsOfMonth(db, clientId, period.start);
  const missing = (kind: ReportKind, format: ReportFormat) =>
    !existing.some((report) => report.kind === kind && report.format === format);
  const lines = await settlementLines(db, clientId, period, client.interestShareBp);
  const made: {
    kind: ReportKind;
    format: ReportFormat;
    title: string;
    fileName: string;
    contentType: string;
    content: () => Promise<Buffer>;
  }[] = [];
  if (missing('settlement', 'pdf'))
    made.push({
      kind: 'settlement',
      format: 'pdf',
      title: `Redovisning ${month}`,
      fileName: `redovisning-${client.clientNumber}-${month}.pdf`,
      contentType: 'application/pdf',
      // Loaded with the first report, not with the server (pdfkit).
      content: async () =>
        (await import('./settlement-pdf.ts')).settlementPdf(client, month, lines, provider),
    });
  if (missing('settlement', 'csv'))
    made.push({
      kind: 'settlement',
      format: 'csv',
      title: `Redovisning ${month} (CSV)`,
      fileName: `redovisning-${client.clientNumber}-${month}.csv`,
      contentType: 'text/csv; charset=utf-8',
      content: async () => Buffer.from(settlementCsv(lines)),
    });
  if (missing('caseStatus', 'csv'))
    made.push({
      kind: 'caseStatus',
      format: 'csv',
      title: `Ärendestatus ${period.end}`,
      fileName: `arendestatus-${client.clientNumber}-${period.end}.csv`,
      contentType: 'text/csv; charset=utf-8',
      content: async () => Buffer.from(await caseStatusCsv(db, clientId, period.end)),
    });
  if (missing('delivery', 'csv'))
    made.push({
      kind: 'delivery',
      format: 'csv',
      title: `Leveranser ${month}`,
      fileName: `leveranser-${client.clientNumber}-${month}.csv`,
      contentType: 'text/csv; charset=utf-8',
      content: async () => Buffer.from(await deliveryReportCsv(db, clientId, period)),
    });
  let produced = 0;
  for (const report of made) {
    const content = await report.content();
    produced += await db.transaction(async (tx) => {
      const documentId = await insertClientDocument(tx, {
        clientId,
        kind: `report.${report.kind}`,
        title: report.title,
        fileName: report.fileName,
        contentType: report.contentType,
        sizeBytes: content.length,
        content,
      });
      if (!documentId) throw new Error('The report was not stored');
      const reportGuid = randomUUID();
      const reportId = await insertProducedReport(tx, {
        guid: reportGuid,
        clientId,
        kind: report.kind,
        format: report.format,
        periodStart: period.start,
        periodEnd: period.end,
        documentId,
      });
      // Produced by someone else a moment ago: theirs stands, this document goes.
      if (!reportId) await deleteDocument(tx, documentId);
      else if (report.kind === 'settlement')
        await recordWebhookEvent(tx, settlementProduced(clientId, reportGuid, period));
      return reportId ? 1 : 0;
    });
  }
  return produced;
}
