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

/**
 * The client's creditors with the organisation number that names each in the file's `creditor`
 * column (which may be left empty when there is only one).
 */
export function ClientCreditors({
  creditors,
}: {
  creditors: readonly { name: string; orgNumber: string }[];
}) {
  const { t } = useTranslation('creditor-register');
  return (
    <SectionCard title={t('import.creditors.title')}>
      <Typography sx={{ mb: 2 }}>
        {t(creditors.length > 1 ? 'import.creditors.intro' : 'import.creditors.introOne')}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        {creditors.map((creditor) => (
          <Box
            key={creditor.orgNumber}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 12rem' },
              columnGap: 2,
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {creditor.name}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontFamily: 'monospace', fontSize: '0.9375rem' }}>
              {creditor.orgNumber}
            </Typography>
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}
