/**
 * The payment journal: every payment on a client's cases in a period (all its creditors', or one
 * creditor's), with how it was allocated and what of it is due to the client versus kept by the
 * provider (fees and the provider's share of interest, `clients.interest_share_bp`).
 */
import type { Currency } from '@fordra/domain';
import type { Executor } from '../../db/executor.ts';
import { clientById, clientCreditorWithInterestShare } from '../../db/repositories/clients.ts';
import {
  type JournalScope,
  latestJournalPaymentDay,
  paymentJournalCount,
  paymentJournalLines,
  paymentJournalPage,
} from '../../db/repositories/payments.ts';
import { notFound } from '../../http/api-error.ts';
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

function monthOf(day: string) {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${day.slice(0, 7)}-01`, to: `${day.slice(0, 7)}-${String(last).padStart(2, '0')}` };
}

/** A journal's scope and its interest share: one creditor's of the client, or (null) all of them. */
export type JournalOwner = {
  scope: JournalScope;
  shareBp: number;
  creditor: { creditorGuid: string; name: string } | null;
};

export async function journalOwner(
  db: Executor,
  clientId: string,
  creditorGuid: string | null,
): Promise<JournalOwner> {
  if (creditorGuid === null) {
    const client = await clientById(db, clientId);
    if (!client) throw notFound('The client');
    return { scope: { clientId, creditorId: null }, shareBp: client.interestShareBp, creditor: null };
  }
  const creditor = await clientCreditorWithInterestShare(db, clientId, creditorGuid);
  if (!creditor) throw notFound('The creditor');
  return {
    scope: { clientId, creditorId: creditor.id },
    shareBp: creditor.shareBp,
    creditor: { creditorGuid: creditor.guid, name: creditor.name },
  };
}

/**
 * The period asked for; a day left out is that of the default month: the current one, or with
 * `latestWithPayments` the month of the latest payment up to today (the current one when there is none).
 */
export async function journalPeriod(
  db: Executor,
  owner: JournalOwner,
  query: { from?: string | undefined; to?: string | undefined },
  today: string,
  latestWithPayments: boolean,
) {
  checkPeriod(query);
  const latest =
    latestWithPayments && !query.from && !query.to
      ? await latestJournalPaymentDay(db, owner.scope, today)
      : null;
  const period = {
    ...monthOf(latest ?? today),
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
  };
  checkPeriod(period);
  return period;
}

type JournalRow = Awaited<ReturnType<typeof paymentJournalLines>>[number];

export function presentJournalRow(row: JournalRow, shareBp: number) {
  const line = journalLineForClient(row);
  return { ...line, ...split(line.allocation, shareBp) };
}

export async function paymentJournal(
  db: Executor,
  owner: JournalOwner,
  period: { from: string; to: string },
  query: JournalQuery,
) {
  const { scope, shareBp } = owner;
  const descending = (query.order ?? (query.sort ? 'asc' : 'desc')) === 'desc';
  const { limit, offset } = pageWindow(query);
  const [rows, total, perCurrency] = await Promise.all([
    paymentJournalPage(db, scope, period, { sort: query.sort ?? 'paymentDate', descending, limit, offset }),
    paymentJournalCount(db, scope, period),
    // Totals from every row of the period, split row by row as the rows are, so they add up.
    paymentJournalLines(db, scope, period),
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
    const line = presentJournalRow(row, shareBp);
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
      rows.map((row) => presentJournalRow(row, shareBp)),
      total,
    ),
    from: period.from,
    to: period.to,
    creditor: owner.creditor,
    totals: [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
  };
}
