import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';
import { paths } from '../config/paths.ts';
import { logClientError } from '../shared/session/session-client.ts';
import { CenteredPage } from '../shared/ui/centered-page.tsx';
import { PageHeading } from '../shared/ui/page-heading.tsx';
import { PathIcon } from '../shared/ui/path-icon.tsx';
import { PlainButton, plainButtonClass, StartIcon } from '../shared/ui/plain-button.tsx';
import classes from './error-view.module.css';

export type ErrorKind = 'notFound' | 'failed';

// Material's HomeOutlined and Refresh icons.
const homeIcon = 'm12 5.69 5 4.5V18h-2v-6H9v6H7v-7.81zM12 3 2 12h3v8h6v-6h2v6h6v-8h3z';
const refreshIcon =
  'M17.65 6.35C16.2 4.9 14.21 4 12 4c-4.42 0-7.99 3.58-7.99 8s3.57 8 7.99 8c3.73 0 6.84-2.55 7.73-6h-2.08c-.82 2.33-3.04 4-5.65 4-3.31 0-6-2.69-6-6s2.69-6 6-6c1.66 0 3.14.69 4.22 1.78L13 11h7V4z';

/**
 * What went wrong and the ways on: home, or (for a failure) a reload. Drawn without MUI and kept in
 * the first chunk, so it shows even when the page's code could not be loaded (a newer build).
 */
export function ErrorMessage({ kind }: { kind: ErrorKind }) {
  const { t } = useTranslation();
  return (
    <div className={classes.message}>
      <PageHeading>{kind === 'notFound' ? t('routeError.notFoundTitle') : t('routeError.title')}</PageHeading>
      <p className={classes.body}>
        {kind === 'notFound' ? t('routeError.notFoundBody') : t('routeError.body')}
      </p>
      <div className={classes.actions}>
        <RouterLink to={paths.home} className={plainButtonClass({ variant: 'contained' })}>
          <StartIcon>
            <PathIcon path={homeIcon} />
          </StartIcon>
          {t('routeError.home')}
        </RouterLink>
        {kind === 'failed' && (
          // A reload also fetches a newer build when the page's code changed under it.
          <PlainButton
            variant="outlined"
            startIcon={<PathIcon path={refreshIcon} />}
            onClick={() => window.location.reload()}
          >
            {t('retry')}
          </PlainButton>
        )}
      </div>
    </div>
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
