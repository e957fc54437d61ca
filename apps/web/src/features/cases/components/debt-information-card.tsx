import type { CaseDetails } from '@fordra/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDayFormatter } from '../../../shared/format/date.ts';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { Amount } from '../../../shared/ui/amount.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { useCaseLabels } from './use-case-labels.ts';

// The list is one grid, so the values line up however long the longest label is; a fact's label and
// value take part in it directly (display: contents).
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography
        component="dt"
        color="textSecondary"
        sx={{
          py: 1,
          pb: { xs: 0, sm: 1 },
          pr: { sm: 3 },
          borderBottom: { sm: 1 },
          borderColor: { sm: 'divider' },
        }}
      >
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{
          m: 0,
          py: 1,
          pt: { xs: 0, sm: 1 },
          borderBottom: 1,
          borderColor: 'divider',
          fontWeight: 500,
          overflowWrap: 'anywhere',
        }}
      >
        {children}
      </Typography>
    </Box>
  );
}

/** What the debt relates to: who it is owed to, the invoice behind it and its dates. */
export function DebtInformationCard({ item }: { item: CaseDetails }) {
  const { t } = useTranslation('cases');
  const formatDay = useDayFormatter();
  const money = useMoneyFormatter();
  const labels = useCaseLabels();
  return (
    <SectionCard title={t('debt.title')}>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' } }}
      >
        <Fact label={t('debt.creditor')}>{item.creditorName}</Fact>
        <Fact label={t('debt.client')}>
          <Amount>{item.client}</Amount>
        </Fact>
        {item.description && <Fact label={t('debt.description')}>{item.description}</Fact>}
        <Fact label={t('debt.service')}>{labels.service(item.service)}</Fact>
        <Fact label={t('debt.invoiceNumber')}>
          <Amount>{item.invoiceNumber}</Amount>
        </Fact>
        <Fact label={t('debt.invoiceDate')}>
          <Amount>{formatDay(item.invoiceDate)}</Amount>
        </Fact>
        <Fact label={t('debt.dueDate')}>
          <Amount>{formatDay(item.dueDate)}</Amount>
        </Fact>
        <Fact label={t('debt.registrationDate')}>
          <Amount>{formatDay(item.registrationDate)}</Amount>
        </Fact>
        <Fact label={t('debt.originalAmount')}>
          <Amount>{money(item.originalPrincipal, item.currency)}</Amount>
        </Fact>
      </Box>
    </SectionCard>
  );
}
