/**
 * Payments as a client reports and follows them: a payment made to the client directly, the payment
 * journal of a creditor, and the named charts of the client's dashboard.
 */
import { z } from 'zod';
import { caseStatus } from './case-status.ts';
import { guid } from './cases.ts';
import { languages } from './languages.ts';
import { isoDate, listQuery, listResponse } from './lists.ts';
import { currency, minorUnits, requestCurrency } from './money.ts';

const positiveAmount = z
  .number({ error: 'InvalidAmount' })
  .int({ error: 'InvalidAmount' })
  .positive({ error: 'InvalidAmount' })
  .max(100_000_000_000, { error: 'InvalidAmount' });

export const registerDirectPaymentRequest = z.object({
  caseGuid: guid,
  amount: positiveAmount,
  currency: requestCurrency,
  paymentDate: isoDate,
  /** The client's own reference of the payment: the same reference twice is one payment. */
  paymentReference: z
    .string({ error: 'FieldRequired' })
    .trim()
    .min(1, { error: 'FieldRequired' })
    .max(50, { error: 'FieldTooLong' }),
  /** Take an amount above what is owed; the excess is kept as credit on the case. */
  overpayment: z.boolean({ error: 'BadRequest' }).default(false),
});

export const allocation = z.object({
  principal: minorUnits,
  interest: minorUnits,
  fees: minorUnits,
  /** An overpayment kept on the case. */
  credit: minorUnits,
});

export const registeredDirectPaymentResponse = z.object({
  paymentGuid: guid,
  /** False when this answers an earlier registration of the same reference. */
  created: z.boolean(),
  allocation,
  case: z.object({ caseGuid: guid, status: caseStatus, remainingAmount: minorUnits }),
});

export const paymentJournalQuery = listQuery(['paymentDate', 'amount', 'caseNumber']).extend({
  /** The period, both days included; the current month when left out. */
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** `csv` answers the whole period as CSV, as `Accept: text/csv` does: for a plain download link. */
  format: z.enum(['json', 'csv'], { error: 'InvalidFilter' }).optional(),
  /** The CSV's header: the columns' stable keys (the default, for machines) or their names, for a person. */
  header: z.enum(['keys', 'labels'], { error: 'InvalidFilter' }).optional(),
  /** The language of the names with `header=labels`: Swedish for `sv`, English for any other. */
  language: z.enum(languages, { error: 'InvalidFilter' }).optional(),
});

export const journalPayment = z.object({
  paymentGuid: guid,
  paymentDate: isoDate,
  currency,
  amount: minorUnits,
  channel: z.string(),
  paymentReference: z.string(),
  caseGuid: guid,
  caseNumber: z.string(),
  creditorName: z.string(),
  debtorName: z.string(),
  allocation,
  /** Principal and the client's share of interest: paid out to the client. */
  dueToClient: minorUnits,
  /** Fees and the provider's share of interest. */
  keptByProvider: minorUnits,
});

export const journalTotal = z.object({
  currency,
  payments: z.number().int(),
  amount: minorUnits,
  dueToClient: minorUnits,
  keptByProvider: minorUnits,
  credit: minorUnits,
});

export const paymentJournalResponse = listResponse(journalPayment).extend({
  from: isoDate,
  to: isoDate,
  /** The creditor whose journal it is; null for the journal of all the client's creditors. */
  creditor: z.object({ creditorGuid: guid, name: z.string() }).nullable(),
  /** Over the whole period, not only this page. */
  totals: z.array(journalTotal),
});
export type PaymentJournalResponse = z.infer<typeof paymentJournalResponse>;

export const CHART_NAMES = [
  'collected-per-month',
  'new-cases-per-month',
  'outstanding-by-stage',
  'outstanding-by-age',
  'collection-rate',
] as const;

export const chartQuery = z.object({
  months: z.coerce
    .number({ error: 'InvalidFilter' })
    .int({ error: 'InvalidFilter' })
    .min(1, { error: 'InvalidFilter' })
    .max(36, { error: 'InvalidFilter' })
    .default(12),
  currency: requestCurrency.default('SEK'),
});

/**
 * Every chart has one shape: named series of points, `x` a month (`YYYY-MM`), a stage or an age
 * band, `y` in the chart's unit (minor units of `currency`, a count, or a ratio from 0 to 1).
 */
export const chartResponse = z.object({
  chart: z.enum(CHART_NAMES),
  unit: z.enum(['minor', 'count', 'ratio']),
  currency: currency.nullable(),
  series: z.array(
    z.object({
      key: z.string(),
      points: z.array(z.object({ x: z.string(), y: z.number() })),
    }),
  ),
});
