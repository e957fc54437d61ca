import type { CaseDetails } from '@fordra/contract';
import ReceiptOutlinedIcon from '@mui/icons-material/ReceiptOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDayFormatter } from '../../../shared/format/date.ts';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { Amount } from '../../../shared/ui/amount.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { useCaseLabels } from './use-case-labels.ts';

/** The fees charged on the case, each with its date; a list short enough to stay a list on every screen. */
export function FeeDetailsCard({ item }: { item: CaseDetails }) {
  const { t } = useTranslation('cases');
  const labels = useCaseLabels();
  const formatDay = useDayFormatter();
  const money = useMoneyFormatter();
  return (
    <SectionCard title={t('fees.title')}>
      {item.fees.length > 0 && (
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
          {t('fees.hint')}
        </Typography>
      )}
      {item.fees.length === 0 ? (
        <EmptyState icon={ReceiptOutlinedIcon} title={t('fees.empty')} compact />
      ) : (
        <Box component="ul" aria-label={t('fees.title')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {item.fees.map((fee, index) => (
            <Box
              component="li"
              // Fee lines have no id of their own; their order is fixed by date.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              key={index}
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                alignItems: 'baseline',
                gap: 2,
                py: 1.25,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Box>
                <Typography sx={{ fontWeight: 500 }}>{labels.feeType(fee.type)}</Typography>
                <Typography variant="body2" color="textSecondary">
                  <Amount>{formatDay(fee.date)}</Amount>
                </Typography>
              </Box>
              <Typography>
                <Amount>{money(fee.amount, item.currency)}</Amount>
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
