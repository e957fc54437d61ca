/**
 * The payment journal as CSV (http/csv.ts): the whole period, oldest first. Its header is the columns'
 * stable keys by default, for machines; with `header=labels` it names them in the reader's language
 * (Swedish, or English for any other), for a person opening it in a spreadsheet.
 */
import type { Executor } from '../../db/executor.ts';
import { paymentJournalLinesByDate } from '../../db/repositories/payments.ts';
import { csvAmount, csvDocument } from '../../http/csv.ts';
import { type JournalOwner, presentJournalRow } from './payment-journal.ts';

export const JOURNAL_CSV_COLUMNS = [
  'paymentDate',
  'caseNumber',
  'debtorName',
  'channel',
  'paymentReference',
  'currency',
  'amount',
  'principal',
  'interest',
  'fees',
  'credit',
  'dueToClient',
  'keptByProvider',
] as const;

/** The journal of all of a client's creditors names each payment's creditor after its case. */
export const CLIENT_JOURNAL_CSV_COLUMNS = [
  'paymentDate',
  'caseNumber',
  'creditorName',
  ...JOURNAL_CSV_COLUMNS.slice(2),
] as const;

type Column = (typeof CLIENT_JOURNAL_CSV_COLUMNS)[number];

const LABELS: Record<'sv' | 'en', Record<Column, string>> = {
  sv: {
    paymentDate: 'Betalningsdag',
    caseNumber: 'Ärendenummer',
    creditorName: 'Borgenär',
    debtorName: 'Gäldenär',
    channel: 'Betalningssätt',
    paymentReference: 'Referens',
    currency: 'Valuta',
    amount: 'Belopp',
    principal: 'Varav kapital',
    interest: 'Varav ränta',
    fees: 'Varav avgifter',
    credit: 'Varav tillgodo',
    dueToClient: 'Till er',
    keptByProvider: 'Till oss',
  },
  en: {
    paymentDate: 'Payment date',
    caseNumber: 'Case number',
    creditorName: 'Creditor',
    debtorName: 'Debtor',
    channel: 'Channel',
    paymentReference: 'Reference',
    currency: 'Currency',
    amount: 'Amount',
    principal: 'Of which principal',
    interest: 'Of which interest',
    fees: 'Of which fees',
    credit: 'Of which credit',
    dueToClient: 'Due to you',
    keptByProvider: 'Kept by us',
  },
};

export type CsvHeader = { header?: 'keys' | 'labels' | undefined; language?: string | undefined };

/** The header row: the keys, or their labels in Swedish (`sv`) or English (any other language). */
export function journalCsvHeader(columns: readonly Column[], { header, language }: CsvHeader): string[] {
  if (header !== 'labels') return [...columns];
  const labels = LABELS[language === 'sv' ? 'sv' : 'en'];
  return columns.map((column) => labels[column]);
}

export async function paymentJournalCsv(
  db: Executor,
  owner: JournalOwner,
  period: { from: string; to: string },
  header: CsvHeader,
) {
  const columns = owner.creditor ? JOURNAL_CSV_COLUMNS : CLIENT_JOURNAL_CSV_COLUMNS;
  const rows = await paymentJournalLinesByDate(db, owner.scope, period);
  const lines = rows.map((row) => {
    const line = presentJournalRow(row, owner.shareBp);
    const cells = {
      paymentDate: line.paymentDate,
      caseNumber: line.caseNumber,
      creditorName: line.creditorName,
      debtorName: line.debtorName,
      channel: line.channel,
      paymentReference: line.paymentReference,
      currency: line.currency,
      amount: csvAmount(line.amount),
      principal: csvAmount(line.allocation.principal),
      interest: csvAmount(line.allocation.interest),
      fees: csvAmount(line.allocation.fees),
      credit: csvAmount(line.allocation.credit),
      dueToClient: csvAmount(line.dueToClient),
      keptByProvider: csvAmount(line.keptByProvider),
    };
    return columns.map((column) => cells[column]);
  });
  const text = csvDocument([journalCsvHeader(columns, header), ...lines]);
  const whose = owner.creditor?.name ?? 'alla-borgenarer';
  const fileName = `betalningar-${whose.replace(/[^\p{L}\p{N}]+/gu, '-')}-${period.from}-${period.to}.csv`;
  return { text, fileName };
}
