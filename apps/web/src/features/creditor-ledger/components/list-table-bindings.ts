import type { SortOrder } from '../../../shared/creditor/use-list-params.ts';

type ListState = {
  sort: string | undefined;
  order: SortOrder | undefined;
  change: (patch: { sort?: string; order?: SortOrder; page?: number; pageSize?: number }) => void;
};

/** What a list's table takes from the list's state in the address: sort, order and paging. */
export function listTableBindings(list: ListState) {
  return {
    sort: list.sort,
    order: list.order,
    onSort: (sort: string, order: SortOrder) => list.change({ sort, order }),
    onPageChange: (page: number) => list.change({ page }),
    onPageSizeChange: (pageSize: number) => list.change({ pageSize }),
  };
}
