import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { creditorPath, paths } from '../../../config/paths.ts';
import type { ApiError } from '../../../shared/api/api-error.ts';
import { useCurrentClientUser } from '../../../shared/creditor/current-user.ts';
import { ReadOnlyNotice } from '../../../shared/creditor/read-only-notice.tsx';
import { useDateFormatter } from '../../../shared/format/date.ts';
import { ReplyForm } from '../../../shared/messages/reply-form.tsx';
import { BackLink } from '../../../shared/ui/back-link.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { LoadErrorNotice } from '../../../shared/ui/load-error-notice.tsx';
import { Notice } from '../../../shared/ui/notice.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { QueryBoundary } from '../../../shared/ui/query-boundary.tsx';
import { mirrorInRtl } from '../../../shared/ui/rtl.ts';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { conversationQueryOptions } from '../api/get-conversation.ts';
import { useMarkConversationRead, useReplyInConversation } from '../api/send-message.ts';
import { MessageThread } from '../components/message-thread.tsx';
import { threadState } from '../thread-state.ts';

function BackToMessages() {
  const { t } = useTranslation('creditor-messages');
  return <BackLink to={paths.creditor.messages}>{t('conversation.back')}</BackLink>;
}

/** The thread could not be loaded: another client's thread is "not found", anything else may be tried again. */
function ConversationLoadFailure({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  const { t } = useTranslation('creditor-messages');
  if (error.status === 404) {
    return (
      <Stack spacing={3}>
        <PageHeading>{t('notFound.title')}</PageHeading>
        <Card>
          <EmptyState icon={SearchOffOutlinedIcon} title={t('notFound.body')}>
            <Button
              variant="contained"
              component={RouterLink}
              to={paths.creditor.messages}
              startIcon={<ArrowBackIcon sx={mirrorInRtl} />}
            >
              {t('conversation.back')}
            </Button>
          </EmptyState>
        </Card>
      </Stack>
    );
  }
  return (
    <Stack spacing={3}>
      <Box>
        <BackToMessages />
      </Box>
      <PageHeading>{t('conversation.title')}</PageHeading>
      <LoadErrorNotice
        error={error}
        message={(reason) => t('conversation.loadError', { reason })}
        onRetry={onRetry}
      />
    </Stack>
  );
}

/** One thread with the provider: its messages in order, marked read when opened, and a reply form for those who may write. */
export function ConversationRoute() {
  const { t } = useTranslation('creditor-messages');
  const { conversationGuid = '' } = useParams();
  return (
    <QueryBoundary
      key={conversationGuid}
      pending={<ConversationSkeleton label={t('conversation.loading')} />}
      failed={(error, retry) => <ConversationLoadFailure error={error} onRetry={retry} />}
    >
      <Conversation conversationGuid={conversationGuid} />
    </QueryBoundary>
  );
}

function Conversation({ conversationGuid }: { conversationGuid: string }) {
  const { t } = useTranslation('creditor-messages');
  const { canWrite, client } = useCurrentClientUser();
  const { data: thread } = useSuspenseQuery(conversationQueryOptions(conversationGuid));
  const markRead = useMarkConversationRead();
  const reply = useReplyInConversation();
  const date = useDateFormatter();

  // Opened by someone who may write in it: the provider's answer has been read.
  const shouldMarkRead = thread.unread && thread.canReply && canWrite;
  const { mutate: markAsRead } = markRead;
  useEffect(() => {
    if (shouldMarkRead) markAsRead(conversationGuid);
  }, [shouldMarkRead, conversationGuid, markAsRead]);

  const state = threadState(thread);
  return (
    <Stack spacing={3}>
      <Box>
        <BackToMessages />
      </Box>
      <Box>
        <PageHeading>
          <bdi>{thread.subject}</bdi>
        </PageHeading>
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ mt: 1.5, flexWrap: 'wrap', alignItems: 'center', color: 'text.secondary' }}
        >
          {thread.caseGuid && thread.caseNumber && (
            <Link component={RouterLink} to={creditorPath('caseDetails', thread.caseGuid)}>
              {t('about.case', { caseNumber: thread.caseNumber })}
            </Link>
          )}
          {thread.customerGuid && (
            <Link component={RouterLink} to={creditorPath('customerDetails', thread.customerGuid)}>
              {t('about.customer', { customerNumber: thread.customerNumber ?? '' })}
            </Link>
          )}
          <Typography component="span">
            {t('conversation.started', { date: date(new Date(thread.createdAt), 'medium') })}
          </Typography>
          <Chip
            size="small"
            label={t(`state.${state}`)}
            color={state === 'unread' ? 'primary' : 'default'}
            variant={state === 'unread' ? 'filled' : 'outlined'}
          />
        </Stack>
      </Box>
      <Card>
        <CardContent>
          <MessageThread messages={thread.messages} clientName={client.name} />
        </CardContent>
      </Card>
      {!canWrite ? (
        <ReadOnlyNotice />
      ) : thread.canReply ? (
        <SectionCard title={t('reply.title')}>
          <ReplyForm
            pending={reply.isPending}
            onSend={(draft) => reply.mutateAsync({ threadGuid: thread.threadGuid, ...draft })}
          />
        </SectionCard>
      ) : (
        <Notice severity="info">{t('conversation.sharedThread')}</Notice>
      )}
    </Stack>
  );
}

function ConversationSkeleton({ label }: { label: string }) {
  return (
    <Stack spacing={3} role="status" aria-busy="true" aria-label={label}>
      <Skeleton width={160} />
      <Skeleton variant="text" sx={{ fontSize: '2rem', maxWidth: 420 }} />
      <Skeleton variant="rounded" height={140} />
      <Skeleton variant="rounded" height={140} />
    </Stack>
  );
}
