import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { ConversationList } from '../components/conversation-list.tsx';
import { CustomerServiceCard } from '../components/customer-service-card.tsx';
import { MessageForm, type SentMessage } from '../components/message-form.tsx';
import { MessageSent } from '../components/message-sent.tsx';

/**
 * Contact us: call customer service, or write to us (with files), and read the messages sent and
 * our replies. On a computer the phone card sits beside the form; on a phone it comes first.
 */
export function ContactRoute() {
  const { t, ready } = useTranslation('contact');
  const [sent, setSent] = useState<SentMessage | null>(null);
  // On a first page load the texts may arrive a moment after the page: show no keys meanwhile.
  if (!ready) return null;
  return (
    <Stack spacing={{ xs: 3, md: 4 }}>
      <Stack spacing={1}>
        <PageHeading>{t('title')}</PageHeading>
        <Typography color="textSecondary">{t('intro')}</Typography>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ gridColumn: { md: 2 }, gridRow: { md: 1 }, position: { md: 'sticky' }, top: { md: 88 } }}>
          <CustomerServiceCard />
        </Box>
        <Stack spacing={{ xs: 3, md: 4 }} sx={{ gridColumn: { md: 1 }, gridRow: { md: 1 }, minWidth: 0 }}>
          <SectionCard title={t('form.title')}>
            {sent ? (
              <MessageSent sent={sent} onWriteAnother={() => setSent(null)} />
            ) : (
              <>
                <Typography color="textSecondary" sx={{ mb: 3 }}>
                  {t('form.intro')}
                </Typography>
                <MessageForm onSent={setSent} />
              </>
            )}
          </SectionCard>
          <SectionCard title={t('conversations.title')}>
            <ConversationList />
          </SectionCard>
        </Stack>
      </Box>
    </Stack>
  );
}
