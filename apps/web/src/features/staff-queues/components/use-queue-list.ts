import { useSearchParams } from 'react-router';
import { type ListChange, useListParams } from '../../../shared/creditor/use-list-params.ts';
import { queueListDefaults } from '../queue-list-query.ts';

/** A queue's list state in the address: oldest first unless sorted the other way, paged. */
export function useQueueList<Filter extends string = never>(filterKeys: readonly Filter[] = []) {
  const list = useListParams(filterKeys, queueListDefaults);
  const { page, pageSize, order } = list.query;
  const tableProps = {
    sort: 'waitingSince',
    order: order ?? 'asc',
    onSort: (_sort: string, nextOrder: 'asc' | 'desc') =>
      list.change({ order: nextOrder === 'asc' ? undefined : nextOrder } as ListChange<Filter>),
    onPageChange: (nextPage: number) => list.change({ page: nextPage } as ListChange<Filter>),
    onPageSizeChange: (nextSize: number) => list.change({ pageSize: nextSize } as ListChange<Filter>),
  };
  return { list, query: { page, pageSize, order }, tableProps };
}

/** One search parameter of the address (the open item), changed without touching the list's others. */
export function useOpenParam(name: string) {
  const [search, setSearch] = useSearchParams();
  const value = search.get(name);
  const set = (next: string | null) =>
    setSearch(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next) changed.set(name, next);
        else changed.delete(name);
        return changed;
      },
      { replace: true },
    );
  return [value, set] as const;
}
