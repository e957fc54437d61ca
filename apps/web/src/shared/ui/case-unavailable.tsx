import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../api/api-error.ts';
import { BackLink } from './back-link.tsx';
import { LoadErrorNotice } from './load-error-notice.tsx';
import { NotFoundNotice } from './not-found-notice.tsx';

/**
 * A case's page whose case could not be loaded: a case that is not the reader's (or a malformed id,
 * as unknown) is "not found" with the way back to the list; anything else may be tried again.
 */
export function CaseUnavailable({
  error,
  onRetry,
  listPath,
  namespace,
}: {
  error: ApiError;
  onRetry: () => void;
  listPath: string;
  /** The page's namespace, whose `details.back`, `details.loadError` and `notFound.*` say it. */
  namespace: 'cases' | 'creditor-cases';
}) {
  const { t } = useTranslation([namespace, 'errors']);
  if (error.status === 404 || error.status === 400) {
    return (
      <NotFoundNotice
        title={t('notFound.title')}
        body={t('notFound.body')}
        hint={t('notFound.hint')}
        back={t('notFound.back')}
        listPath={listPath}
      />
    );
  }
  return (
    <Stack spacing={3}>
      <BackLink to={listPath}>{t('details.back')}</BackLink>
      <LoadErrorNotice
        error={error}
        message={(reason) => t('details.loadError', { reason })}
        onRetry={onRetry}
      />
    </Stack>
  );
}
