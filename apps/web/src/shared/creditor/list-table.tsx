import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWideLayout } from '../ui/use-wide-layout.ts';
import { visuallyHidden } from '../ui/visually-hidden.ts';
import { PAGE_SIZES, type SortOrder } from './use-list-params.ts';

export type ListColumn<Item> = {
  key: string;
  label: string;
  render: (item: Item) => ReactNode;
  /** The list's sort key for this column, when the server sorts by it. */
  sortKey?: string;
  /** Amounts and counts: right-aligned (in reading direction: at the end). */
  numeric?: boolean;
  /** On phones: the card's title (one column, usually the one with the link). */
  primary?: boolean;
};

export type ListPage<Item> = { items: Item[]; page: number; pageSize: number; total: number };

export type ListTableProps<Item> = {
  /** Names the table for screen readers (its caption). */
  caption: string;
  columns: ListColumn<Item>[];
  getKey: (item: Item) => string;
  /** The page shown. */
  data: ListPage<Item>;
  /** A newer page is on its way (the one shown is the previous). */
  fetching?: boolean;
  sort?: string;
  order?: SortOrder;
  onSort?: (sort: string, order: SortOrder) => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  /** What an empty page says (a search with no match, or nothing yet). */
  empty: ReactNode;
};

/**
 * A server-paged list: a table with sortable columns from md up, a card per row on phones (each
 * column a labelled line), the same pagination under both. Keyboard users reach the sort buttons,
 * the links the columns render and the pagination in reading order.
 */
export function ListTable<Item>(props: ListTableProps<Item>) {
  const { t } = useTranslation(['creditor', 'common']);
  const wide = useWideLayout();
  const { data, fetching = false } = props;

  const body =
    data.items.length === 0 ? (
      <Card>
        <CardContent>{props.empty}</CardContent>
      </Card>
    ) : wide ? (
      <ListAsTable {...props} items={data.items} />
    ) : (
      <ListAsCards {...props} items={data.items} />
    );

  return (
    <Box aria-busy={fetching} sx={{ opacity: fetching ? 0.6 : 1, transition: 'opacity 150ms' }}>
      {body}
      {data.total > 0 && (
        <TablePagination
          component="div"
          count={data.total}
          page={data.page - 1}
          rowsPerPage={data.pageSize}
          rowsPerPageOptions={[...PAGE_SIZES]}
          onPageChange={(_event, page) => props.onPageChange(page + 1)}
          onRowsPerPageChange={(event) => props.onPageSizeChange(Number(event.target.value))}
          labelRowsPerPage={t('list.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) => t('list.displayedRows', { from, to, count })}
          getItemAriaLabel={(type) => t(`list.pageButton.${type}`)}
          sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 0 } }}
        />
      )}
    </Box>
  );
}

function ListAsTable<Item>({
  caption,
  columns,
  getKey,
  items,
  sort,
  order,
  onSort,
}: ListTableProps<Item> & { items: Item[] }) {
  const { t } = useTranslation('creditor');
  return (
    <Card>
      <TableContainer>
        <Table size="small" sx={{ '& td, & th': { py: 1.25 } }}>
          <Box component="caption" sx={visuallyHidden}>
            {caption}
          </Box>
          <TableHead>
            <TableRow>
              {columns.map((column) => {
                const active = column.sortKey !== undefined && column.sortKey === sort;
                const direction = active ? (order ?? 'asc') : 'asc';
                return (
                  <TableCell
                    key={column.key}
                    align={column.numeric ? 'right' : 'left'}
                    sortDirection={active ? direction : false}
                    sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                  >
                    {column.sortKey && onSort ? (
                      <TableSortLabel
                        active={active}
                        direction={direction}
                        onClick={() =>
                          onSort(column.sortKey as string, active && direction === 'asc' ? 'desc' : 'asc')
                        }
                        aria-label={t('list.sortBy', { column: column.label })}
                      >
                        {column.label}
                      </TableSortLabel>
                    ) : (
                      column.label
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => (
              <TableRow key={getKey(item)} hover>
                {columns.map((column) => (
                  <TableCell
                    key={column.key}
                    align={column.numeric ? 'right' : 'left'}
                    sx={
                      column.numeric
                        ? { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }
                        : undefined
                    }
                  >
                    {column.render(item)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}

function ListAsCards<Item>({ caption, columns, getKey, items }: ListTableProps<Item> & { items: Item[] }) {
  const primary = columns.find((column) => column.primary) ?? columns[0];
  const rest = columns.filter((column) => column !== primary);
  return (
    <Stack component="ul" spacing={1.5} aria-label={caption} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <Card component="li" key={getKey(item)}>
          <CardContent sx={{ '&:last-child': { pb: 2 } }}>
            {primary && (
              <Typography variant="subtitle1" component="div" sx={{ mb: 1, fontWeight: 600 }}>
                {primary.render(item)}
              </Typography>
            )}
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'fit-content(45%) minmax(0, 1fr)',
                columnGap: 2,
                rowGap: 0.5,
                m: 0,
              }}
            >
              {rest.map((column) => (
                <Box key={column.key} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="textSecondary">
                    {column.label}
                  </Typography>
                  <Typography
                    component="dd"
                    variant="body2"
                    sx={{
                      m: 0,
                      textAlign: column.numeric ? 'end' : 'start',
                      fontVariantNumeric: column.numeric ? 'tabular-nums' : undefined,
                      minWidth: 0,
                      overflowWrap: 'anywhere',
                    }}
                  >
                    {column.render(item)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/** A list's first page on its way: rows (on phones, cards) of the size the list will have. */
export function ListSkeleton({ caption, wide }: { caption: string; wide: boolean }) {
  return (
    <Box role="status" aria-busy="true" aria-label={caption}>
      <Stack spacing={wide ? 0.5 : 1.5}>
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} variant="rounded" height={wide ? 40 : 120} />
        ))}
      </Stack>
    </Box>
  );
}
