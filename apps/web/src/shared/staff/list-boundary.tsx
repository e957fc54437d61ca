import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../creditor/list-table.tsx';
import { LoadErrorNotice } from '../ui/load-error-notice.tsx';
import { QueryBoundary } from '../ui/query-boundary.tsx';

const ignore = () => undefined;

/**
 * Where a back-office list's page is read with `useSuspenseQuery`: the list's own skeleton (rows the
 * size of its rows, a table or cards as the width asks) while it loads, and, when it cannot be
 * loaded, why, with a way to try again.
 */
export function ListBoundary({
  caption,
  refused,
  children,
}: {
  caption: string;
  /** What the list says when the server refuses it (403): for a list that is not everyone's. */
  refused?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('creditor');
  const loadError = (reason: string) => t('list.loadError', { reason });
  return (
    <QueryBoundary
      // A list without a page shows its skeleton.
      pending={
        <ListTable
          caption={caption}
          columns={[]}
          getKey={String}
          data={undefined}
          onPageChange={ignore}
          onPageSizeChange={ignore}
          empty={null}
        />
      }
      failed={(error, retry) =>
        error.status === 403 && refused !== undefined ? (
          refused
        ) : (
          <LoadErrorNotice error={error} message={loadError} onRetry={retry} />
        )
      }
    >
      {children}
    </QueryBoundary>
  );
}
