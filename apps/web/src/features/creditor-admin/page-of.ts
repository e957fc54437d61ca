import type { ListPage } from '../../shared/creditor/list-table.tsx';

/**
 * One page of a list the server answers whole (the client's API keys, a handful), in the shape of a
 * server-paged list; a page past the end shows the last one.
 */
export function pageOf<Item>(items: Item[], page: number, pageSize: number): ListPage<Item> {
  const lastPage = Math.max(1, Math.ceil(items.length / pageSize));
  const shown = Math.min(page, lastPage);
  const start = (shown - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), page: shown, pageSize, total: items.length };
}
