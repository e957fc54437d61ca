import { INVOICE_STATUS_NAMES } from '@fordra/contract';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

export const INVOICE_FILTERS = ['status', 'from', 'to'] as const;
type Filters = Record<(typeof INVOICE_FILTERS)[number], string | undefined>;

/** The filters beside the search: one status, and the period the invoices were dated in. */
export function InvoiceFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (patch: Partial<Filters>) => void;
}) {
  const { t } = useTranslation(['creditor-ledger', 'creditor']);
  const dateField = (key: 'from' | 'to') => (
    <TextField
      type="date"
      size="small"
      label={t(`creditor:list.${key}`)}
      value={filters[key] ?? ''}
      onChange={(event) => onChange({ [key]: event.target.value || undefined })}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: {
          min: key === 'to' ? filters.from : undefined,
          max: key === 'from' ? filters.to : undefined,
        },
      }}
      sx={{ flex: 1, minWidth: { md: 170 } }}
    />
  );
  return (
    <>
      <TextField
        select
        size="small"
        label={t('invoices.filter.status')}
        value={filters.status ?? ''}
        onChange={(event) => onChange({ status: event.target.value || undefined })}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">{t('invoices.filter.allStatuses')}</MenuItem>
        {INVOICE_STATUS_NAMES.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`status.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" spacing={1.5} role="group" aria-label={t('invoices.filter.period')}>
        {dateField('from')}
        {dateField('to')}
      </Stack>
    </>
  );
}
