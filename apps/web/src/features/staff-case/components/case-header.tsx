import type { StaffCaseView } from '@fordra/contract';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CaseStatusChip } from '../../../shared/creditor/case-status-chip.tsx';
import { useDateFormatter, useDayFormatter } from '../../../shared/format/date.ts';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { Amount } from '../../../shared/ui/amount.tsx';
import { Notice } from '../../../shared/ui/notice.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';

/** The case number, its status, what is left to pay, and what holds it: a pause, Kronofogden's decision. */
export function CaseHeader({ view }: { view: StaffCaseView }) {
  const { t } = useTranslation('staff-case');
  const money = useMoneyFormatter();
  const day = useDayFormatter();
  const moment = useDateFormatter();
  return (
    <Stack spacing={2}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Stack spacing={1}>
          <PageHeading>{t('title', { caseNumber: view.caseNumber })}</PageHeading>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            <CaseStatusChip status={view.status} />
            <Typography color="textSecondary">
              {t('subtitle', { debtor: view.debtor.name, client: view.client.name })}
            </Typography>
          </Box>
        </Stack>
        <Box sx={{ textAlign: { xs: 'start', sm: 'end' } }}>
          <Typography variant="body2" color="textSecondary">
            {t('remaining.label')}
          </Typography>
          <Typography
            sx={{ fontSize: { xs: '1.75rem', md: '2rem' }, fontWeight: 500, lineHeight: 1.2 }}
            data-testid="remaining-amount"
          >
            <Amount>{money(view.remainingAmount, view.currency)}</Amount>
          </Typography>
        </Box>
      </Box>
      {view.pause && (
        <Notice severity="info">
          <strong>{t('pause.banner', { day: day(view.pause.resumeOn) })}</strong>{' '}
          {t('pause.reason', { reason: view.pause.reason })}{' '}
          <Typography component="span" variant="body2" color="textSecondary">
            {t('pause.since', { at: moment(new Date(view.pause.pausedAt), 'mediumWithTime') })}
          </Typography>
        </Notice>
      )}
      {view.awaitingEnforcementDecision && <Notice severity="info">{t('enforcement.awaited')}</Notice>}
    </Stack>
  );
}
