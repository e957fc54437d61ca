import { OBJECTION_CLIENT_ANSWER_DAYS } from '@fordra/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../shared/ui/section-card.tsx';

/** Before sending: what a dispute does, in three steps, so nobody sends one without knowing. */
export function WhatHappensNext({ creditor }: { creditor: string }) {
  const { t } = useTranslation('objections');
  const steps = [
    t('dispute.nextPause'),
    t('dispute.nextAsk', { creditor, days: OBJECTION_CLIENT_ANSWER_DAYS }),
    t('dispute.nextAnswer', { creditor }),
  ];
  return (
    <SectionCard title={t('dispute.nextTitle')}>
      <Box component="ol" sx={{ m: 0, ps: 2.5, display: 'grid', gap: 1.5 }}>
        {steps.map((step) => (
          <Typography component="li" key={step}>
            {step}
          </Typography>
        ))}
      </Box>
    </SectionCard>
  );
}
