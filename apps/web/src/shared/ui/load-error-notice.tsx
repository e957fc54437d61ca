import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageKey } from '../api/api-error.ts';
import { Notice } from './notice.tsx';

/**
 * Something could not be loaded: what (`message`, given the reason in words, e.g. "We could not
 * fetch your cases just now. {{reason}}"), and a button to try again.
 */
export function LoadErrorNotice({
  error,
  message,
  onRetry,
}: {
  error: Error;
  message: (reason: string) => string;
  onRetry: () => void;
}) {
  const { t } = useTranslation(['common', 'errors']);
  const code = error instanceof ApiError ? error.code : null;
  return (
    <Notice
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    >
      {message(t(errorMessageKey(code)))}
    </Notice>
  );
}
