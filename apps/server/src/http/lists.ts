/** What every list of the gateway shares: the page asked for, the period checked, the answer's shape. */
import { ApiError } from './api-error.ts';

export type PageQuery = { page: number; pageSize: number };

/** The rows to skip and take for a page. */
export function pageWindow(query: PageQuery): { limit: number; offset: number } {
  return { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
}

/** `{ items, page, pageSize, total }`, the one shape of every list. */
export function listAnswer<T>(query: PageQuery, items: T[], total: number) {
  return { items, page: query.page, pageSize: query.pageSize, total };
}

/** Refuses a period whose end comes before its start. */
export function checkPeriod(period: { from?: string | undefined; to?: string | undefined }): void {
  if (period.from && period.to && period.to < period.from)
    throw new ApiError(400, 'DatesOutOfOrder', 'The period ends before it starts.', { field: 'to' });
}

/** A `like` pattern that finds `text` anywhere, with the pattern characters in it taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
