/**
 * The Riksbank's reference rates in the back office (`/api/staff/reference-rates`): every member of staff
 * reads them and the half-years still without one; an admin enters a half-year's published rate with its
 * source, or imports the Riksbank's series as a file; a handler is refused with 403.
 */
import { REFERENCE_RATE_BOUNDS_BP } from '@fordra/domain';
import { z } from 'zod';
import { isoDate } from './lists.ts';

/** A half-year's rate as stored: in force from `validFrom` (1 January or 1 July), basis points a year. */
export const referenceRate = z.object({
  validFrom: isoDate,
  rateBp: z.number().int(),
  /** Where it was taken from: the Riksbank's publication, or what the admin who entered it named. */
  source: z.string(),
});

/** GET /api/staff/reference-rates: the rates, newest first, and the half-years up to today without one. */
export const referenceRatesResponse = z.object({
  items: z.array(referenceRate),
  /** ISO first days of the half-years up to today with no rate, oldest first: staff's first task. */
  missing: z.array(isoDate),
});
export type ReferenceRatesResponse = z.infer<typeof referenceRatesResponse>;

/** Where a rate comes from: required, e.g. a URL or "Riksbanken, beslut 2026-06-30". */
const rateSource = z
  .string({ error: 'SourceRequired' })
  .trim()
  .min(1, { error: 'SourceRequired' })
  .max(300, { error: 'FieldTooLong' });

/** PUT /api/staff/reference-rates/:validFrom, with the half-year's first day in the path. */
export const referenceRateParams = z.object({ validFrom: isoDate });

/** The body of PUT /api/staff/reference-rates/:validFrom: the published rate and its source. */
export const enterReferenceRateRequest = z.object({
  rateBp: z
    .number({ error: 'InvalidReferenceRate' })
    .int({ error: 'InvalidReferenceRate' })
    .min(REFERENCE_RATE_BOUNDS_BP.min, { error: 'InvalidReferenceRate' })
    .max(REFERENCE_RATE_BOUNDS_BP.max, { error: 'InvalidReferenceRate' }),
  source: rateSource,
});
export type EnterReferenceRateRequest = z.infer<typeof enterReferenceRateRequest>;

/** The largest file of rates taken, in characters. */
export const REFERENCE_RATE_FILE_MAX_CHARS = 100_000;

/**
 * POST /api/staff/reference-rates/import: the Riksbank's series as exported (CSV: `YYYY-MM-DD;rate` lines,
 * decimal commas, an optional header), read by the browser as text, with where it was taken from.
 */
export const importReferenceRatesRequest = z.object({
  content: z.string({ error: 'ReferenceRateFileRefused' }).max(REFERENCE_RATE_FILE_MAX_CHARS, {
    error: 'ReferenceRateFileRefused',
  }),
  source: rateSource,
});
export type ImportReferenceRatesRequest = z.infer<typeof importReferenceRatesRequest>;

/** The import's answer: the half-years added, and how many of the file were on file already, the same. */
export const importReferenceRatesResponse = referenceRatesResponse.extend({
  added: z.array(isoDate),
  unchanged: z.number().int(),
});
export type ImportReferenceRatesResponse = z.infer<typeof importReferenceRatesResponse>;
