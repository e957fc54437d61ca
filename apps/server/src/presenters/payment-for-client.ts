/**
 * A payment as a client sees it: the answer to a direct payment it reported, a line of its payment
 * journal, and that line in the journal's CSV (http/csv.ts).
 */
import type { Case } from '../db/repositories/cases.ts';
import type { Payment } from '../db/repositories/payments.ts';
import { csvAmount, csvDocument } from '../http/csv.ts';

/** The direct payment as registered, and its case with what is left to pay today (minor units). */
export function directPaymentForClient(
  payment: Payment,
  target: Case,
  created: boolean,
  remainingAmount: number,
) {
  return {
    paymentGuid: payment.guid,
    created,
    allocation: {
      principal: payment.allocatedPrincipal,
      interest: payment.allocatedInterest,
      fees: payment.allocatedFees,
      credit: payment.allocatedCredit,
    },
    case: {
      caseGuid: target.guid,
      status: target.status,
      remainingAmount,
    },
  };
}

/** A line of the payment journal, without what of it is due to the client (`split`). */
export function journalLineForClient(row: {
  payment: Payment;
  caseGuid: string;
  caseNumber: string;
  creditorName: string;
  debtorName: string;
}) {
  const { payment } = row;
  return {
    paymentGuid: payment.guid,
    paymentDate: payment.paymentDate,
    currency: payment.currency,
    amount: payment.amount,
    channel: payment.channel,
    paymentReference: payment.paymentReference,
    caseGuid: row.caseGuid,
    caseNumber: row.caseNumber,
    creditorName: row.creditorName,
    debtorName: row.debtorName,
    allocation: {
      principal: payment.allocatedPrincipal,
      interest: payment.allocatedInterest,
      fees: payment.allocatedFees,
      credit: payment.allocatedCredit,
    },
  };
}

/** The columns of one creditor's journal as CSV, in order. */
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
function journalCsvHeader(columns: readonly Column[], { header, language }: CsvHeader): string[] {
  if (header !== 'labels') return [...columns];
  const labels = LABELS[language === 'sv' ? 'sv' : 'en'];
  return columns.map((column) => labels[column]);
}

/** A line of the payment journal with what of it is due to the client and what the provider keeps (minor units). */
type JournalLine = ReturnType<typeof journalLineForClient> & { dueToClient: number; keptByProvider: number };

/**
 * The journal's lines as CSV in `columns`. Its header is the columns' stable keys by default, for
 * machines; with `header=labels` it names them in the reader's language (Swedish, or English for any
 * other), for a person opening it in a spreadsheet.
 */
export function journalCsvForClient(
  lines: readonly JournalLine[],
  columns: readonly Column[],
  header: CsvHeader,
) {
  const rows = lines.map((line) => {
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
  return csvDocument([journalCsvHeader(columns, header), ...rows]);
}
