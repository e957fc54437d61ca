import { type QueryKey, type UseSuspenseQueryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigation } from 'react-router';
import type { ApiError } from '../api/api-error.ts';
import { LoadErrorNotice } from '../ui/load-error-notice.tsx';
import { QueryBoundary } from '../ui/query-boundary.tsx';
import { useWideLayout } from '../ui/use-wide-layout.ts';
import { type ListPage, ListSkeleton, ListTable, type ListTableProps } from './list-table.tsx';

type QueryListTableProps<Item, Page extends ListPage<Item>, Answer, Key extends QueryKey> = Omit<
  ListTableProps<Item>,
  'data' | 'fetching'
> & {
  /** The page the address asks for, which the route's loader has started (or fetched); `select` may cut it from a whole answer. */
  query: UseSuspenseQueryOptions<Answer, Error, Page, Key>;
  /** What the page's answer shows above the table (a journal's totals), and its shape while it loads. */
  header?: (page: Page) => ReactNode;
  pendingHeader?: ReactNode;
};

/**
 * A server-paged list read with a suspending query: its skeleton while the first page loads, a notice
 * with "try again" when a page could not be fetched (the search and filters above stay usable), and,
 * while the route's loader fetches another page, the page shown dimmed until the new one is in.
 */
export function QueryListTable<Item, Page extends ListPage<Item>, Answer, Key extends QueryKey>({
  pendingHeader,
  ...table
}: QueryListTableProps<Item, Page, Answer, Key>) {
  const wide = useWideLayout();
  const { query } = table;
  const asked = JSON.stringify(query.queryKey);
  return (
    <QueryBoundary
      pending={
        <>
          {pendingHeader}
          <ListSkeleton caption={table.caption} wide={wide} />
        </>
      }
      failed={(error, retry) => <ListLoadError error={error} retry={retry} asked={asked} />}
    >
      <ListPageTable {...table} />
    </QueryBoundary>
  );
}

function ListPageTable<Item, Page extends ListPage<Item>, Answer, Key extends QueryKey>({
  query,
  header,
  ...table
}: Omit<QueryListTableProps<Item, Page, Answer, Key>, 'pendingHeader'>) {
  const { data } = useSuspenseQuery(query);
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // Another page, order or filter of this list: the loader is fetching it.
  const fetching = navigation.state === 'loading' && navigation.location.pathname === pathname;
  return (
    <>
      {header?.(data)}
      <ListTable {...table} data={data} fetching={fetching} />
    </>
  );
}

/** A page that failed; asking for another page (the address changed) tries again with it. */
function ListLoadError({ error, retry, asked }: { error: ApiError; retry: () => void; asked: string }) {
  const { t } = useTranslation('creditor');
  const failed = useRef(asked);
  useEffect(() => {
    if (asked !== failed.current) retry();
  }, [asked, retry]);
  return (
    <LoadErrorNotice error={error} message={(reason) => t('list.loadError', { reason })} onRetry={retry} />
  );
}
