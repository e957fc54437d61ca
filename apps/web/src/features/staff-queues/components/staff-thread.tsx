import type { StaffConversation } from '@fordra/contract';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../../../config/app-config.ts';
import { AttachmentLinks } from '../../../shared/messages/attachment-links.tsx';
import { MessageFrame } from '../../../shared/messages/message-frame.tsx';

type Message = StaffConversation['messages'][number];

/**
 * A thread as staff read it, oldest first: who wrote each message and when, its own subject, its text, its files, and
 * with each of the debtor's messages the e-mail address and phone number they typed to be reached at.
 */
export function StaffThread({ conversation }: { conversation: StaffConversation }) {
  const { t } = useTranslation('staff-queues');
  return (
    <Stack
      component="ol"
      spacing={2}
      aria-label={t('conversation.thread')}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {conversation.messages.map((message) => (
        <ThreadMessage
          key={message.messageGuid}
          message={message}
          debtorName={conversation.debtor?.name ?? ''}
          threadSubject={conversation.subject}
        />
      ))}
    </Stack>
  );
}

function ThreadMessage({
  message,
  debtorName,
  threadSubject,
}: {
  message: Message;
  debtorName: string;
  threadSubject: string;
}) {
  const { t } = useTranslation('staff-queues');
  const fromProvider = message.author === 'provider';
  const author =
    message.author === 'provider'
      ? appConfig.providerName
      : message.author === 'debtor'
        ? t('conversation.fromDebtor', { name: debtorName })
        : t('conversation.fromClient');
  return (
    <MessageFrame
      author={author}
      createdAt={message.createdAt}
      fromProvider={fromProvider}
      // A debtor writing again joins their open thread under its first subject: what they called this message is kept.
      subject={message.subject !== threadSubject ? message.subject : null}
      body={message.body}
    >
      {message.contact && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5, overflowWrap: 'anywhere' }}>
          {message.contact.email || message.contact.cellularPhone
            ? t('conversation.typedContact', {
                email: message.contact.email ?? t('conversation.notGiven'),
                phone: message.contact.cellularPhone ?? t('conversation.notGiven'),
              })
            : t('conversation.noTypedContact')}
        </Typography>
      )}
      <AttachmentLinks files={message.attachments} />
    </MessageFrame>
  );
}
