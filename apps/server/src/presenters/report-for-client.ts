/** A report produced for a client, as its list of reports shows it. */
import type { Document } from '../db/repositories/letters.ts';
import type { ProducedReport } from '../db/repositories/reports.ts';

export function producedReportForClient({
  report,
  document,
}: {
  report: ProducedReport;
  document: Document;
}) {
  return {
    reportGuid: report.guid,
    kind: report.kind,
    format: report.format,
    periodStart: report.periodStart,
    periodEnd: report.periodEnd,
    title: document.title,
    fileName: document.fileName,
    sizeBytes: document.sizeBytes,
    documentGuid: document.guid,
    createdAt: report.createdAt.toISOString(),
  };
}
