import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { ApiError } from '../api/api-error.ts';
import { EmptyState } from './empty-state.tsx';
import { LoadErrorNotice } from './load-error-notice.tsx';
import { PageHeading } from './page-heading.tsx';
import { mirrorInRtl } from './rtl.ts';

/** What the failure says, in the namespace of the page that shows it. */
export type CaseUnavailableWords = {
  /** The link back to the list above the notice. */
  back: string;
  notFoundTitle: string;
  notFoundBody: string;
  notFoundHint: string;
  /** The button of "not found" that leads back to the list. */
  notFoundBack: string;
  /** What could not be fetched, given the reason in words. */
  loadError: (reason: string) => string;
};

/**
 * A case's page whose case could not be loaded: a case that is not the reader's (or a malformed id,
 * as unknown) is "not found" with the way back to the list; anything else may be tried again.
 */
export function CaseUnavailable({
  error,
  onRetry,
  listPath,
  words,
}: {
  error: ApiError;
  onRetry: () => void;
  listPath: string;
  words: CaseUnavailableWords;
}) {
  if (error.status === 404 || error.status === 400) {
    return (
      <>
        <PageHeading>{words.notFoundTitle}</PageHeading>
        <Card sx={{ mt: 3 }}>
          <EmptyState icon={SearchOffOutlinedIcon} title={words.notFoundBody}>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {words.notFoundHint}
            </Typography>
            <Button
              variant="contained"
              component={RouterLink}
              to={listPath}
              startIcon={<ArrowBackIcon sx={mirrorInRtl} />}
            >
              {words.notFoundBack}
            </Button>
          </EmptyState>
        </Card>
      </>
    );
  }
  return (
    <Stack spacing={3}>
      <Link
        component={RouterLink}
        to={listPath}
        underline="hover"
        color="text.secondary"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
      >
        <ArrowBackIcon fontSize="small" sx={mirrorInRtl} aria-hidden="true" />
        {words.back}
      </Link>
      <LoadErrorNotice error={error} message={words.loadError} onRetry={onRetry} />
    </Stack>
  );
}
