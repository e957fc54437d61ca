import type { TroubledDeliveryItem } from '@fordra/contract';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { staffPath } from '../../../config/paths.ts';
import type { ListColumn } from '../../../shared/creditor/list-table.tsx';
import { ReasonDialog } from '../../../shared/staff/reason-dialog.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { Notice } from '../../../shared/ui/notice.tsx';
import { queueQueryOptions, useSendAgain } from '../api/queues.ts';
import { DebtorCell, SecondLine } from '../components/party-cells.tsx';
import { QueueList, QueuePage } from '../components/queue-page.tsx';
import { useQueueList } from '../components/use-queue-list.ts';
import { WaitingSince } from '../components/waiting.tsx';

/**
 * Letters that failed, came back by post or were given up, oldest first: the handler checks the debtor's
 * address on the case, then sends the letter again with a reason.
 */
export function DeliveriesRoute() {
  const { t } = useTranslation('staff-queues');
  const { query, tableProps } = useQueueList();
  const sendAgain = useSendAgain();
  const [chosen, setChosen] = useState<TroubledDeliveryItem | null>(null);
  const [openCount, setOpenCount] = useState(0);
  const [sent, setSent] = useState<string | null>(null);
  const title = (item: TroubledDeliveryItem) => item.documentTitle ?? t('deliveries.letter');

  const columns: ListColumn<TroubledDeliveryItem>[] = [
    {
      key: 'debtor',
      label: t('columns.debtor'),
      primary: true,
      render: (item) => (
        <DebtorCell
          debtor={item.debtor}
          name={
            item.caseGuid ? (
              <Link component={RouterLink} to={staffPath('caseDetails', item.caseGuid)}>
                <bdi>{item.debtor.name}</bdi>
              </Link>
            ) : undefined
          }
        />
      ),
    },
    {
      key: 'letter',
      label: t('columns.letter'),
      render: (item) => (
        <>
          <bdi>{title(item)}</bdi>
          {item.caseNumber && (
            <SecondLine>{t('deliveries.case', { caseNumber: item.caseNumber })}</SecondLine>
          )}
        </>
      ),
    },
    {
      key: 'channel',
      label: t('columns.channel'),
      render: (item) => (
        <>
          {item.channel ? t(`deliveries.channel.${item.channel}`) : t('deliveries.noChannel')}
          <SecondLine>{t(`deliveries.status.${item.status}`)}</SecondLine>
        </>
      ),
    },
    {
      key: 'reason',
      label: t('columns.why'),
      render: (item) => <bdi>{item.reason ?? t('deliveries.noReason')}</bdi>,
    },
    {
      key: 'waitingSince',
      label: t('columns.when'),
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
            setSent(null);
            setChosen(item);
            setOpenCount((count) => count + 1);
          }}
          aria-label={t('deliveries.sendAgainNamed', { title: title(item), name: item.debtor.name })}
        >
          {t('deliveries.sendAgain')}
        </Button>
      ),
    },
  ];

  return (
    <QueuePage title={t('deliveries.title')} intro={t('deliveries.intro')}>
      {sent && <Notice severity="info">{sent}</Notice>}
      <QueueList
        caption={t('deliveries.caption')}
        columns={columns}
        getKey={(item) => item.deliveryGuid}
        query={queueQueryOptions('deliveries', query)}
        {...tableProps}
        empty={<EmptyState compact icon={MarkEmailReadOutlinedIcon} title={t('deliveries.empty')} />}
      />
      <ReasonDialog
        open={chosen !== null}
        openCount={openCount}
        texts={{
          title: t('deliveries.dialog.title'),
          intro: chosen
            ? t('deliveries.dialog.intro', { title: title(chosen), name: chosen.debtor.name })
            : '',
          submit: t('deliveries.sendAgain'),
          cancel: t('deliveries.dialog.cancel'),
        }}
        failedText={(reason) => t('deliveries.dialog.failed', { reason })}
        pending={sendAgain.isPending}
        act={(reason) => sendAgain.mutateAsync({ deliveryGuid: chosen?.deliveryGuid ?? '', reason })}
        onClose={(done) => {
          if (done && chosen)
            setSent(t('deliveries.sent', { title: title(chosen), name: chosen.debtor.name }));
          setChosen(null);
        }}
      />
    </QueuePage>
  );
}
