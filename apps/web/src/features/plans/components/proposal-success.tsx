import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import HourglassEmptyOutlinedIcon from '@mui/icons-material/HourglassEmptyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useDayFormatter } from '../../../shared/format/date.ts';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import type { ProposalOutcome } from '../plan-wizard-state.ts';

/** Step 5: the request is received; an accepted plan says where its first notice is, a pending one what happens next. */
export function ProposalSuccess({ outcome }: { outcome: ProposalOutcome }) {
  const { t } = useTranslation('plans');
  const money = useMoneyFormatter();
  const formatDay = useDayFormatter();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const accepted = outcome.decision === 'Accepted';
  const Icon = accepted ? CheckCircleOutlineIcon : HourglassEmptyOutlinedIcon;
  const [first] = outcome.plan.instalments;

  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Icon sx={{ fontSize: 40, color: accepted ? 'success.main' : 'text.secondary' }} aria-hidden="true" />
        <Typography
          ref={headingRef}
          variant="h2"
          component="h2"
          tabIndex={-1}
          sx={{ '&:focus': { outline: 'none' } }}
        >
          {accepted ? t('success.acceptedTitle') : t('success.pendingTitle')}
        </Typography>
      </Box>
      <Typography>{accepted ? t('success.accepted') : t('success.pending')}</Typography>
      {first && (
        <Typography color="textSecondary">
          {t('success.firstDue', {
            amount: money(first.amount, outcome.plan.currency),
            date: formatDay(first.dueDate),
          })}
        </Typography>
      )}
      <Box>
        <Button component={RouterLink} to={paths.plans} variant="contained">
          {t('success.toPlans')}
        </Button>
      </Box>
    </Stack>
  );
}
