import type { CaseDetails } from '@fordra/contract';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDayFormatter } from '../../../shared/format/date.ts';
import { Notice } from '../../../shared/ui/notice.tsx';

/**
 * Where a held case stands, from its status and pause alone: what a dispute or a pause means, since
 * when, and what happens next. Nothing for a case that goes its usual way.
 */
export function CaseStanding({ item }: { item: CaseDetails }) {
  const { t } = useTranslation('cases');
  const formatDay = useDayFormatter();
  if (!item.isActive) return null;
  if (item.disputedSince) {
    return (
      <Notice severity="info">
        <Typography sx={{ fontWeight: 600 }}>
          {t('standing.disputedTitle', { date: formatDay(item.disputedSince) })}
        </Typography>
        <Typography>{t('standing.disputedBody', { creditor: item.creditorName })}</Typography>
      </Notice>
    );
  }
  if (item.pause) {
    return (
      <Notice severity="info">
        <Typography sx={{ fontWeight: 600 }}>
          {t('standing.pausedTitle', {
            since: formatDay(item.pause.since),
            until: formatDay(item.pause.until),
          })}
        </Typography>
        <Typography>{t('standing.pausedBody', { until: formatDay(item.pause.until) })}</Typography>
      </Notice>
    );
  }
  return null;
}
