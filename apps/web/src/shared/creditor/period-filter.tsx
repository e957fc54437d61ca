import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

type Day = 'from' | 'to';
type Period = Partial<Record<Day, string | undefined>>;

/**
 * A list's period filter beside the search: a first and a last day, either left open. Neither
 * field offers a day on the wrong side of the other; clearing a day removes it from the filter.
 */
export function PeriodFilter({
  period,
  labels,
  groupLabel,
  onChange,
}: {
  period: Period;
  labels: Record<Day, string>;
  /** What the period is of (the invoices' date, say), read out for the pair when the labels do not say it. */
  groupLabel?: string;
  onChange: (patch: Period) => void;
}) {
  const dateField = (key: Day) => (
    <TextField
      type="date"
      size="small"
      label={labels[key]}
      value={period[key] ?? ''}
      onChange={(event) => onChange({ [key]: event.target.value || undefined })}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: {
          min: key === 'to' ? period.from : undefined,
          max: key === 'from' ? period.to : undefined,
        },
      }}
      sx={{ flex: 1, minWidth: { md: 170 } }}
    />
  );
  return (
    <Stack direction="row" spacing={1.5} {...(groupLabel ? { role: 'group', 'aria-label': groupLabel } : {})}>
      {dateField('from')}
      {dateField('to')}
    </Stack>
  );
}
