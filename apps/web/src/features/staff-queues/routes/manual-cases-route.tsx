import { type ManualCaseItem, type ManualStep, manualStep } from '@fordra/contract';
import HelpCenterOutlinedIcon from '@mui/icons-material/PriorityHighOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { staffPath } from '../../../config/paths.ts';
import { CaseStatusChip } from '../../../shared/creditor/case-status-chip.tsx';
import type { ListColumn } from '../../../shared/creditor/list-table.tsx';
import { useDayFormatter } from '../../../shared/format/date.ts';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { queueQueryOptions } from '../api/queues.ts';
import { CreditorCell, DebtorCell, SecondLine } from '../components/party-cells.tsx';
import { QueueList, QueuePage } from '../components/queue-page.tsx';
import { useQueueList } from '../components/use-queue-list.ts';
import { WaitingSince } from '../components/waiting.tsx';
import { manualCasesFilters } from '../queue-list-query.ts';

const steps = manualStep.options;
type StepTab = ManualStep | 'all';

/** Cases waiting for a handler's step (Kronofogden's decision, a dispute, a pause), oldest first, by step. */
export function ManualCasesRoute() {
  const { t } = useTranslation(['staff-queues', 'creditor']);
  const money = useMoneyFormatter();
  const day = useDayFormatter();
  const { list, query, tableProps } = useQueueList(manualCasesFilters);
  const step = steps.find((value) => value === list.filters.step);
  const tab: StepTab = step ?? 'all';
  const tabsId = useId();

  const columns: ListColumn<ManualCaseItem>[] = [
    {
      key: 'case',
      label: t('columns.case'),
      primary: true,
      render: (item) => (
        <Link
          data-queue-item
          component={RouterLink}
          to={staffPath('caseDetails', item.caseGuid)}
          sx={{ fontWeight: 600 }}
        >
          {item.caseNumber}
        </Link>
      ),
    },
    {
      key: 'step',
      label: t('columns.step'),
      render: (item) => (
        <>
          {t(`step.${item.step}`)}
          {item.resumeOn && (
            <SecondLine>{t('cases.resumeOn', { day: day(item.resumeOn, 'medium') })}</SecondLine>
          )}
        </>
      ),
    },
    { key: 'status', label: t('columns.status'), render: (item) => <CaseStatusChip status={item.status} /> },
    {
      key: 'debtor',
      label: t('columns.debtor'),
      render: (item) => <DebtorCell debtor={item.debtor} />,
    },
    {
      key: 'creditor',
      label: t('columns.creditor'),
      render: (item) => <CreditorCell creditorName={item.creditorName} clientName={item.clientName} />,
    },
    {
      key: 'remaining',
      label: t('columns.remaining'),
      numeric: true,
      render: (item) => money(item.remainingAmount, item.currency),
    },
    {
      key: 'waitingSince',
      label: t('columns.waiting'),
      sortKey: 'waitingSince',
      render: (item) => <WaitingSince since={item.waitingSince} />,
    },
  ];

  return (
    <QueuePage title={t('cases.title')} intro={t('cases.intro')}>
      <Box>
        <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
          <Tabs
            value={tab}
            onChange={(_event, next: StepTab) => list.change({ step: next === 'all' ? undefined : next })}
            aria-label={t('cases.tabs')}
            variant="scrollable"
            allowScrollButtonsMobile
          >
            {(['all', ...steps] as const).map((value) => (
              <Tab
                key={value}
                value={value}
                label={value === 'all' ? t('cases.all') : t(`step.${value}`)}
                id={`${tabsId}-${value}`}
                aria-controls={`${tabsId}-panel`}
              />
            ))}
          </Tabs>
        </Box>
        <Box role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${tab}`}>
          <QueueList
            caption={t('cases.caption')}
            columns={columns}
            getKey={(item) => item.caseGuid}
            query={queueQueryOptions('cases', { ...query, step })}
            {...tableProps}
            empty={<EmptyState compact icon={HelpCenterOutlinedIcon} title={t('cases.empty')} />}
          />
        </Box>
      </Box>
    </QueuePage>
  );
}
