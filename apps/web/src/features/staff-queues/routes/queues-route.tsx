import EventRepeatOutlinedIcon from '@mui/icons-material/EventRepeatOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import MoreTimeOutlinedIcon from '@mui/icons-material/MoreTimeOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import HelpCenterOutlinedIcon from '@mui/icons-material/PriorityHighOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths, staffConversationPath, staffPath } from '../../../config/paths.ts';
import { parseIsoDay, useDateFormatter } from '../../../shared/format/date.ts';
import { referenceRatesQueryOptions } from '../../../shared/staff/reference-rates.ts';
import { useStaffMe } from '../../../shared/staff/staff-me.ts';
import { LoadErrorNotice } from '../../../shared/ui/load-error-notice.tsx';
import { Notice } from '../../../shared/ui/notice.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { QueryBoundary } from '../../../shared/ui/query-boundary.tsx';
import { type QueueName, useQueuePage } from '../api/queues.ts';
import { useWaitingAge } from '../components/waiting.tsx';
import { oldestOnly } from '../queue-list-query.ts';
import { planPath, queueItemPath } from '../queue-paths.ts';

type QueueCard = {
  name: QueueName;
  icon: typeof SvgIcon;
  path: string;
};

const cards: readonly QueueCard[] = [
  { name: 'plans', icon: EventRepeatOutlinedIcon, path: paths.staff.plans },
  { name: 'conversations', icon: ForumOutlinedIcon, path: paths.staff.conversations },
  { name: 'unmatchedPayments', icon: PaymentsOutlinedIcon, path: paths.staff.unmatchedPayments },
  { name: 'cases', icon: HelpCenterOutlinedIcon, path: paths.staff.cases },
  { name: 'objections', icon: GavelOutlinedIcon, path: paths.staff.objections },
  { name: 'postponements', icon: MoreTimeOutlinedIcon, path: paths.staff.postponements },
  { name: 'paymentFiles', icon: UploadFileOutlinedIcon, path: paths.staff.paymentFiles },
  { name: 'deliveries', icon: MarkEmailReadOutlinedIcon, path: paths.staff.deliveries },
];

/** Where a handler lands: each queue with how many wait, how long the oldest has waited, and where to start. */
export function QueuesRoute() {
  const { t } = useTranslation('staff-queues');
  const me = useStaffMe();
  return (
    <Stack spacing={3}>
      <Box>
        <PageHeading>{t('queues.title', { name: me.displayName })}</PageHeading>
        <Typography color="textSecondary" sx={{ mt: 1, maxWidth: 720 }}>
          {t('queues.intro')}
        </Typography>
      </Box>
      <MissingReferenceRate />
      <Box
        component="ul"
        aria-label={t('queues.label')}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {cards.map((card) => (
          <QueueSummary key={card.name} card={card} />
        ))}
      </Box>
    </Stack>
  );
}

/**
 * The first thing to do while a half-year has no reference rate: no collection demand or application to
 * Kronofogden goes out for a claim following the rate until an admin enters it.
 */
function MissingReferenceRate() {
  const { t } = useTranslation('staff-queues');
  const formatDate = useDateFormatter();
  const missing = useQuery(referenceRatesQueryOptions).data?.missing ?? [];
  if (missing.length === 0) return null;
  const halfYears = missing.map((day) => formatDate(parseIsoDay(day))).join(', ');
  return (
    <Notice severity="error">
      <Typography component="h2" sx={{ fontWeight: 650 }}>
        {t('queues.referenceRate.title')}
      </Typography>
      <Typography>{t('queues.referenceRate.body', { halfYears })}</Typography>
      {/* Under the text, not beside it: beside it the button's words wrap out of it. */}
      <Button component={RouterLink} to={paths.staff.referenceRates} variant="contained" sx={{ mt: 1.5 }}>
        {t('queues.referenceRate.open')}
      </Button>
    </Notice>
  );
}

/** The moment the oldest item of a page began to wait, and where working it starts. */
function oldestOf(
  name: QueueName,
  item: Record<string, unknown> | undefined,
  listPath: string,
): { since: string | null; start: string } {
  if (!item) return { since: null, start: listPath };
  const since = String(item.waitingSince ?? item.filedAt ?? item.requestedAt ?? item.receivedAt);
  if (name === 'plans') return { since, start: planPath(String(item.planGuid)) };
  if (name === 'conversations')
    return { since, start: staffConversationPath(String(item.conversationGuid), String(item.threadGuid)) };
  if (name === 'cases') return { since, start: staffPath('caseDetails', String(item.caseGuid)) };
  if (name === 'objections')
    return { since, start: queueItemPath(listPath, 'objection', String(item.objectionGuid)) };
  if (name === 'postponements')
    return { since, start: queueItemPath(listPath, 'postponement', String(item.postponementGuid)) };
  return { since, start: listPath };
}

/** A queue's card: its name, then what its oldest item tells (read in its own section), and the way to its list. */
function QueueSummary({ card }: { card: QueueCard }) {
  const { t } = useTranslation('staff-queues');
  const Icon = card.icon;
  const titleId = `queue-${card.name}`;
  const openList = (
    <Button
      component={RouterLink}
      to={card.path}
      aria-label={t('queues.openNamed', { queue: t(`queue.${card.name}`) })}
    >
      {t('queues.open')}
    </Button>
  );

  return (
    <Card component="li" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ pb: 0 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Icon color="primary" aria-hidden="true" />
          <Typography id={titleId} variant="h2" component="h2" sx={{ fontSize: '1.125rem' }}>
            {t(`queue.${card.name}`)}
          </Typography>
        </Stack>
      </CardContent>
      <QueryBoundary
        pending={
          <SummaryBody actions={openList}>
            <Box role="status" aria-label={t('queues.loading')}>
              <Skeleton width={80} height={48} />
              <Skeleton width={160} />
            </Box>
          </SummaryBody>
        }
        failed={(error, retry) => (
          <SummaryBody actions={openList}>
            <LoadErrorNotice
              error={error}
              message={(reason) => t('queues.loadError', { reason })}
              onRetry={retry}
            />
          </SummaryBody>
        )}
      >
        <QueueFigures card={card} openList={openList} />
      </QueryBoundary>
    </Card>
  );
}

/** The part of a queue's card below its name: what it tells, then its buttons at the card's foot. */
function SummaryBody({ actions, children }: { actions: ReactNode; children: ReactNode }) {
  return (
    <>
      <CardContent sx={{ flexGrow: 1, pt: 1.5 }}>{children}</CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>{actions}</CardActions>
    </>
  );
}

/** How many wait in a queue, how long the oldest has waited, and a button to start with it. */
function QueueFigures({ card, openList }: { card: QueueCard; openList: ReactNode }) {
  const { t } = useTranslation('staff-queues');
  const age = useWaitingAge();
  const data = useQueuePage(card.name, oldestOnly);
  const oldest = oldestOf(card.name, data.items[0] as Record<string, unknown> | undefined, card.path);

  return (
    <SummaryBody
      actions={
        <>
          {data.total > 0 && (
            <Button
              variant="contained"
              component={RouterLink}
              to={oldest.start}
              aria-label={t('queues.startNamed', { queue: t(`queue.${card.name}`) })}
            >
              {t('queues.start')}
            </Button>
          )}
          {openList}
        </>
      }
    >
      <Typography
        component="p"
        sx={{ fontSize: '2rem', fontWeight: 650, lineHeight: 1.2, fontVariantNumeric: 'tabular-nums' }}
      >
        {t('queues.count', { count: data.total })}
      </Typography>
      <Typography color="textSecondary">
        {oldest.since ? t('queues.oldest', { age: age(oldest.since) }) : t('queues.empty')}
      </Typography>
    </SummaryBody>
  );
}
