import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageHeading } from './page-heading.tsx';

/** A page with its heading, a sentence on what it is for and its main action beside them, then its content. */
export function TitledPage({
  title,
  intro,
  action,
  children,
}: {
  title: string;
  intro?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack spacing={{ xs: 3, md: 4 }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-end' } }}
      >
        <Stack spacing={1}>
          <PageHeading>{title}</PageHeading>
          {intro && <Typography color="textSecondary">{intro}</Typography>}
        </Stack>
        {action}
      </Stack>
      {children}
    </Stack>
  );
}
