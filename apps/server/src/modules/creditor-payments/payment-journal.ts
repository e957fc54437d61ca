/**
 * `journals/payments/{creditorGuid}`: every payment on a creditor's cases in a period, with how it was
 * allocated and what of it is due to the client versus kept by the provider (fees and the provider's
 * share of interest, `clients.interest_share_bp`). As JSON, or as CSV for a spreadsheet.
 */
import type { Currency } from '@fordra/domain';
import type { Executor } from '../../db/executor.ts';
import { clientCreditorWithInterestShare } from '../../db/repositories/clients.ts';
import {
  paymentJournalCount,
  paymentJournalLines,
  paymentJournalLinesByDate,
  paymentJournalPage,
} from '../../db/repositories/payments.ts';
import { notFound } from '../../http/api-error.ts';
import { csvAmount, csvDocument } from '../../http/csv.ts';
import { checkPeriod, listAnswer, type PageQuery, pageWindow } from '../../http/lists.ts';
import { journalLineForClient } from '../../presenters/payment-for-client.ts';

export type JournalQuery = PageQuery & {
  sort?: 'paymentDate' | 'amount' | 'caseNumber' | undefined;
  order?: 'asc' | 'desc' | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/** The provider's share of a payment's interest, in minor units, rounded half up. */
const providerInterest = (interest: number, shareBp: number) => Math.round((interest * shareBp) / 10_000);

export function split(allocation: { principal: number; interest: number; fees: number }, shareBp: number) {
  const kept = providerInterest(allocation.interest, shareBp);
  return {
    dueToClient: allocation.principal + allocation.interest - kept,
    keptByProvider: allocation.fees + kept,
  };
}

function monthOf(today: string) {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${today.slice(0, 7)}-01`, to: `${today.slice(0, 7)}-${String(last).padStart(2, '0')}` };
}

async function journalScope(
  db: Executor,
  clientId: string,
  creditorGuid: string,
  query: JournalQuery,
  today: string,
) {
  checkPeriod(query);
  const period = {
    ...monthOf(today),
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
  };
  checkPeriod(period);
  const creditor = await clientCreditorWithInterestShare(db, clientId, creditorGuid);
  if (!creditor) throw notFound('The creditor');
  return { creditor, period };
}

type JournalRow = Awaited<ReturnType<typeof paymentJournalLines>>[number];

function presentRow(row: JournalRow, shareBp: number) {
  const line = journalLineForClient(row);
  return { ...line, ...split(line.allocation, shareBp) };
}

export async function paymentJournal(
  db: Executor,
  clientId: string,
  creditorGuid: string,
  query: JournalQuery,
  today: string,
) {
  const { creditor, period } = await journalScope(db, clientId, creditorGuid, query, today);
  const descending = (query.order ?? (query.sort ? 'asc' : 'desc')) === 'desc';
  const { limit, offset } = pageWindow(query);
  const [rows, total, perCurrency] = await Promise.all([
    paymentJournalPage(db, creditor.id, period, {
      sort: query.sort ?? 'paymentDate',
      descending,
      limit,
      offset,
    }),
    paymentJournalCount(db, creditor.id, period),
    // Totals from every row of the period, split row by row as the rows are, so they add up.
    paymentJournalLines(db, creditor.id, period),
  ]);
  const totals = new Map<
    string,
    {
      currency: Currency;
      payments: number;
      amount: number;
      dueToClient: number;
      keptByProvider: number;
      credit: number;
    }
  >();
  for (const row of perCurrency) {
    const line = presentRow(row, creditor.shareBp);
    const sum = totals.get(line.currency) ?? {
      currency: line.currency,
      payments: 0,
      amount: 0,
      dueToClient: 0,
      keptByProvider: 0,
      credit: 0,
    };
    sum.payments += 1;
    sum.amount += line.amount;
    sum.dueToClient += line.dueToClient;
    sum.keptByProvider += line.keptByProvider;
    sum.credit += line.allocation.credit;
    totals.set(line.currency, sum);
  }
  return {
    ...listAnswer(
      query,
      rows.map((row) => presentRow(row, creditor.shareBp)),
      total,
    ),
    from: period.from,
    to: period.to,
    creditor: { creditorGuid: creditor.guid, name: creditor.name },
    totals: [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
  };
}

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

/** The whole period as CSV (http/csv.ts). */
export async function paymentJournalCsv(
  db: Executor,
  clientId: string,
  creditorGuid: string,
  query: JournalQuery,
  today: string,
) {
  const { creditor, period } = await journalScope(db, clientId, creditorGuid, query, today);
  const rows = await paymentJournalLinesByDate(db, creditor.id, period);
  const lines = rows.map((row) => {
    const line = presentRow(row, creditor.shareBp);
    return [
      line.paymentDate,
      line.caseNumber,
      line.debtorName,
      line.channel,
      line.paymentReference,
      line.currency,
      csvAmount(line.amount),
      csvAmount(line.allocation.principal),
      csvAmount(line.allocation.interest),
      csvAmount(line.allocation.fees),
      csvAmount(line.allocation.credit),
      csvAmount(line.dueToClient),
      csvAmount(line.keptByProvider),
    ];
  });
  const text = csvDocument([JOURNAL_CSV_COLUMNS, ...lines]);
  const fileName = `betalningar-${creditor.name.replace(/[^\p{L}\p{N}]+/gu, '-')}-${period.from}-${period.to}.csv`;
  return { text, fileName };
}
