import type { CustomerDetails } from '@fordra/contract';
import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { creditorPath } from '../../../config/paths.ts';
import { CaseStatusChip } from '../../../shared/creditor/case-status-chip.tsx';
import { useDayFormatter } from '../../../shared/format/date.ts';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';

/** The client's collection cases against the customer, newest first, each a link to the case. */
export function CustomerCasesCard({ cases }: { cases: CustomerDetails['caseSummaries'] }) {
  const { t } = useTranslation('creditor-ledger');
  const day = useDayFormatter();
  const money = useMoneyFormatter();
  return (
    <SectionCard title={t('customer.casesTitle')}>
      {cases.length === 0 ? (
        <EmptyState icon={FolderOpenOutlinedIcon} title={t('customer.noCases')} compact />
      ) : (
        <Box component="ul" aria-label={t('customer.casesTitle')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {cases.map((item) => (
            <Box
              component="li"
              key={item.caseGuid}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                justifyContent: 'space-between',
                columnGap: 2,
                rowGap: 0.5,
                py: 1.25,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Link
                  component={RouterLink}
                  to={creditorPath('caseDetails', item.caseGuid)}
                  sx={{ fontWeight: 500 }}
                >
                  {t('customer.caseNumber', { caseNumber: item.caseNumber })}
                </Link>
                <Typography variant="body2" color="textSecondary">
                  {t('customer.caseLine', {
                    invoiceNumber: item.invoiceNumber,
                    date: day(item.registrationDate, 'medium'),
                  })}
                </Typography>
              </Box>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, marginInlineStart: 'auto' }}>
                <CaseStatusChip status={item.status} />
                <Typography component="span" sx={{ whiteSpace: 'nowrap' }}>
                  {t('customer.caseRemaining', { amount: money(item.remainingAmount, item.currency) })}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
