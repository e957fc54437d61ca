import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutlined';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { useDayFormatter } from '../format/date.ts';
import type { StandingMark } from './debtor-objections.ts';

/**
 * What holds a case, beside its status: "Disputed — collection paused", "More time until …" or "More
 * time asked for"; nothing when nothing holds it. Words, never colour alone. Texts: `objections`.
 */
export function StandingChip({ mark }: { mark: StandingMark }) {
  const { t } = useTranslation('objections');
  const day = useDayFormatter();
  if (!mark) return null;
  const label =
    mark.kind === 'disputed'
      ? t('mark.disputed')
      : mark.kind === 'postponed'
        ? t('mark.postponed', { day: day(mark.until, 'medium') })
        : t('mark.postponementPending');
  return (
    <Chip
      icon={<PauseCircleOutlineIcon aria-hidden="true" />}
      label={label}
      size="small"
      variant="outlined"
      sx={{ fontWeight: 500, bgcolor: 'background.paper', borderColor: 'text.secondary' }}
    />
  );
}
