import type { journalPayment } from '@fordra/contract';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { creditorPath } from '../../../config/paths.ts';
import type { ListColumn } from '../../../shared/creditor/list-table.tsx';
import { useDayFormatter } from '../../../shared/format/date.ts';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { Amount } from '../../../shared/ui/amount.tsx';

export type JournalPayment = z.infer<typeof journalPayment>;

/** How a payment reached the provider (payments.channel). */
type Channel = 'bankgiro' | 'swish' | 'direct' | 'other';

/**
 * The journal's columns: when, on which case (a link), for which creditor (`withCreditor`: the journal
 * of several), from whom, how, and how the amount divides.
 */
export function useJournalColumns({ withCreditor }: { withCreditor: boolean }): ListColumn<JournalPayment>[] {
  const { t } = useTranslation('creditor-payments');
  const day = useDayFormatter();
  const money = useMoneyFormatter();
  return [
    {
      key: 'paymentDate',
      label: t('columns.paymentDate'),
      sortKey: 'paymentDate',
      render: (payment) => <Amount>{day(payment.paymentDate, 'medium')}</Amount>,
    },
    {
      key: 'case',
      label: t('columns.case'),
      sortKey: 'caseNumber',
      primary: true,
      render: (payment) => (
        <Link
          component={RouterLink}
          to={creditorPath('caseDetails', payment.caseGuid)}
          aria-label={t('columns.openCase', { caseNumber: payment.caseNumber })}
          sx={{ fontWeight: 600 }}
        >
          {payment.caseNumber}
        </Link>
      ),
    },
    ...(withCreditor
      ? [
          {
            key: 'creditor',
            label: t('columns.creditor'),
            render: (payment: JournalPayment) => payment.creditorName,
          },
        ]
      : []),
    { key: 'debtor', label: t('columns.debtor'), render: (payment) => payment.debtorName },
    {
      key: 'channel',
      label: t('columns.channel'),
      render: (payment) => t(`channel.${payment.channel as Channel}`, { defaultValue: payment.channel }),
    },
    {
      key: 'reference',
      label: t('columns.reference'),
      render: (payment) => <Amount>{payment.paymentReference}</Amount>,
    },
    {
      key: 'amount',
      label: t('columns.amount'),
      sortKey: 'amount',
      numeric: true,
      render: (payment) => money(payment.amount, payment.currency),
    },
    {
      key: 'dueToClient',
      label: t('columns.dueToClient'),
      numeric: true,
      render: (payment) => money(payment.dueToClient, payment.currency),
    },
    {
      key: 'keptByProvider',
      label: t('columns.keptByProvider'),
      numeric: true,
      render: (payment) => money(payment.keptByProvider, payment.currency),
    },
  ];
}
