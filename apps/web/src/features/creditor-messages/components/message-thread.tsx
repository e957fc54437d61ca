import type { ClientConversationDetail } from '@fordra/contract';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../../../config/app-config.ts';
import { AttachmentLinks } from '../../../shared/messages/attachment-links.tsx';
import { MessageFrame } from '../../../shared/messages/message-frame.tsx';

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
  const fromProvider = message.author === 'provider';
  const author = fromProvider
    ? appConfig.providerName
    : message.author === 'debtor'
      ? t('author.debtor')
      : message.writtenByYou
        ? t('author.you')
        : t('author.colleague', { client: clientName });
  return (
    <MessageFrame
      author={author}
      createdAt={message.createdAt}
      fromProvider={fromProvider}
      body={message.body}
    >
      <AttachmentLinks files={message.attachments} />
    </MessageFrame>
  );
}
