import type { UnmatchedPaymentItem } from '@fordra/contract';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../../shared/creditor/list-table.tsx';
import { useDayFormatter } from '../../../shared/format/date.ts';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { readableReference } from '../../../shared/format/payment-numbers.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { Notice } from '../../../shared/ui/notice.tsx';
import { queueQueryOptions } from '../api/queues.ts';
import { PlacementDialog } from '../components/placement-dialog.tsx';
import { QueueList, QueuePage } from '../components/queue-page.tsx';
import { useQueueList } from '../components/use-queue-list.ts';
import { WaitingSince } from '../components/waiting.tsx';

/** Payments whose reference matched no case, oldest first; each is placed on a case with a reason. */
export function UnmatchedPaymentsRoute() {
  const { t } = useTranslation('staff-queues');
  const money = useMoneyFormatter();
  const day = useDayFormatter();
  const { query, tableProps } = useQueueList();
  const [placing, setPlacing] = useState<UnmatchedPaymentItem | null>(null);
  const [openCount, setOpenCount] = useState(0);
  const [placed, setPlaced] = useState<string | null>(null);

  const columns: ListColumn<UnmatchedPaymentItem>[] = [
    {
      key: 'amount',
      label: t('columns.amount'),
      primary: true,
      render: (item) => (
        <Typography component="span" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
          {money(item.amount, item.currency)}
        </Typography>
      ),
    },
    { key: 'date', label: t('columns.paymentDate'), render: (item) => day(item.paymentDate, 'medium') },
    {
      key: 'reference',
      label: t('columns.reference'),
      render: (item) => (
        <bdi>{item.reference ? readableReference(item.reference) : t('payments.noReference')}</bdi>
      ),
    },
    {
      key: 'payer',
      label: t('columns.payer'),
      render: (item) => <bdi>{item.payer ?? t('payments.noPayer')}</bdi>,
    },
    {
      key: 'file',
      label: t('columns.file'),
      render: (item) => (
        <>
          <bdi>{item.fileName ?? t('payments.noFile')}</bdi>
          <Typography variant="body2" color="textSecondary" sx={{ display: 'block' }}>
            {t(`channel.${item.channel}`)}
          </Typography>
        </>
      ),
    },
    {
      key: 'waitingSince',
      label: t('columns.waiting'),
      sortKey: 'waitingSince',
      render: (item) => <WaitingSince since={item.waitingSince} />,
    },
    {
      key: 'action',
      label: t('columns.action'),
      render: (item) => (
        <Button
          data-queue-item
          variant="outlined"
          size="small"
          onClick={() => {
            setPlaced(null);
            setPlacing(item);
            setOpenCount((count) => count + 1);
          }}
          aria-label={t('payments.placeNamed', {
            amount: money(item.amount, item.currency),
            reference: readableReference(item.reference),
          })}
        >
          {t('payments.place')}
        </Button>
      ),
    },
  ];

  return (
    <QueuePage title={t('payments.title')} intro={t('payments.intro')}>
      {placed && <Notice severity="info">{placed}</Notice>}
      <QueueList
        caption={t('payments.caption')}
        columns={columns}
        getKey={(item) => item.paymentGuid}
        query={queueQueryOptions('unmatchedPayments', query)}
        {...tableProps}
        empty={<EmptyState compact icon={PaymentsOutlinedIcon} title={t('payments.empty')} />}
      />
      <PlacementDialog
        payment={placing}
        openCount={openCount}
        onClose={() => setPlacing(null)}
        onPlaced={(caseNumber) => {
          if (placing)
            setPlaced(t('payments.placed', { amount: money(placing.amount, placing.currency), caseNumber }));
          setPlacing(null);
        }}
      />
    </QueuePage>
  );
}
