import type { InvoiceStatus } from '@fordra/domain';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** An invoice's status as a neutral chip with words: the same calm look for every status, never colour alone. */
export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('creditor-ledger');
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t(`status.${status}`)}
      sx={{ fontWeight: 500, bgcolor: 'background.default', borderColor: 'divider' }}
    />
  );
}
