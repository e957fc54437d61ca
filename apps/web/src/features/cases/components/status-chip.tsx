import Chip from '@mui/material/Chip';
import { useCaseLabels } from './use-case-labels.ts';

/** A case's status as a neutral chip with words: the same calm look for every status, never colour alone. */
export function StatusChip({ statusGroup }: { statusGroup: string }) {
  const labels = useCaseLabels();
  return (
    <Chip
      label={labels.status(statusGroup)}
      size="small"
      variant="outlined"
      sx={{ fontWeight: 500, bgcolor: 'background.default', borderColor: 'divider' }}
    />
  );
}
