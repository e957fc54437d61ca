import type { CaseStatus } from '@fordra/domain';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** A case's status as a neutral chip with words (never colour alone: docs/design.md). */
export function CaseStatusChip({ status }: { status: CaseStatus }) {
  const { t } = useTranslation('creditor');
  const known = t(`status.${status}`, { defaultValue: status });
  return <Chip size="small" variant="outlined" label={known} />;
}
