import type { UseQueryResult } from '@tanstack/react-query';
import type { ListPage } from '../../../shared/creditor/list-table.tsx';
import type { SortOrder } from '../../../shared/creditor/use-list-params.ts';

type ListState = {
  sort: string | undefined;
  order: SortOrder | undefined;
  change: (patch: { sort?: string; order?: SortOrder; page?: number; pageSize?: number }) => void;
};

/**
 * What a ListTable takes from the list's state in the address (sort, order, paging) and from the
 * query of its page (the page, whether a newer one is on its way, a failure and how to retry).
 */
export function listTableBindings<Item>(list: ListState, query: UseQueryResult<ListPage<Item>>) {
  return {
    data: query.data,
    fetching: query.isPlaceholderData,
    error: query.error,
    onRetry: () => void query.refetch(),
    sort: list.sort,
    order: list.order,
    onSort: (sort: string, order: SortOrder) => list.change({ sort, order }),
    onPageChange: (page: number) => list.change({ page }),
    onPageSizeChange: (pageSize: number) => list.change({ pageSize }),
  };
}
