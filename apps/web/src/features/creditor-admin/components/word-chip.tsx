import Chip from '@mui/material/Chip';

/** A status in words (never colour alone: docs/design.md); `muted` for one that no longer counts. */
export function WordChip({ label, muted = false }: { label: string; muted?: boolean }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      label={label}
      sx={muted ? { borderStyle: 'dashed', color: 'text.secondary' } : undefined}
    />
  );
}
