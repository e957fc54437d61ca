import { OBJECTION_CLIENT_ANSWER_DAYS } from '@fordra/domain';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { staffPath } from '../../../config/paths.ts';
import type { ListColumn } from '../../../shared/creditor/list-table.tsx';
import { useObjectionLabels } from '../../../shared/creditor/objection-details.tsx';
import { useDoneMessage } from '../../../shared/ui/done-message.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { QueryBoundary } from '../../../shared/ui/query-boundary.tsx';
import { type QueueQuery, queueQueryOptions, useQueuePage } from '../api/queues.ts';
import { ObjectionDialog, type StaffObjectionItem } from '../components/objection-dialog.tsx';
import { CreditorCell, SecondLine } from '../components/party-cells.tsx';
import { QueueList, QueuePage } from '../components/queue-page.tsx';
import { useOpenParam, useQueueList } from '../components/use-queue-list.ts';
import { WaitingSince } from '../components/waiting.tsx';
import { objectionFilters } from '../queue-list-query.ts';

/**
 * Objections the client has not answered within the policy's days, oldest first: a handler chases the
 * client, or answers for a client that asked us to. An objection opens in a dialog (`?objection=`).
 */
export function ObjectionsRoute() {
  const { t } = useTranslation(['staff-queues', 'creditor']);
  const labels = useObjectionLabels();
  const { list, query, tableProps } = useQueueList(objectionFilters);
  const [, setOpenGuid] = useOpenParam('objection');
  const all = list.filters.waiting === 'all';
  const shown = { ...query, minDays: all ? 0 : undefined };
  const tabsId = useId();

  const columns: ListColumn<StaffObjectionItem>[] = [
    {
      key: 'case',
      label: t('columns.case'),
      primary: true,
      render: (item) => (
        <>
          <Button
            data-queue-item
            variant="text"
            onClick={() => setOpenGuid(item.objectionGuid)}
            aria-label={t('objections.openNamed', { caseNumber: item.caseNumber })}
            sx={{ p: 0, minWidth: 0, justifyContent: 'flex-start', fontWeight: 600, lineHeight: 1.5 }}
          >
            {item.caseNumber}
          </Button>
          <SecondLine>
            <Link component={RouterLink} to={staffPath('caseDetails', item.caseGuid)}>
              {t('objections.caseLink')}
            </Link>
          </SecondLine>
        </>
      ),
    },
    {
      key: 'ground',
      label: t('objections.ground'),
      render: (item) => (
        <>
          {labels.ground(item)}
          <SecondLine>{labels.scope(item)}</SecondLine>
        </>
      ),
    },
    { key: 'debtor', label: t('columns.debtor'), render: (item) => <bdi>{item.debtor.name}</bdi> },
    {
      key: 'creditor',
      label: t('columns.creditor'),
      render: (item) => <CreditorCell creditorName={item.creditor.name} clientName={item.client.name} />,
    },
    {
      key: 'waitingSince',
      label: t('columns.waiting'),
      sortKey: 'waitingSince',
      render: (item) => <WaitingSince since={item.filedAt} />,
    },
  ];

  return (
    <QueuePage
      title={t('objections.title')}
      intro={t('objections.intro', { days: OBJECTION_CLIENT_ANSWER_DAYS })}
    >
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={all ? 'all' : 'late'}
          onChange={(_event, next: string) => list.change({ waiting: next === 'all' ? 'all' : undefined })}
          aria-label={t('objections.tabs')}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {(['late', 'all'] as const).map((value) => (
            <Tab
              key={value}
              value={value}
              label={
                value === 'late'
                  ? t('objections.late', { days: OBJECTION_CLIENT_ANSWER_DAYS })
                  : t('objections.all')
              }
              id={`${tabsId}-${value}`}
              aria-controls={`${tabsId}-panel`}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${all ? 'all' : 'late'}`}>
        <QueueList
          caption={t('objections.caption')}
          columns={columns}
          getKey={(item) => item.objectionGuid}
          query={queueQueryOptions('objections', shown)}
          {...tableProps}
          empty={
            <EmptyState
              compact
              icon={GavelOutlinedIcon}
              title={t(all ? 'objections.emptyAll' : 'objections.empty')}
            />
          }
        />
      </Box>
      <QueryBoundary pending={null} failed={() => null}>
        <OpenObjection query={shown} />
      </QueryBoundary>
    </QueuePage>
  );
}

/** The objection the address opens (`?objection=`), in its dialog. */
function OpenObjection({ query }: { query: QueueQuery & { minDays: number | undefined } }) {
  const { t } = useTranslation('creditor');
  const objections = useQueuePage('objections', query);
  const [openGuid, setOpenGuid] = useOpenParam('objection');
  const { say, snackbar } = useDoneMessage();
  const open = objections.items.find((item) => item.objectionGuid === openGuid) ?? null;
  return (
    <>
      <ObjectionDialog
        item={open}
        onClose={() => setOpenGuid(null)}
        onAnswered={(kind) => {
          setOpenGuid(null);
          say(t(`objection.done.${kind}`));
        }}
      />
      {snackbar}
    </>
  );
}
