import { feeAmount } from '@fordra/domain';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { csvColumns } from '../csv-cases.ts';

/** What each column of the file holds, and which must be filled in. */
export function CsvColumns() {
  const { t } = useTranslation('creditor-register');
  const money = useMoneyFormatter();
  const cap = money(feeAmount('reminder', 'SEK') ?? 0, 'SEK');
  return (
    <SectionCard title={t('import.columns.title')}>
      <Typography sx={{ mb: 2 }}>{t('import.columns.intro')}</Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('import.columns.column')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('import.columns.content')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {csvColumns.map((column) => (
            <TableRow key={column.name}>
              <TableCell component="th" scope="row" sx={{ verticalAlign: 'top', whiteSpace: 'nowrap' }}>
                <Typography component="code" sx={{ fontFamily: 'monospace', fontSize: '0.875rem' }}>
                  {column.name}
                </Typography>
              </TableCell>
              <TableCell>
                {t(`import.columns.${column.name}`, { cap })}
                {column.required && (
                  <Typography component="span" variant="body2" sx={{ display: 'block', fontWeight: 600 }}>
                    {t('import.columns.required')}
                  </Typography>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </SectionCard>
  );
}
