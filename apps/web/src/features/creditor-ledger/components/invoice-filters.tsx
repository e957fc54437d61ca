import { INVOICE_STATUSES } from '@fordra/domain';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { PeriodFilter } from '../../../shared/creditor/period-filter.tsx';
import type { INVOICE_FILTERS } from '../ledger-list-query.ts';

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
        {INVOICE_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`status.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      <PeriodFilter
        period={filters}
        labels={{ from: t('creditor:list.from'), to: t('creditor:list.to') }}
        groupLabel={t('invoices.filter.period')}
        onChange={onChange}
      />
    </>
  );
}
