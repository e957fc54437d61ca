import type { CaseStatus } from '@fordra/domain';
import CloseIcon from '@mui/icons-material/Close';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
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
  const dateField = (key: 'from' | 'to') => (
    <TextField
      type="date"
      size="small"
      label={t(`filters.${key}`)}
      value={filters[key] ?? ''}
      onChange={(event) => onChange({ [key]: event.target.value || undefined })}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: {
          min: key === 'to' ? filters.from : undefined,
          max: key === 'from' ? filters.to : undefined,
        },
      }}
      sx={{ minWidth: 170 }}
    />
  );
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
      <Stack direction="row" spacing={1.5}>
        {dateField('from')}
        {dateField('to')}
      </Stack>
      {filters.status && (
        <Chip
          label={t('filters.status', {
            status: t(`creditor:status.${filters.status as CaseStatus}`, { defaultValue: filters.status }),
          })}
          onDelete={() => onChange({ status: undefined })}
          deleteIcon={<CloseIcon aria-label={t('filters.removeStatus')} />}
          sx={{ alignSelf: { xs: 'flex-start', md: 'center' } }}
        />
      )}
    </>
  );
}
