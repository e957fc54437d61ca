import { feeAmount } from '@fordra/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { csvColumns } from '../csv-cases.ts';

/**
 * What each column of the file holds, and which must be filled in: a list of names and contents,
 * side by side from the small breakpoint up and one under the other on a phone.
 */
export function CsvColumns() {
  const { t } = useTranslation('creditor-register');
  const money = useMoneyFormatter();
  const cap = money(feeAmount('reminder', 'SEK') ?? 0, 'SEK');
  return (
    <SectionCard title={t('import.columns.title')}>
      <Typography sx={{ mb: 2 }}>{t('import.columns.intro')}</Typography>
      <Box component="dl" sx={{ m: 0 }}>
        {csvColumns.map((column) => (
          <Box
            key={column.name}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '12rem 1fr' },
              columnGap: 2,
              rowGap: 0.25,
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Typography
              component="dt"
              sx={{ fontFamily: 'monospace', fontSize: '0.9375rem', fontWeight: 600 }}
            >
              {column.name}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {t(`import.columns.${column.name}`, { cap })}
              {column.required && (
                <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                  {t('import.columns.required')}
                </Box>
              )}
            </Typography>
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}
