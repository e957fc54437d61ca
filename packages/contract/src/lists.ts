/**
 * Every list of the gateway pages, sorts and filters the same way and answers in one shape:
 * `{ items, page, pageSize, total }`. A schema's `error` is the code a caller gets for a bad value.
 */
import { isValidIsoDate } from '@fordra/domain';
import { z } from 'zod';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 25;

/** A calendar day `YYYY-MM-DD` that exists (no 30 February). */
export const isoDate = z
  .string({ error: 'InvalidDate' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'InvalidDate' })
  .refine(isValidIsoDate, { error: 'InvalidDate' });

/** `page` (from 1), `pageSize` (1–100), `sort` (one of the list's keys) and `order`. */
export function listQuery<const Keys extends readonly [string, ...string[]]>(sortKeys: Keys) {
  return z.object({
    page: z.coerce
      .number({ error: 'BadRequest' })
      .int({ error: 'BadRequest' })
      .min(1)
      .max(1_000_000)
      .default(1),
    pageSize: z.coerce
      .number({ error: 'InvalidPageSize' })
      .int({ error: 'InvalidPageSize' })
      .min(1, { error: 'InvalidPageSize' })
      .max(MAX_PAGE_SIZE, { error: 'InvalidPageSize' })
      .default(DEFAULT_PAGE_SIZE),
    sort: z.enum(sortKeys, { error: 'UnknownSortKey' }).optional(),
    order: z.enum(['asc', 'desc'], { error: 'UnknownSortKey' }).optional(),
  });
}

/** A period filter: `from` and `to`, both ISO days, `from` not after `to`. */
export const periodQuery = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
});

/** Free text over the list's searchable fields, at most 100 characters. */
export const searchText = z.string().trim().max(100, { error: 'FieldTooLong' }).optional();

export function listResponse<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** How many items match the filters, over all pages. */
    total: z.number().int(),
  });
}
