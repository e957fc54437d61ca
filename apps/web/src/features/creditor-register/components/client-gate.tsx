import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { type ClientOfUser, clientQueryOptions } from '../../../shared/creditor/client-creditors.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { QueryBoundary } from '../../../shared/ui/query-boundary.tsx';

/** The page's heading, what it is for, and a link to the other way of handing cases over. */
export function RegisterPageIntro({
  title,
  intro,
  link,
}: {
  title: string;
  intro: string;
  link: { to: string; label: string } | null;
}) {
  return (
    <Stack spacing={1}>
      <PageHeading>{title}</PageHeading>
      <Typography color="textSecondary">{intro}</Typography>
      {link && (
        <Link component={RouterLink} to={link.to} sx={{ alignSelf: 'flex-start' }}>
          {link.label}
        </Link>
      )}
    </Stack>
  );
}

/** Renders `children` with the user's client (its creditors and policies) once it has loaded. */
export function WithClient({
  clientGuid,
  skeletonHeights,
  children,
}: {
  clientGuid: string;
  /** The loading placeholder: one card of each height. */
  skeletonHeights: number[];
  children: (client: ClientOfUser) => ReactNode;
}) {
  const { t } = useTranslation('creditor-register');
  return (
    <QueryBoundary
      pending={
        <Stack spacing={3} aria-busy="true">
          {skeletonHeights.map((height, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders in a fixed order
            <Skeleton key={index} variant="rounded" height={height} />
          ))}
        </Stack>
      }
      loadError={(reason) => t('loadError', { reason })}
    >
      <LoadedClient clientGuid={clientGuid}>{children}</LoadedClient>
    </QueryBoundary>
  );
}

function LoadedClient({
  clientGuid,
  children,
}: {
  clientGuid: string;
  children: (client: ClientOfUser) => ReactNode;
}) {
  const { data } = useSuspenseQuery(clientQueryOptions(clientGuid));
  return children(data);
}
