import type { ClientObjectionItem } from '@fordra/contract';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/TaskAltOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { creditorPath, paths } from '../../../config/paths.ts';
import { useObjectionLabels } from '../../../shared/creditor/objection-details.tsx';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { QueryBoundary } from '../../../shared/ui/query-boundary.tsx';
import { WAITING_STATUS } from '../api/get-waiting-cases.ts';
import { waitingObjectionsQueryOptions } from '../api/get-waiting-objections.ts';

/**
 * Objections waiting for you: the debtors' disputes the client has not answered, oldest first, each
 * with how long it has waited and the way to its case, where it is answered.
 */
export function ObjectionQueue() {
  const { t } = useTranslation(['creditor-dashboard', 'errors']);
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography variant="h2" id={headingId} sx={{ mb: 0.5 }}>
          {t('objections.title')}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {t('objections.intro')}
        </Typography>
        <QueryBoundary
          pending={
            <Box aria-busy="true">
              <Skeleton variant="rounded" height={64} sx={{ mb: 1 }} />
              <Skeleton variant="rounded" height={64} />
            </Box>
          }
          loadError={(reason) => t('objections.loadError', { reason })}
        >
          <WaitingObjections />
        </QueryBoundary>
      </CardContent>
    </Card>
  );
}

function WaitingObjections() {
  const { t } = useTranslation('creditor-dashboard');
  const { data } = useSuspenseQuery(waitingObjectionsQueryOptions);
  if (data.items.length === 0)
    return <EmptyState compact icon={MarkEmailReadOutlinedIcon} title={t('objections.empty')} />;
  const more = data.total - data.items.length;
  return (
    <>
      <Stack
        component="ul"
        spacing={0}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
        aria-label={t('objections.title')}
      >
        {data.items.map((objection) => (
          <WaitingObjection key={objection.objectionGuid} objection={objection} />
        ))}
      </Stack>
      {more > 0 && (
        <Link
          component={RouterLink}
          to={`${paths.creditor.cases}?${new URLSearchParams({ status: WAITING_STATUS })}`}
          sx={{ display: 'inline-block', mt: 2 }}
        >
          {t('objections.more', { count: more })}
        </Link>
      )}
    </>
  );
}

function WaitingObjection({ objection }: { objection: ClientObjectionItem }) {
  const { t } = useTranslation('creditor-dashboard');
  const labels = useObjectionLabels();
  const money = useMoneyFormatter();
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) auto' },
        gap: { xs: 0.5, sm: 2 },
        alignItems: 'center',
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0, pt: 0 },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={creditorPath('caseDetails', objection.caseGuid)}
          sx={{ fontWeight: 600 }}
          aria-label={t('objections.open', {
            caseNumber: objection.caseNumber,
            debtor: objection.debtor.name,
          })}
        >
          {t('objections.case', { caseNumber: objection.caseNumber })}
        </Link>
        <Typography component="span" color="textSecondary">
          {' · '}
          {objection.debtor.name}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {labels.ground(objection)} · {labels.scope(objection)} ·{' '}
          {t('objections.remaining', { amount: money(objection.remainingAmount, objection.currency) })}
        </Typography>
      </Box>
      <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {labels.waited(objection.daysWaiting)}
      </Typography>
    </Box>
  );
}
