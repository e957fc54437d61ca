import type { RegisteredPayment } from '@fordra/contract';
import { groupForReading } from '@fordra/domain';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { caseDetailsPath } from '../../config/paths.ts';
import { useDayFormatter } from '../format/date.ts';
import { useMoneyFormatter } from '../format/money.ts';
import { Amount } from '../ui/amount.tsx';
import { useWideLayout } from '../ui/use-wide-layout.ts';

type Props = {
  payments: readonly RegisteredPayment[];
  /** Name the case of each payment (with a link to it); off on the page of that one case. */
  showCase: boolean;
  /** What the list is, for screen readers. */
  label: string;
  /** The table's edges line up with the text around it (inside a card's padding) rather than inset. */
  flush?: boolean;
};

// Physical sides: the right-to-left style plugin flips them with the table.
const flushEdges = {
  '& .MuiTableCell-root:first-of-type': { pl: 0 },
  '& .MuiTableCell-root:last-of-type': { pr: 0 },
} as const;

function CaseLink({ payment }: { payment: RegisteredPayment }) {
  const { t } = useTranslation('payment');
  return (
    <>
      <Link component={RouterLink} to={caseDetailsPath(payment.caseGuid)} sx={{ fontWeight: 500 }}>
        {payment.creditorName}
      </Link>
      <Typography variant="body2" color="textSecondary">
        {t('case', { caseNumber: payment.caseNumber })}
      </Typography>
    </>
  );
}

/**
 * What a payment was paid with, in words: its OCR number, the text the payer wrote, or who registered
 * it by hand (which carried no OCR number).
 */
function useReferenceText(): (payment: RegisteredPayment) => string {
  const { t } = useTranslation('payment');
  return (payment) => {
    switch (payment.referenceKind) {
      case 'ocr':
        return t('list.byOcr', { reference: groupForReading(payment.paymentReference) });
      case 'message':
        return payment.paymentReference
          ? t('list.byMessage', { reference: payment.paymentReference })
          : t('list.noReference');
      case 'provider':
        return t('list.byProvider');
      case 'creditor':
        return t('list.byCreditor', { creditor: payment.creditorName });
    }
  };
}

/** Registered payments: a table from md, a card per payment on phones. */
export function RegisteredPayments({ payments, showCase, label, flush = false }: Props) {
  const { t } = useTranslation('payment');
  const money = useMoneyFormatter();
  const formatDay = useDayFormatter();
  const wide = useWideLayout();
  const referenceText = useReferenceText();

  if (wide) {
    return (
      <Table aria-label={label} sx={flush ? flushEdges : undefined}>
        <TableHead>
          <TableRow>
            <TableCell>{t('list.date')}</TableCell>
            {showCase && <TableCell>{t('list.case')}</TableCell>}
            <TableCell>{t('list.reference')}</TableCell>
            <TableCell align="right">{t('list.amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {payments.map((payment) => (
            <TableRow key={payment.paymentGuid}>
              <TableCell>
                <Amount>{formatDay(payment.paymentDate)}</Amount>
              </TableCell>
              {showCase && (
                <TableCell>
                  <CaseLink payment={payment} />
                </TableCell>
              )}
              <TableCell>{referenceText(payment)}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 500 }}>
                <Amount>{money(payment.amount, payment.currency)}</Amount>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  }

  return (
    <Stack component="ul" spacing={2} aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {payments.map((payment) => (
        <Card component="li" key={payment.paymentGuid}>
          <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
              <Typography color="textSecondary">
                <Amount>{formatDay(payment.paymentDate)}</Amount>
              </Typography>
              <Typography sx={{ fontSize: '1.125rem', fontWeight: 500 }}>
                <Amount>{money(payment.amount, payment.currency)}</Amount>
              </Typography>
            </Box>
            {showCase && (
              <Box sx={{ mt: 1 }}>
                <CaseLink payment={payment} />
              </Box>
            )}
            <Typography variant="body2" color="textSecondary" sx={{ mt: showCase ? 0 : 1 }}>
              {referenceText(payment)}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
