import { type CaseStatus, statusDisplayGroup } from '@fordra/domain';
import Chip from '@mui/material/Chip';
import { useCaseLabels } from './use-case-labels.ts';

/**
 * A case's status as a neutral chip with words, under the label the spec groups it by (reminder,
 * collection, monitoring, or the status itself): the same calm look for every status, never colour alone.
 */
export function StatusChip({ status }: { status: CaseStatus }) {
  const labels = useCaseLabels();
  return (
    <Chip
      label={labels.status(statusDisplayGroup(status))}
      size="small"
      variant="outlined"
      sx={{ fontWeight: 500, bgcolor: 'background.default', borderColor: 'divider' }}
    />
  );
}
