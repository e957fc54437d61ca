import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDayFormatter } from '../../../shared/format/date.ts';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { Amount } from '../../../shared/ui/amount.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import type { CreditorCaseDetails } from '../api/get-case-details.ts';
import { useCaseWords } from './use-case-words.ts';

/** The payments registered on the case, newest first: day, amount, how it came in and its reference. */
export function PaymentsCard({ payments }: { payments: CreditorCaseDetails['payments'] }) {
  const { t } = useTranslation('creditor-cases');
  const words = useCaseWords();
  const day = useDayFormatter();
  const money = useMoneyFormatter();
  return (
    <SectionCard title={t('payments.title')}>
      {payments.length === 0 ? (
        <EmptyState icon={PaymentsOutlinedIcon} title={t('payments.empty')} compact />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {payments.map((payment) => (
            <Box
              component="li"
              key={payment.paymentGuid}
              sx={{
                display: 'flex',
                alignItems: 'baseline',
                gap: 2,
                py: 1.25,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 500 }}>
                  <Amount>{day(payment.paymentDate)}</Amount> · {words.channel(payment.channel)}
                </Typography>
                <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                  {t('payments.reference', { reference: payment.paymentReference })}
                </Typography>
              </Box>
              <Typography sx={{ textAlign: 'end', flexShrink: 0 }}>
                <Amount>{money(payment.amount, payment.currency)}</Amount>
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
