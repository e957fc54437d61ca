import type { StaffConversation } from '@fordra/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebtorLanguageName } from '../../../shared/staff/debtor-language.ts';
import { SectionCard } from '../../../shared/ui/section-card.tsx';

/** Whom a thread is with: the debtor's name, identity number, language and registered contact details. */
export function DebtorCard({ debtor }: { debtor: StaffConversation['debtor'] }) {
  const { t } = useTranslation('staff-queues');
  const languageName = useDebtorLanguageName();
  const missing = t('conversation.notRegistered');
  return (
    <SectionCard title={t('debtor.title')}>
      <Box component="dl" sx={{ m: 0, display: 'grid', rowGap: 1.25 }}>
        <Fact label={t('debtor.name')}>
          <bdi>{debtor.name}</bdi>
        </Fact>
        <Fact label={t('debtor.identityNumber')}>{debtor.identityNumber}</Fact>
        <Fact label={t('debtor.kind')}>{t(`debtor.kinds.${debtor.kind}`)}</Fact>
        <Fact label={t('debtor.language')}>{languageName(debtor.language)}</Fact>
        <Fact label={t('debtor.email')}>{debtor.email ?? missing}</Fact>
        <Fact label={t('debtor.phone')}>{debtor.cellularPhone ?? missing}</Fact>
      </Box>
    </SectionCard>
  );
}

/** One fact of the card, its label above it: the card is a narrow column beside the thread. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}
