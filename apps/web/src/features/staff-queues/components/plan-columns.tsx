import type { PlanProposalItem } from '@fordra/contract';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../../shared/creditor/list-table.tsx';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { CreditorCell, DebtorCell } from './party-cells.tsx';
import { WaitingSince } from './waiting.tsx';

/** The plan proposals' columns; the debtor's name opens the decision. */
export function usePlanColumns(onOpen: (item: PlanProposalItem) => void): ListColumn<PlanProposalItem>[] {
  const { t } = useTranslation('staff-queues');
  const money = useMoneyFormatter();
  return [
    {
      key: 'debtor',
      label: t('columns.debtor'),
      primary: true,
      render: (item) => (
        <DebtorCell
          debtor={item.debtor}
          name={
            <Button
              data-queue-item
              variant="text"
              onClick={() => onOpen(item)}
              aria-label={t('plans.openNamed', { name: item.debtor.name })}
              sx={{
                p: 0,
                minWidth: 0,
                textAlign: 'start',
                justifyContent: 'flex-start',
                fontWeight: 600,
                lineHeight: 1.5,
              }}
            >
              <bdi>{item.debtor.name}</bdi>
            </Button>
          }
        />
      ),
    },
    {
      key: 'creditor',
      label: t('columns.creditor'),
      render: (item) => <CreditorCell creditorName={item.creditorName} clientName={item.clientName} />,
    },
    { key: 'cases', label: t('columns.cases'), render: (item) => item.caseNumbers.join(', ') },
    {
      key: 'total',
      label: t('columns.total'),
      numeric: true,
      render: (item) => money(item.total, item.currency),
    },
    {
      key: 'months',
      label: t('columns.months'),
      numeric: true,
      render: (item) =>
        t('plans.monthsOf', { count: item.months, amount: money(item.monthlyAmount, item.currency) }),
    },
    {
      key: 'blockedBy',
      label: t('columns.blockedBy'),
      render: (item) => item.blockedBy.map((block) => t(`block.${block}`)).join('; '),
    },
    {
      key: 'waitingSince',
      label: t('columns.waiting'),
      sortKey: 'waitingSince',
      render: (item) => <WaitingSince since={item.waitingSince} />,
    },
  ];
}
