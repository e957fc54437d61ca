import { POSTPONEMENT_MAX_DAYS } from '@fordra/domain';
import EventRepeatOutlinedIcon from '@mui/icons-material/EventRepeatOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { CaseStatusChip } from '../../../shared/creditor/case-status-chip.tsx';
import type { ListColumn } from '../../../shared/creditor/list-table.tsx';
import { useDayFormatter } from '../../../shared/format/date.ts';
import { useDoneMessage } from '../../../shared/ui/done-message.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { QueryBoundary } from '../../../shared/ui/query-boundary.tsx';
import { type QueueQuery, queueQueryOptions, useQueuePage } from '../api/queues.ts';
import { SecondLine } from '../components/party-cells.tsx';
import {
  PostponementDecisionDialog,
  type StaffPostponementItem,
} from '../components/postponement-decision-dialog.tsx';
import { QueueList, QueuePage } from '../components/queue-page.tsx';
import { useOpenParam, useQueueList } from '../components/use-queue-list.ts';
import { WaitingSince } from '../components/waiting.tsx';

/**
 * Requests for more time the client's policy did not give at once (longer, or a second one), oldest
 * first; a request opens in a dialog (`?postponement=`) to be approved or refused with a reason.
 */
export function PostponementsRoute() {
  const { t } = useTranslation(['staff-queues', 'creditor']);
  const day = useDayFormatter();
  const { query, tableProps } = useQueueList();
  const [, setOpenGuid] = useOpenParam('postponement');

  const columns: ListColumn<StaffPostponementItem>[] = [
    {
      key: 'debtor',
      label: t('columns.debtor'),
      primary: true,
      render: (item) => (
        <Button
          data-queue-item
          variant="text"
          onClick={() => setOpenGuid(item.postponementGuid)}
          aria-label={t('postponements.openNamed', { name: item.debtor.name })}
          sx={{ p: 0, minWidth: 0, justifyContent: 'flex-start', fontWeight: 600, lineHeight: 1.5 }}
        >
          <bdi>{item.debtor.name}</bdi>
        </Button>
      ),
    },
    {
      key: 'case',
      label: t('columns.case'),
      render: (item) => (
        <>
          {item.caseNumber}
          <SecondLine>
            <bdi>{item.client.name}</bdi>
          </SecondLine>
        </>
      ),
    },
    {
      key: 'status',
      label: t('columns.status'),
      render: (item) => <CaseStatusChip status={item.caseStatus} />,
    },
    {
      key: 'newDueDate',
      label: t('postponements.newDueDate'),
      render: (item) => (
        <>
          {day(item.newDueDate, 'medium')}
          <SecondLine>{t('postponements.from', { day: day(item.previousDueDate, 'medium') })}</SecondLine>
        </>
      ),
    },
    {
      key: 'waitingSince',
      label: t('columns.waiting'),
      sortKey: 'waitingSince',
      render: (item) => <WaitingSince since={item.requestedAt} />,
    },
  ];

  return (
    <QueuePage
      title={t('postponements.title')}
      intro={t('postponements.intro', { days: POSTPONEMENT_MAX_DAYS })}
    >
      <QueueList
        caption={t('postponements.caption')}
        columns={columns}
        getKey={(item) => item.postponementGuid}
        query={queueQueryOptions('postponements', query)}
        {...tableProps}
        empty={<EmptyState compact icon={EventRepeatOutlinedIcon} title={t('postponements.empty')} />}
      />
      <QueryBoundary pending={null} failed={() => null}>
        <OpenPostponement query={query} />
      </QueryBoundary>
    </QueuePage>
  );
}

/** The request the address opens (`?postponement=`), in its dialog. */
function OpenPostponement({ query }: { query: QueueQuery }) {
  const { t } = useTranslation('staff-queues');
  const requests = useQueuePage('postponements', query);
  const [openGuid, setOpenGuid] = useOpenParam('postponement');
  const { say, snackbar } = useDoneMessage();
  const open = requests.items.find((item) => item.postponementGuid === openGuid) ?? null;
  return (
    <>
      <PostponementDecisionDialog
        item={open}
        onClose={() => setOpenGuid(null)}
        onDecided={(decision) => {
          setOpenGuid(null);
          say(t(`postponements.decision.done.${decision}`));
        }}
      />
      {snackbar}
    </>
  );
}
