import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths.ts';
import type { ApiError } from '../../../shared/api/api-error.ts';
import { BackLink } from '../../../shared/ui/back-link.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { LoadErrorNotice } from '../../../shared/ui/load-error-notice.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { mirrorInRtl } from '../../../shared/ui/rtl.ts';

const listPath = { invoice: paths.creditor.invoices, customer: paths.creditor.customers };

/**
 * An invoice or customer that is not the client's, or does not exist (the server answers both alike):
 * say so calmly and lead back to the list.
 */
export function LedgerNotFound({ kind }: { kind: 'invoice' | 'customer' }) {
  const { t } = useTranslation('creditor-ledger');
  return (
    <>
      <PageHeading>{t(`notFound.${kind}.title`)}</PageHeading>
      <Card sx={{ mt: 3 }}>
        <EmptyState icon={SearchOffOutlinedIcon} title={t(`notFound.${kind}.body`)}>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('notFound.hint')}
          </Typography>
          <Button
            variant="contained"
            component={RouterLink}
            to={listPath[kind]}
            startIcon={<ArrowBackIcon sx={mirrorInRtl} />}
          >
            {t(`notFound.${kind}.back`)}
          </Button>
        </EmptyState>
      </Card>
    </>
  );
}

/**
 * The invoice or customer could not be loaded: one that is not the client's (or a malformed id, as
 * unknown) is "not found"; anything else may be tried again, below the way back to the list.
 */
export function LedgerLoadFailure({
  kind,
  error,
  onRetry,
}: {
  kind: 'invoice' | 'customer';
  error: ApiError;
  onRetry: () => void;
}) {
  const { t } = useTranslation('creditor-ledger');
  if (error.status === 404 || error.status === 400) return <LedgerNotFound kind={kind} />;
  return (
    <Stack spacing={3}>
      <BackLink to={listPath[kind]}>{t(`${kind}.back`)}</BackLink>
      <LoadErrorNotice
        error={error}
        message={(reason) => t(`${kind}.loadError`, { reason })}
        onRetry={onRetry}
      />
    </Stack>
  );
}
