import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import HourglassEmptyOutlinedIcon from '@mui/icons-material/HourglassEmptyOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDayFormatter } from '../../../shared/format/date.ts';
import type { RequestedPostponement } from './postponement-form.tsx';
import { WaysOn } from './ways-on.tsx';

/** After asking for more time: the new due date given, or that a handler decides; and the ways on. */
export function PostponementDone({ requested }: { requested: RequestedPostponement }) {
  const { t } = useTranslation('objections');
  const day = useDayFormatter();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const { postponement } = requested;
  const approved = postponement.status === 'approved';
  const newDay = day(postponement.newDueDate);
  const Icon = approved ? CheckCircleOutlineIcon : HourglassEmptyOutlinedIcon;
  return (
    <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <Icon sx={{ color: approved ? 'success.main' : 'text.secondary', fontSize: 32 }} aria-hidden="true" />
        <Box>
          <Typography
            ref={heading}
            variant="h2"
            tabIndex={-1}
            sx={{ fontSize: '1.375rem', '&:focus': { outline: 'none' } }}
          >
            {approved ? t('postpone.approvedTitle', { day: newDay }) : t('postpone.pendingTitle')}
          </Typography>
          <Typography sx={{ mt: 1 }}>
            {approved
              ? t('postpone.approvedBody', { day: newDay })
              : t('postpone.pendingBody', { day: newDay })}
          </Typography>
        </Box>
      </Box>
      <WaysOn caseGuid={postponement.caseGuid} />
    </Stack>
  );
}
