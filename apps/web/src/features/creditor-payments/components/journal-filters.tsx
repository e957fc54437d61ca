import { isValidIsoDate } from '@fordra/domain';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOrdered, PERIOD_PRESETS, type Period, presetOf, presetPeriod } from '../journal-period.ts';

type Creditor = { creditorGuid: string; name: string };

/** The choice of every creditor at once (no creditor in the address). */
const ALL = 'all';

/** A quick choice reads like the page's buttons; the chosen one is filled, as the portal's primary. */
const presetSx = {
  flex: { xs: '1 1 auto', sm: 'none' },
  minHeight: 44,
  px: { xs: 1.25, sm: 2 },
  whiteSpace: 'nowrap',
  textTransform: 'none',
  fontSize: { xs: '0.875rem', sm: '0.9375rem' },
  fontWeight: 500,
  color: 'text.primary',
  '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'primary.main', color: 'primary.contrastText' },
} as const;

/**
 * What the journal shows: the creditor (a choice when the client has several), the period as two
 * days or a quick choice, and the period's download as CSV.
 */
export function JournalFilters({
  creditors,
  creditorGuid,
  period,
  today,
  csvUrl,
  onChange,
}: {
  creditors: Creditor[];
  /** The creditor chosen; null for all of them. */
  creditorGuid: string | null;
  /** The period shown; null until the server has said which (the month of the latest payment). */
  period: Period | null;
  today: string;
  /** The period's CSV; null when there is nothing to download. */
  csvUrl: string | null;
  onChange: (patch: { creditor?: string; from?: string; to?: string }) => void;
}) {
  const { t } = useTranslation(['creditor-payments', 'creditor']);
  const ordered = period === null || isOrdered(period);
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: { md: 'flex-start' } }}
      >
        {creditors.length > 1 && (
          <TextField
            select
            size="small"
            label={t('filters.creditor')}
            value={creditorGuid ?? ALL}
            onChange={(event) => onChange({ creditor: event.target.value === ALL ? '' : event.target.value })}
            sx={{ minWidth: 240, flex: { md: '0 1 280px' } }}
          >
            <MenuItem value={ALL}>{t('filters.allCreditors')}</MenuItem>
            {creditors.map((creditor) => (
              <MenuItem key={creditor.creditorGuid} value={creditor.creditorGuid}>
                {creditor.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Stack direction="row" spacing={1.5} sx={{ '& > *': { flex: { xs: 1, md: 'none' } } }}>
          <DayField
            label={t('creditor:list.from')}
            value={period?.from ?? ''}
            onCommit={(from) => onChange({ from })}
          />
          <DayField
            label={t('creditor:list.to')}
            value={period?.to ?? ''}
            onCommit={(to) => onChange({ to })}
            error={ordered ? undefined : t('filters.outOfOrder')}
          />
        </Stack>
      </Stack>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1.5,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={period && presetOf(period, today)}
          onChange={(_event, preset: (typeof PERIOD_PRESETS)[number] | null) => {
            if (preset) onChange(presetPeriod(preset, today));
          }}
          aria-label={t('filters.quickChoices')}
          sx={{ width: { xs: '100%', sm: 'auto' }, bgcolor: 'background.paper' }}
        >
          {PERIOD_PRESETS.map((preset) => (
            <ToggleButton key={preset} value={preset} sx={presetSx}>
              {t(`filters.preset.${preset}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {csvUrl && (
          <Button variant="outlined" href={csvUrl} download startIcon={<DownloadIcon aria-hidden="true" />}>
            {t('download')}
          </Button>
        )}
      </Box>
    </Stack>
  );
}

/**
 * A day of the period. What is typed stays in the field until it is a whole day, which is then
 * shown at once; leaving the field with half a day puts back the day shown.
 */
function DayField({
  label,
  value,
  onCommit,
  error,
}: {
  label: string;
  value: string;
  onCommit: (day: string) => void;
  error?: string | undefined;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <TextField
      type="date"
      size="small"
      label={label}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        if (isValidIsoDate(event.target.value)) onCommit(event.target.value);
      }}
      onBlur={() => setText(value)}
      error={error !== undefined}
      helperText={error}
      slotProps={{ inputLabel: { shrink: true }, formHelperText: { role: 'alert' } }}
      sx={{ minWidth: { md: 170 } }}
    />
  );
}
