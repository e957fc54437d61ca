import Chip from '@mui/material/Chip';

/** A status as a neutral chip with words: the same calm look for every status, never colour alone. */
export function StatusChip({ label }: { label: string }) {
  return (
    <Chip
      label={label}
      size="small"
      variant="outlined"
      sx={{ fontWeight: 500, bgcolor: 'background.default', borderColor: 'divider', flexShrink: 0 }}
    />
  );
}
