import { isCaseStatus } from '@fordra/domain';
import CloseIcon from '@mui/icons-material/Close';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { PeriodFilter } from '../../../shared/creditor/period-filter.tsx';
import type { CaseFilterKey } from '../case-list-query.ts';

type Filters = Record<CaseFilterKey, string | undefined>;
type Creditor = { creditorGuid: string; name: string };

/** The filters beside the search: the creditor (when the client has several), the registration period, one status. */
export function CaseFilters({
  filters,
  creditors,
  onChange,
}: {
  filters: Filters;
  creditors: Creditor[];
  onChange: (patch: Partial<Filters>) => void;
}) {
  const { t } = useTranslation(['creditor-cases', 'creditor']);
  return (
    <>
      {creditors.length > 1 && (
        <TextField
          select
          size="small"
          label={t('filters.creditor')}
          value={filters.creditorGuid ?? ''}
          onChange={(event) => onChange({ creditorGuid: event.target.value || undefined })}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{t('filters.allCreditors')}</MenuItem>
          {creditors.map((creditor) => (
            <MenuItem key={creditor.creditorGuid} value={creditor.creditorGuid}>
              {creditor.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <PeriodFilter
        period={filters}
        labels={{ from: t('filters.from'), to: t('filters.to') }}
        onChange={onChange}
      />
      {filters.status && (
        <Chip
          label={t('filters.status', {
            status: isCaseStatus(filters.status) ? t(`creditor:status.${filters.status}`) : filters.status,
          })}
          onDelete={() => onChange({ status: undefined })}
          deleteIcon={<CloseIcon aria-label={t('filters.removeStatus')} />}
          sx={{ alignSelf: { xs: 'flex-start', md: 'center' } }}
        />
      )}
    </>
  );
}
