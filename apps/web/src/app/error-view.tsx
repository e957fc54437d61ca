import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';
import { logClientError } from '../shared/session/session-client.ts';
import { CenteredPage } from '../shared/ui/centered-page.tsx';
import { PageHeading } from '../shared/ui/page-heading.tsx';
import { paths } from './paths.ts';

export type ErrorKind = 'notFound' | 'failed';

export function ErrorMessage({ kind }: { kind: ErrorKind }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2.5}>
      <PageHeading>{kind === 'notFound' ? t('routeError.notFoundTitle') : t('routeError.title')}</PageHeading>
      <Typography>{kind === 'notFound' ? t('routeError.notFoundBody') : t('routeError.body')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained" component={RouterLink} to={paths.home} startIcon={<HomeOutlinedIcon />}>
          {t('routeError.home')}
        </Button>
        {kind === 'failed' && (
          // A reload also fetches a newer build when the page's code changed under it.
          <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => window.location.reload()}>
            {t('retry')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

/** What went wrong, for the message; anything but a missing page is reported to the server log. */
export function useErrorKind(): ErrorKind {
  const error = useRouteError();
  const kind: ErrorKind = isRouteErrorResponse(error) && error.status === 404 ? 'notFound' : 'failed';
  useEffect(() => {
    if (kind === 'failed')
      void logClientError('CLIENT_ROUTE_ERROR', error instanceof Error ? error.message : String(error));
  }, [kind, error]);
  return kind;
}

/** Anything that failed above the layouts: a page of its own. */
export function RootErrorView() {
  return (
    <CenteredPage>
      <ErrorMessage kind={useErrorKind()} />
    </CenteredPage>
  );
}
