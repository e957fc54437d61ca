import type { Currency } from '@fordra/domain';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { useDayFormatter } from '../../../shared/format/date.ts';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { Amount } from '../../../shared/ui/amount.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { visuallyHidden } from '../../../shared/ui/visually-hidden.ts';
import { invoiceTransactionsQueryOptions } from '../api/get-invoice-transactions.ts';
import { signedTransactionAmount } from '../invoice-figures.ts';
import { QuerySection } from './query-section.tsx';

/**
 * What happened to the invoice, oldest first: each event's day, kind and amount, signed by whether it
 * added to what the customer owes (the invoice, a reminder fee) or took from it (a payment, a credit,
 * the hand-over to collection).
 */
export function InvoiceTransactionsCard({
  invoiceGuid,
  currency,
}: {
  invoiceGuid: string;
  currency: Currency;
}) {
  const { t } = useTranslation('creditor-ledger');
  const day = useDayFormatter();
  const money = useMoneyFormatter();
  return (
    <QuerySection
      title={t('transactions.title')}
      query={invoiceTransactionsQueryOptions(invoiceGuid)}
      loadError={(reason) => t('transactions.loadError', { reason })}
    >
      {({ items }) =>
        items.length === 0 ? (
          <EmptyState icon={HistoryOutlinedIcon} title={t('transactions.empty')} compact />
        ) : (
          <Table size="small" sx={{ '& td, & th': { px: { xs: 1, sm: 2 }, py: 1.25 } }}>
            <Box component="caption" sx={visuallyHidden}>
              {t('transactions.title')}
            </Box>
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>{t('transactions.date')}</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>{t('transactions.kind')}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {t('transactions.amount')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((entry) => (
                <TableRow key={entry.transactionGuid}>
                  <TableCell>
                    <Amount>{day(entry.date, 'medium')}</Amount>
                  </TableCell>
                  <TableCell>{t(`transactions.type.${entry.type}`)}</TableCell>
                  <TableCell align="right">
                    <Amount>{money(signedTransactionAmount(entry), currency)}</Amount>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )
      }
    </QuerySection>
  );
}
