import type { DebtorConversation } from '@fordra/contract';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../../../config/app-config.ts';
import { useDateFormatter } from '../../../shared/format/date.ts';
import { useFileSizeFormatter } from '../../../shared/format/file-size.ts';
import { useMarkConversationsRead } from '../../../shared/messages/unread-replies.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { QueryBoundary } from '../../../shared/ui/query-boundary.tsx';
import { userConversationsQueryOptions } from '../api/get-user-conversations.ts';

type Message = DebtorConversation['messages'][number];

/** One message; its own subject shows when it is not the conversation's. */
function ConversationMessage({
  message,
  subject,
  isNew,
}: {
  message: Message;
  subject: string;
  isNew: boolean;
}) {
  const { t } = useTranslation('contact');
  const formatDate = useDateFormatter();
  const formatSize = useFileSizeFormatter();
  const fromUs = message.author === 'provider';
  return (
    <Box
      component="li"
      sx={{
        py: 1.5,
        px: 2,
        borderInlineStart: 4,
        borderColor: fromUs ? 'secondary.main' : 'divider',
        bgcolor: fromUs ? '#f1f6f4' : 'background.default',
        borderRadius: 1,
      }}
    >
      <Typography variant="body2" color="textSecondary" sx={{ mb: 0.5 }}>
        <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
          {fromUs
            ? t('conversations.fromUs', { provider: appConfig.providerName })
            : t('conversations.fromYou')}
        </Box>
        {' · '}
        <time dateTime={message.createdAt}>{formatDate(new Date(message.createdAt), 'mediumWithTime')}</time>
        {isNew && (
          <Chip size="small" color="primary" label={t('conversations.new')} sx={{ ml: 1, height: 20 }} />
        )}
      </Typography>
      {message.subject && message.subject !== subject && (
        <Typography dir="auto" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {message.subject}
        </Typography>
      )}
      <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.body}
      </Typography>
      {message.attachments.length > 0 && (
        <Box
          component="ul"
          aria-label={t('conversations.attachments')}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}
        >
          {message.attachments.map((file) => (
            <Typography
              component="li"
              variant="body2"
              key={file.attachmentGuid}
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
            >
              <AttachFileIcon fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden="true" />
              <bdi>{file.fileName}</bdi>
              <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                (<bdi>{formatSize(file.sizeBytes)}</bdi>)
              </Box>
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** One conversation: its subject and case, then its messages, the newest first (our unread replies marked new). */
function ConversationItem({ conversation }: { conversation: DebtorConversation }) {
  const { t } = useTranslation('contact');
  const messages = [...conversation.messages].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  // The newest replies not yet read are the first `newReplies` of ours in the newest-first order.
  const newOnes = new Set(
    messages
      .filter((message) => message.author !== 'debtor')
      .slice(0, conversation.newReplies)
      .map((message) => message.messageGuid),
  );
  return (
    <Box
      component="li"
      sx={{ pt: 2, borderTop: 1, borderColor: 'divider', '&:first-of-type': { pt: 0, borderTop: 0 } }}
    >
      <Typography variant="h3" dir="auto" sx={{ overflowWrap: 'anywhere' }}>
        {conversation.subject}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
        {conversation.caseNumber
          ? t('conversations.case', { caseNumber: conversation.caseNumber })
          : t('conversations.noCase')}
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {messages.map((message) => (
          <ConversationMessage
            key={message.messageGuid}
            message={message}
            subject={conversation.subject}
            isNew={newOnes.has(message.messageGuid)}
          />
        ))}
      </Stack>
    </Box>
  );
}

/** The debtor's messages to us and our replies, newest conversation first. */
export function ConversationList() {
  const { t } = useTranslation(['contact', 'errors']);
  return (
    <QueryBoundary
      pending={
        <Stack spacing={1.5} role="status" aria-busy="true" aria-label={t('conversations.loading')}>
          <Skeleton variant="text" width="40%" sx={{ fontSize: '1.25rem' }} />
          <Skeleton variant="rounded" height={72} />
          <Skeleton variant="rounded" height={72} />
        </Stack>
      }
      loadError={(reason) => t('conversations.loadError', { reason })}
    >
      <Conversations />
    </QueryBoundary>
  );
}

function Conversations() {
  const { t } = useTranslation('contact');
  const { data } = useSuspenseQuery(userConversationsQueryOptions);
  const markRead = useMarkConversationsRead();
  const unreadGuids = data.conversations
    .filter((conversation) => conversation.newReplies > 0)
    .map((conversation) => conversation.conversationGuid)
    .join(' ');
  // Shown here, the replies are read: the server keeps that, and the menu's count goes. The list keeps
  // marking them new until it is loaded again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: marks each set of conversations once.
  useEffect(() => {
    if (unreadGuids) markRead.mutate(unreadGuids.split(' '));
  }, [unreadGuids]);
  if (data.conversations.length === 0) {
    return <EmptyState compact icon={ForumOutlinedIcon} title={t('conversations.empty')} />;
  }
  return (
    <Stack component="ul" spacing={3} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {data.conversations.map((conversation) => (
        <ConversationItem key={conversation.conversationGuid} conversation={conversation} />
      ))}
    </Stack>
  );
}
