import EventRepeatOutlinedIcon from '@mui/icons-material/EventRepeatOutlined';
import { useTranslation } from 'react-i18next';
import { ListBoundary } from '../../../shared/staff/list-boundary.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { useQueuePage } from '../api/queues.ts';
import { usePlanColumns } from '../components/plan-columns.tsx';
import { PlanDecisionDialog } from '../components/plan-decision-dialog.tsx';
import { QueueList, QueuePage } from '../components/queue-page.tsx';
import { useOpenParam, useQueueList } from '../components/use-queue-list.ts';
import { nextInQueue } from '../queue-keys.ts';

/**
 * Plan proposals the creditor's policy did not approve by itself, oldest first. A proposal opens in
 * a dialog to be accepted or rejected; after a decision the next one opens.
 */
export function PlanProposalsRoute() {
  const { t } = useTranslation('staff-queues');
  return (
    <QueuePage title={t('plans.title')} intro={t('plans.intro')}>
      <ListBoundary caption={t('plans.caption')}>
        <PlanProposals />
      </ListBoundary>
    </QueuePage>
  );
}

function PlanProposals() {
  const { t } = useTranslation('staff-queues');
  const { query, tableProps } = useQueueList();
  const plans = useQueuePage('plans', query);
  const [openGuid, setOpenGuid] = useOpenParam('plan');
  const columns = usePlanColumns((item) => setOpenGuid(item.planGuid));
  const items = plans.items;
  const open = items.find((item) => item.planGuid === openGuid) ?? null;
  const next = open ? nextInQueue(items, (item) => item.planGuid, open.planGuid) : null;
  const nextOther = next && next.planGuid !== open?.planGuid ? next : null;

  return (
    <>
      <QueueList
        caption={t('plans.caption')}
        columns={columns}
        getKey={(item) => item.planGuid}
        data={plans}
        {...tableProps}
        empty={<EmptyState compact icon={EventRepeatOutlinedIcon} title={t('plans.empty')} />}
      />
      <PlanDecisionDialog
        item={open}
        onClose={() => setOpenGuid(null)}
        onDecided={() => setOpenGuid(nextOther?.planGuid ?? null)}
        onNext={nextOther ? () => setOpenGuid(nextOther.planGuid) : null}
      />
    </>
  );
}
