import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import type { ApiError } from '../../../shared/api/api-error.ts';
import { BackLink } from '../../../shared/ui/back-link.tsx';
import { LoadErrorNotice } from '../../../shared/ui/load-error-notice.tsx';
import { NotFoundNotice } from '../../../shared/ui/not-found-notice.tsx';

const listPath = { invoice: paths.creditor.invoices, customer: paths.creditor.customers };

/**
 * An invoice or customer that is not the client's, or does not exist (the server answers both alike):
 * say so calmly and lead back to the list.
 */
export function LedgerNotFound({ kind }: { kind: 'invoice' | 'customer' }) {
  const { t } = useTranslation('creditor-ledger');
  return (
    <NotFoundNotice
      title={t(`notFound.${kind}.title`)}
      body={t(`notFound.${kind}.body`)}
      hint={t('notFound.hint')}
      back={t(`notFound.${kind}.back`)}
      listPath={listPath[kind]}
    />
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
