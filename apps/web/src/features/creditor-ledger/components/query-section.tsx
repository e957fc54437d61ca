import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadErrorNotice } from '../../../shared/ui/load-error-notice.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';

/**
 * A titled card whose content comes from its own call: skeleton rows while it loads, a notice with
 * "try again" if it fails (the rest of the page stays), then `children` with the data.
 */
export function QuerySection<Data>({
  title,
  query,
  loadError,
  children,
}: {
  title: string;
  query: UseQueryResult<Data>;
  /** What failed, given the reason in words. */
  loadError: (reason: string) => string;
  children: (data: Data) => ReactNode;
}) {
  let content: ReactNode;
  if (query.isPending) {
    content = (
      <Box role="status" aria-busy="true" aria-label={title}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rounded" height={40} sx={{ mb: 1 }} />
        ))}
      </Box>
    );
  } else if (query.isError) {
    content = (
      <LoadErrorNotice error={query.error} message={loadError} onRetry={() => void query.refetch()} />
    );
  } else {
    content = children(query.data);
  }
  return <SectionCard title={title}>{content}</SectionCard>;
}
