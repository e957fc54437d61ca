import type { creditorCaseItem } from '@fordra/contract';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { creditorPath } from '../../../config/paths.ts';
import { CaseStatusChip } from '../../../shared/creditor/case-status-chip.tsx';
import type { ListColumn } from '../../../shared/creditor/list-table.tsx';
import { useDayFormatter } from '../../../shared/format/date.ts';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { Amount } from '../../../shared/ui/amount.tsx';

export type CaseItem = z.infer<typeof creditorCaseItem>;

const secondary = { display: 'block', color: 'text.secondary' } as const;

/** The list's columns: the case (a link, with the client's reference and invoice), whom it is against, status, days and amounts. */
export function useCaseColumns(): ListColumn<CaseItem>[] {
  const { t } = useTranslation('creditor-cases');
  const day = useDayFormatter();
  const money = useMoneyFormatter();
  return [
    {
      key: 'case',
      label: t('columns.case'),
      sortKey: 'caseNumber',
      primary: true,
      render: (item) => (
        <>
          <Link
            component={RouterLink}
            to={creditorPath('caseDetails', item.caseGuid)}
            aria-label={t('columns.openCase', { caseNumber: item.caseNumber })}
            sx={{ fontWeight: 600 }}
          >
            {item.caseNumber}
          </Link>
          {item.clientReference && (
            <Typography component="span" variant="body2" sx={{ ...secondary, fontWeight: 400 }}>
              {t('columns.reference', { reference: item.clientReference })}
            </Typography>
          )}
          <Typography
            component="span"
            variant="body2"
            sx={{ ...secondary, fontWeight: 400, whiteSpace: 'nowrap' }}
          >
            {t('columns.invoice', { invoiceNumber: item.invoiceNumber })}
          </Typography>
        </>
      ),
    },
    {
      key: 'debtor',
      label: t('columns.debtor'),
      sortKey: 'debtorName',
      render: (item) => (
        <>
          {item.debtor.name}
          <Typography component="span" variant="body2" sx={secondary}>
            <Amount>{item.debtor.identityNumber}</Amount>
          </Typography>
        </>
      ),
    },
    {
      key: 'status',
      label: t('columns.status'),
      sortKey: 'status',
      render: (item) => <CaseStatusChip status={item.status} />,
    },
    {
      key: 'registrationDate',
      label: t('columns.registrationDate'),
      sortKey: 'registrationDate',
      render: (item) => <Amount>{day(item.registrationDate, 'medium')}</Amount>,
    },
    {
      key: 'dueDate',
      label: t('columns.dueDate'),
      sortKey: 'dueDate',
      render: (item) => <Amount>{day(item.dueDate, 'medium')}</Amount>,
    },
    {
      key: 'originalPrincipal',
      label: t('columns.originalPrincipal'),
      sortKey: 'originalPrincipal',
      numeric: true,
      render: (item) => money(item.originalPrincipal, item.currency),
    },
    {
      key: 'remainingAmount',
      label: t('columns.remainingAmount'),
      sortKey: 'remainingAmount',
      numeric: true,
      render: (item) => money(item.remainingAmount, item.currency),
    },
  ];
}
