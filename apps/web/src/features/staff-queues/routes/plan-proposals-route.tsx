import EventRepeatOutlinedIcon from '@mui/icons-material/EventRepeatOutlined';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { QueryBoundary } from '../../../shared/ui/query-boundary.tsx';
import { type QueueQuery, queueQueryOptions, useQueuePage } from '../api/queues.ts';
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
  const { query, tableProps } = useQueueList();
  const [, setOpenGuid] = useOpenParam('plan');
  const columns = usePlanColumns((item) => setOpenGuid(item.planGuid));

  return (
    <QueuePage title={t('plans.title')} intro={t('plans.intro')}>
      <QueueList
        caption={t('plans.caption')}
        columns={columns}
        getKey={(item) => item.planGuid}
        query={queueQueryOptions('plans', query)}
        {...tableProps}
        empty={<EmptyState compact icon={EventRepeatOutlinedIcon} title={t('plans.empty')} />}
      />
      {/* The list shows why its page is missing; the dialog opens once the page is in. */}
      <QueryBoundary pending={null} failed={() => null}>
        <OpenProposal query={query} />
      </QueryBoundary>
    </QueuePage>
  );
}

/** The proposal the address opens (`?plan=`), in its dialog; after a decision the next one opens. */
function OpenProposal({ query }: { query: QueueQuery }) {
  const plans = useQueuePage('plans', query);
  const [openGuid, setOpenGuid] = useOpenParam('plan');
  const open = plans.items.find((item) => item.planGuid === openGuid) ?? null;
  const next = open ? nextInQueue(plans.items, (item) => item.planGuid, open.planGuid) : null;
  const nextOther = next && next.planGuid !== open?.planGuid ? next : null;
  return (
    <PlanDecisionDialog
      item={open}
      onClose={() => setOpenGuid(null)}
      onDecided={() => setOpenGuid(nextOther?.planGuid ?? null)}
      onNext={nextOther ? () => setOpenGuid(nextOther.planGuid) : null}
    />
  );
}
