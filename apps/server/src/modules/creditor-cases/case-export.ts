/**
 * The client's cases list as CSV, with the list's own filters and order: every matching case, read
 * through the list's query a page at a time (so the export shows exactly what the list shows), up to
 * `MAX_EXPORT_ROWS`. The header is the columns' stable keys, or with `header=labels` their names in
 * Swedish or English.
 */
import type { Executor } from '../../db/executor.ts';
import { type CsvCell, csvAmount, csvDocument } from '../../http/csv.ts';
import { type CaseListQuery, listCases } from './case-list.ts';

/** More than any list a person reads; the export stops there. */
export const MAX_EXPORT_ROWS = 10_000;
const PAGE = 100;

export const CASE_CSV_COLUMNS = [
  'caseNumber',
  'clientReference',
  'invoiceNumber',
  'creditorName',
  'debtorName',
  'identityNumber',
  'status',
  'registrationDate',
  'dueDate',
  'currency',
  'originalPrincipal',
  'paidSum',
  'remainingAmount',
  'ocrReference',
] as const;

type Column = (typeof CASE_CSV_COLUMNS)[number];

const LABELS: Record<'sv' | 'en', Record<Column, string>> = {
  sv: {
    caseNumber: 'Ärendenummer',
    clientReference: 'Er referens',
    invoiceNumber: 'Fakturanummer',
    creditorName: 'Borgenär',
    debtorName: 'Gäldenär',
    identityNumber: 'Person- eller organisationsnummer',
    status: 'Status',
    registrationDate: 'Registrerat',
    dueDate: 'Förfallodag',
    currency: 'Valuta',
    originalPrincipal: 'Kapitalbelopp',
    paidSum: 'Inbetalt',
    remainingAmount: 'Kvar att betala',
    ocrReference: 'OCR-nummer',
  },
  en: {
    caseNumber: 'Case number',
    clientReference: 'Your reference',
    invoiceNumber: 'Invoice number',
    creditorName: 'Creditor',
    debtorName: 'Debtor',
    identityNumber: 'Identity number',
    status: 'Status',
    registrationDate: 'Registered',
    dueDate: 'Due date',
    currency: 'Currency',
    originalPrincipal: 'Principal',
    paidSum: 'Paid',
    remainingAmount: 'Left to pay',
    ocrReference: 'OCR reference',
  },
};

export async function exportCases(
  db: Executor,
  clientId: string,
  query: Omit<CaseListQuery, 'page' | 'pageSize'> & {
    header?: 'keys' | 'labels' | undefined;
    language?: string | undefined;
  },
  today: string,
) {
  const lines: CsvCell[][] = [];
  for (let page = 1; lines.length < MAX_EXPORT_ROWS; page++) {
    const answer = await listCases(db, { clientId }, { ...query, page, pageSize: PAGE }, today);
    for (const item of answer.items) {
      lines.push([
        item.caseNumber,
        item.clientReference ?? '',
        item.invoiceNumber,
        item.creditor.name,
        item.debtor.name,
        item.debtor.identityNumber,
        item.status,
        item.registrationDate,
        item.dueDate,
        item.currency,
        csvAmount(item.originalPrincipal),
        csvAmount(item.paidSum),
        csvAmount(item.remainingAmount),
        item.ocrReference,
      ]);
    }
    if (answer.items.length < PAGE || page * PAGE >= answer.total) break;
  }
  const header =
    query.header === 'labels'
      ? CASE_CSV_COLUMNS.map((column) => LABELS[query.language === 'sv' ? 'sv' : 'en'][column])
      : [...CASE_CSV_COLUMNS];
  return {
    text: csvDocument([header, ...lines.slice(0, MAX_EXPORT_ROWS)]),
    fileName: `arenden-${today}.csv`,
  };
}
