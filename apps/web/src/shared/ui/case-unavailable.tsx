import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ApiError } from '../api/api-error.ts';
import { BackLink } from './back-link.tsx';
import { EmptyState } from './empty-state.tsx';
import { LoadErrorNotice } from './load-error-notice.tsx';
import { PageHeading } from './page-heading.tsx';
import { mirrorInRtl } from './rtl.ts';

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
      <>
        <PageHeading>{t('notFound.title')}</PageHeading>
        <Card sx={{ mt: 3 }}>
          <EmptyState icon={SearchOffOutlinedIcon} title={t('notFound.body')}>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {t('notFound.hint')}
            </Typography>
            <Button
              variant="contained"
              component={RouterLink}
              to={listPath}
              startIcon={<ArrowBackIcon sx={mirrorInRtl} />}
            >
              {t('notFound.back')}
            </Button>
          </EmptyState>
        </Card>
      </>
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
