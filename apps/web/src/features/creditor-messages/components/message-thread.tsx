import type { ClientConversationDetail } from '@fordra/contract';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../../../app/config.ts';
import { gatewayUrl } from '../../../shared/api/api-client.ts';
import { useDateFormatter } from '../../../shared/format/date.ts';
import { useFileSizeFormatter } from '../../../shared/format/file-size.ts';

type Message = ClientConversationDetail['messages'][number];

/** A thread's messages, oldest first: who wrote each and when, its text as written, and its files to download. */
export function MessageThread({
  messages,
  clientName,
}: {
  messages: readonly Message[];
  clientName: string;
}) {
  const { t } = useTranslation('creditor-messages');
  return (
    <Stack component="ol" spacing={2} aria-label={t('thread.label')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {messages.map((message) => (
        <ThreadMessage key={message.messageGuid} message={message} clientName={clientName} />
      ))}
    </Stack>
  );
}

function ThreadMessage({ message, clientName }: { message: Message; clientName: string }) {
  const { t } = useTranslation('creditor-messages');
  const date = useDateFormatter();
  const formatSize = useFileSizeFormatter();
  const fromProvider = message.author === 'provider';
  const author = fromProvider
    ? appConfig.providerName
    : message.author === 'debtor'
      ? t('author.debtor')
      : message.writtenByYou
        ? t('author.you')
        : t('author.colleague', { client: clientName });
  return (
    <Box
      component="li"
      sx={{
        p: 2,
        borderRadius: 1,
        border: 1,
        borderColor: fromProvider ? 'secondary.main' : 'divider',
        // The provider's answers are told apart by their frame and shade as well as by the name above them.
        bgcolor: fromProvider ? 'action.hover' : 'background.paper',
      }}
    >
      <Box
        component="p"
        sx={{ m: 0, mb: 1, display: 'flex', flexWrap: 'wrap', columnGap: 1.5, alignItems: 'baseline' }}
      >
        <Box component="span" sx={{ fontWeight: 600 }}>
          <bdi>{author}</bdi>
        </Box>
        <Typography component="time" variant="body2" color="text.secondary" dateTime={message.createdAt}>
          {date(new Date(message.createdAt), 'mediumWithTime')}
        </Typography>
      </Box>
      <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.body}
      </Typography>
      {message.attachments.length > 0 && (
        <Stack
          component="ul"
          spacing={0.5}
          aria-label={t('thread.attachments')}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}
        >
          {message.attachments.map((file) => (
            <Box
              component="li"
              key={file.attachmentGuid}
              sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
            >
              <InsertDriveFileOutlinedIcon
                fontSize="small"
                sx={{ color: 'text.secondary' }}
                aria-hidden="true"
              />
              <Link
                href={gatewayUrl(`/wip/conversations/attachments/${encodeURIComponent(file.attachmentGuid)}`)}
                download={file.fileName}
                sx={{ overflowWrap: 'anywhere' }}
              >
                <bdi>{file.fileName}</bdi>
              </Link>
              <Typography component="span" variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
                {formatSize(file.sizeBytes)}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
