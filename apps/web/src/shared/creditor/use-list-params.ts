import { useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 25;

export type SortOrder = 'asc' | 'desc';

type ListState<Filter extends string> = {
  page: number;
  pageSize: number;
  sort: string | undefined;
  order: SortOrder | undefined;
  /** The free text searched for; '' for none. */
  q: string;
  filters: Record<Filter, string | undefined>;
};

export type ListChange<Filter extends string> = Partial<
  Pick<ListState<Filter>, 'page' | 'pageSize' | 'sort' | 'order' | 'q'> & Record<Filter, string | undefined>
>;

function positiveInteger(text: string | null): number | null {
  if (text === null || !/^\d{1,7}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 ? value : null;
}

/**
 * A list's state as the address gives it (what `useListParams` reads), for a route's loader as well:
 * a page or page size out of range falls back to the first page of 25.
 */
export function listStateOf<Filter extends string = never>(
  search: URLSearchParams,
  filterKeys: readonly Filter[] = [],
  defaults: { sort?: string; order?: SortOrder } = {},
): ListState<Filter> {
  const pageSize = positiveInteger(search.get('pageSize'));
  const order = search.get('order');
  const filters = {} as Record<Filter, string | undefined>;
  for (const key of filterKeys) filters[key] = search.get(key) || undefined;
  return {
    page: positiveInteger(search.get('page')) ?? 1,
    pageSize: PAGE_SIZES.find((size) => size === pageSize) ?? DEFAULT_PAGE_SIZE,
    sort: search.get('sort') ?? defaults.sort,
    order: order === 'asc' || order === 'desc' ? order : defaults.order,
    q: search.get('q') ?? '',
    filters,
  };
}

/** What the gateway's list calls take from a list's state: page, size, order, the search (none when empty), the filters. */
export function listQueryOf<Filter extends string>(state: ListState<Filter>) {
  return {
    page: state.page,
    pageSize: state.pageSize,
    sort: state.sort,
    order: state.order,
    q: state.q || undefined,
    ...state.filters,
  };
}

/**
 * A server-paged list's state, kept in the address (`?page=2&sort=dueDate&order=asc&q=…&status=…`),
 * so that back, forward, reload and a shared link show the same page. Changing anything but the page
 * goes back to the first page. `query` is what the gateway's list calls take. Pass `filterKeys` as a
 * constant defined outside the component.
 */
export function useListParams<Filter extends string = never>(
  filterKeys: readonly Filter[] = [],
  defaults: { sort?: string; order?: SortOrder } = {},
) {
  const [search, setSearch] = useSearchParams();
  // What this hook last asked the router for, and the address it was asked from. A change builds on
  // the browser's address, which the router has written once a navigation is done, or on what was
  // asked when the router has not written it yet: so two quick changes (a day typed into "from" and
  // then "to") build on each other, whatever React has rendered in between.
  const asked = useRef<{ from: string; next: URLSearchParams } | null>(null);

  const { sort, order } = defaults;
  const state = useMemo(
    () => listStateOf(search, filterKeys, { sort, order }),
    [search, filterKeys, sort, order],
  );

  const change = (patch: ListChange<Filter>) => {
    const address = window.location.search;
    const next = new URLSearchParams(asked.current?.from === address ? asked.current.next : address);
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined || value === '' || value === null) next.delete(key);
      else next.set(key, String(value));
    }
    if (patch.page === undefined || patch.page === 1) next.delete('page');
    if (next.get('pageSize') === String(DEFAULT_PAGE_SIZE)) next.delete('pageSize');
    asked.current = { from: address, next };
    setSearch(next, { replace: true });
  };

  const query = listQueryOf(state);
  const filtered = state.q !== '' || Object.values(state.filters).some((value) => value !== undefined);

  return { ...state, query, filtered, change };
}
