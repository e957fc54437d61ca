import ArrowBackIcon from '@mui/icons-material/ArrowBack';
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
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { paths, staffConversationPath } from '../../../app/paths.ts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { useDateFormatter } from '../../../shared/format/date.ts';
import { ReplyForm } from '../../../shared/messages/reply-form.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { LoadErrorNotice } from '../../../shared/ui/load-error-notice.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { mirrorInRtl } from '../../../shared/ui/rtl.ts';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { useStaffConversation, useStaffReply } from '../api/conversation.ts';
import { useQueue } from '../api/queues.ts';
import { DebtorCard } from '../components/debtor-card.tsx';
import { KeyboardHint } from '../components/queue-page.tsx';
import { StaffThread } from '../components/staff-thread.tsx';
import { useNextItemKey } from '../components/use-queue-keyboard.ts';
import { nextInQueue } from '../queue-keys.ts';

const firstPage = { page: 1, pageSize: 25 } as const;

/**
 * One thread to answer: who the debtor is and how they asked to be reached, the messages, and the
 * answer with files. `n` opens the queue's next waiting thread.
 */
export function ConversationRoute() {
  // The answer form's texts are shared with the client's messages.
  const { t, ready } = useTranslation(['staff-queues', 'creditor-messages']);
  const { conversationGuid = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const conversation = useStaffConversation(conversationGuid, search.get('thread'));
  const reply = useStaffReply();
  const queue = useQueue('conversations', firstPage);
  const date = useDateFormatter();
  const next = nextInQueue(queue.data?.items ?? [], (item) => item.conversationGuid, conversationGuid);
  const nextOther = next && next.conversationGuid !== conversationGuid ? next : null;
  const goNext = nextOther
    ? () => void navigate(staffConversationPath(nextOther.conversationGuid, nextOther.threadGuid))
    : null;
  useNextItemKey(goNext);

  const back = (
    <Link
      component={RouterLink}
      to={paths.staff.conversations}
      sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}
    >
      <ArrowBackIcon fontSize="small" sx={mirrorInRtl} aria-hidden="true" />
      {t('conversation.back')}
    </Link>
  );

  if (conversation.error instanceof ApiError && conversation.error.status === 404) {
    return (
      <Stack spacing={3}>
        <Box>{back}</Box>
        <PageHeading>{t('conversation.notFound')}</PageHeading>
        <Card>
          <EmptyState icon={SearchOffOutlinedIcon} title={t('conversation.notFoundBody')} />
        </Card>
      </Stack>
    );
  }
  const thread = conversation.data;
  if (conversation.error && !thread) {
    return (
      <Stack spacing={3}>
        <Box>{back}</Box>
        <PageHeading>{t('conversation.title')}</PageHeading>
        <LoadErrorNotice
          error={conversation.error}
          message={(reason) => t('conversation.loadError', { reason })}
          onRetry={() => void conversation.refetch()}
        />
      </Stack>
    );
  }
  if (!thread || !ready) {
    return (
      <Stack spacing={3} role="status" aria-busy="true" aria-label={t('conversation.loading')}>
        <Skeleton width={160} />
        <Skeleton variant="text" sx={{ fontSize: '2rem', maxWidth: 420 }} />
        <Skeleton variant="rounded" height={140} />
      </Stack>
    );
  }

  return (
    <Stack spacing={3}>
      <Box>{back}</Box>
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
            {thread.caseNumber && (
              <Typography component="span">
                {t('conversation.case', { caseNumber: thread.caseNumber })}
              </Typography>
            )}
            <Typography component="span">
              {t('conversation.started', { date: date(new Date(thread.createdAt), 'medium') })}
            </Typography>
          </Stack>
          <KeyboardHint itemPage />
        </Box>
        {goNext && (
          <Box>
            <Button variant="outlined" onClick={goNext} startIcon={<SkipNextOutlinedIcon sx={mirrorInRtl} />}>
              {t('conversation.next')}
            </Button>
          </Box>
        )}
      </Box>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }} sx={{ alignSelf: 'flex-start' }}>
          <DebtorCard debtor={thread.debtor} />
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
    </Stack>
  );
}
