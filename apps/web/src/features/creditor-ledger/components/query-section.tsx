import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { type QueryKey, type UseSuspenseQueryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryBoundary } from '../../../shared/ui/query-boundary.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';

type QueryContentProps<Data, Key extends QueryKey> = {
  query: UseSuspenseQueryOptions<Data, Error, Data, Key>;
  children: (data: Data) => ReactNode;
};

/**
 * A titled card whose content comes from its own call: skeleton rows while it loads, a notice with
 * "try again" if it fails (the rest of the page stays), then `children` with the data.
 */
export function QuerySection<Data, Key extends QueryKey>({
  title,
  query,
  loadError,
  children,
}: QueryContentProps<Data, Key> & {
  title: string;
  /** What failed, given the reason in words. */
  loadError: (reason: string) => string;
}) {
  return (
    <SectionCard title={title}>
      <QueryBoundary
        pending={
          <Box role="status" aria-busy="true" aria-label={title}>
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} variant="rounded" height={40} sx={{ mb: 1 }} />
            ))}
          </Box>
        }
        loadError={loadError}
      >
        <QueryContent query={query}>{children}</QueryContent>
      </QueryBoundary>
    </SectionCard>
  );
}

function QueryContent<Data, Key extends QueryKey>({ query, children }: QueryContentProps<Data, Key>) {
  const { data } = useSuspenseQuery(query);
  return children(data);
}
