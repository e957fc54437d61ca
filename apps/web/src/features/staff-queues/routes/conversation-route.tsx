import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import SkipNextOutlinedIcon from '@mui/icons-material/SkipNextOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { paths, staffConversationPath, staffPath } from '../../../config/paths.ts';
import { useDateFormatter } from '../../../shared/format/date.ts';
import { ReplyForm } from '../../../shared/messages/reply-form.tsx';
import { DebtorCard } from '../../../shared/staff/debtor-card.tsx';
import { BackLink } from '../../../shared/ui/back-link.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { LoadErrorNotice } from '../../../shared/ui/load-error-notice.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { QueryBoundary } from '../../../shared/ui/query-boundary.tsx';
import { mirrorInRtl } from '../../../shared/ui/rtl.ts';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { staffConversationQueryOptions, useStaffReply } from '../api/conversation.ts';
import { useQueuePage } from '../api/queues.ts';
import { DebtorOverview } from '../components/debtor-overview.tsx';
import { KeyboardHint } from '../components/queue-page.tsx';
import { StaffThread } from '../components/staff-thread.tsx';
import { useNextItemKey } from '../components/use-queue-keyboard.ts';
import { nextInQueue } from '../queue-keys.ts';
import { conversationQueuePage } from '../queue-list-query.ts';

/**
 * One thread to answer: its case (a link), who the debtor is and how they asked to be reached, their
 * cases with what each owes and their latest payments, the messages, and the answer with files. `n` opens the queue's next waiting thread.
 */
export function ConversationRoute() {
  const { t } = useTranslation('staff-queues');
  const { conversationGuid = '' } = useParams();
  const [search] = useSearchParams();
  const threadGuid = search.get('thread');
  return (
    <QueryBoundary
      pending={
        <ConversationFrame
          heading={<Skeleton variant="text" sx={{ fontSize: '2rem', maxWidth: 420 }} />}
          busyLabel={t('conversation.loading')}
        >
          <Skeleton variant="rounded" height={140} />
        </ConversationFrame>
      }
      failed={(error, retry) =>
        error.status === 404 ? (
          <ConversationFrame heading={<PageHeading>{t('conversation.notFound')}</PageHeading>}>
            <Card>
              <EmptyState icon={SearchOffOutlinedIcon} title={t('conversation.notFoundBody')} />
            </Card>
          </ConversationFrame>
        ) : (
          <ConversationFrame heading={<PageHeading>{t('conversation.title')}</PageHeading>}>
            <LoadErrorNotice
              error={error}
              message={(reason) => t('conversation.loadError', { reason })}
              onRetry={retry}
            />
          </ConversationFrame>
        )
      }
    >
      <Conversation conversationGuid={conversationGuid} threadGuid={threadGuid} />
    </QueryBoundary>
  );
}

/**
 * The page around a thread, whatever became of it (loading, not found, failed, shown): the way back
 * to the queue, then its heading and what it holds.
 */
function ConversationFrame({
  heading,
  busyLabel,
  children,
}: {
  heading: ReactNode;
  /** While the thread loads: what is awaited, for screen readers. */
  busyLabel?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('staff-queues');
  const busy = busyLabel !== undefined;
  return (
    <Stack
      spacing={3}
      role={busy ? 'status' : undefined}
      aria-busy={busy || undefined}
      aria-label={busyLabel}
    >
      <Box>
        <BackLink to={paths.staff.conversations}>{t('conversation.back')}</BackLink>
      </Box>
      {heading}
      {children}
    </Stack>
  );
}

function Conversation({
  conversationGuid,
  threadGuid,
}: {
  conversationGuid: string;
  threadGuid: string | null;
}) {
  // The answer form's texts are shared with the client's messages.
  const { t } = useTranslation(['staff-queues', 'creditor-messages']);
  const { data: thread } = useSuspenseQuery(staffConversationQueryOptions(conversationGuid, threadGuid));
  const reply = useStaffReply();
  const date = useDateFormatter();

  return (
    <ConversationFrame
      heading={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>
          <Box>
            <PageHeading>
              <bdi>{thread.subject}</bdi>
            </PageHeading>
            <Stack
              direction="row"
              spacing={2}
              useFlexGap
              sx={{ mt: 1, flexWrap: 'wrap', color: 'text.secondary' }}
            >
              {thread.caseNumber &&
                (thread.caseGuid ? (
                  <Link component={RouterLink} to={staffPath('caseDetails', thread.caseGuid)}>
                    {t('conversation.case', { caseNumber: thread.caseNumber })}
                  </Link>
                ) : (
                  <Typography component="span">
                    {t('conversation.case', { caseNumber: thread.caseNumber })}
                  </Typography>
                ))}
              <Typography component="span">
                {t('conversation.started', { date: date(new Date(thread.createdAt), 'medium') })}
              </Typography>
            </Stack>
            <KeyboardHint itemPage />
          </Box>
          {/* The way on waits for nothing: without the queue's page there is just no button. */}
          <QueryBoundary pending={null} failed={() => null}>
            <NextInQueue conversationGuid={conversationGuid} />
          </QueryBoundary>
        </Box>
      }
    >
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }} sx={{ alignSelf: 'flex-start' }}>
          {thread.debtor ? (
            <Stack spacing={3}>
              <DebtorCard debtor={thread.debtor}>
                <Link
                  component={RouterLink}
                  to={`${paths.staff.search}?${new URLSearchParams({ q: thread.debtor.identityNumber })}`}
                  sx={{ display: 'inline-block', mt: 2 }}
                >
                  {t('conversation.debtorLink', { name: thread.debtor.name })}
                </Link>
              </DebtorCard>
              <Card>
                <CardContent>
                  <DebtorOverview
                    debtorGuid={thread.debtor.debtorGuid}
                    currentCases={thread.caseNumber ? [thread.caseNumber] : []}
                  />
                </CardContent>
              </Card>
            </Stack>
          ) : (
            <SectionCard title={t('conversation.client')}>
              <Typography sx={{ fontWeight: 600 }}>
                <bdi>{thread.clientName}</bdi>
              </Typography>
              <Typography color="textSecondary" sx={{ mt: 1 }}>
                {t('conversation.clientThread')}
              </Typography>
            </SectionCard>
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            <Card>
              <CardContent>
                <StaffThread conversation={thread} />
              </CardContent>
            </Card>
            <SectionCard title={t('reply.title')}>
              <ReplyForm
                pending={reply.isPending}
                onSend={(draft) => reply.mutateAsync({ threadGuid: thread.threadGuid, ...draft })}
              />
            </SectionCard>
          </Stack>
        </Grid>
      </Grid>
    </ConversationFrame>
  );
}

/** The button (and the `n` key) to the queue's next waiting thread, when there is one. */
function NextInQueue({ conversationGuid }: { conversationGuid: string }) {
  const { t } = useTranslation('staff-queues');
  const navigate = useNavigate();
  const queue = useQueuePage('conversations', conversationQueuePage);
  const next = nextInQueue(queue.items, (item) => item.conversationGuid, conversationGuid);
  const nextOther = next && next.conversationGuid !== conversationGuid ? next : null;
  const goNext = nextOther
    ? () => void navigate(staffConversationPath(nextOther.conversationGuid, nextOther.threadGuid))
    : null;
  useNextItemKey(goNext);
  if (!goNext) return null;
  return (
    <Box>
      <Button variant="outlined" onClick={goNext} startIcon={<SkipNextOutlinedIcon sx={mirrorInRtl} />}>
        {t('conversation.next')}
      </Button>
    </Box>
  );
}
