import { stockholmDateTime } from '@fordra/domain';
import FolderOffOutlinedIcon from '@mui/icons-material/FolderOffOutlined';
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { casesQueryOptions } from '../../../shared/debtor/debtor-cases.ts';
import { invoicesQueryOptions } from '../../../shared/debtor/debtor-invoices.ts';
import { debtorObjectionsQueryOptions } from '../../../shared/debtor/debtor-objections.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { Notice } from '../../../shared/ui/notice.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { QueryBoundary } from '../../../shared/ui/query-boundary.tsx';
import { CaseList } from '../components/case-list.tsx';
import { CaseListSkeleton } from '../components/case-list-skeleton.tsx';
import { InvoiceList } from '../components/invoice-list.tsx';
import { NO_CURRENT_CASE_NOTICE } from '../most-relevant-case.ts';

const tabs = ['active', 'closed'] as const;
type CaseTab = (typeof tabs)[number];

/** The chosen tab lives in the address (`?tab=closed`), so back, forward and reload keep it. */
function useCaseTab(): [CaseTab, (tab: CaseTab) => void] {
  const [search, setSearch] = useSearchParams();
  const tab: CaseTab = search.get('tab') === 'closed' ? 'closed' : 'active';
  const choose = (next: CaseTab) => setSearch(next === 'active' ? {} : { tab: next }, { replace: true });
  return [tab, choose];
}

function CasesTabContent({ tab }: { tab: CaseTab }) {
  const { t } = useTranslation('cases');
  const { data } = useSuspenseQuery(casesQueryOptions);
  // Unpaid invoices are debt too, listed below the cases: the empty list must not say nothing is owed.
  const openInvoices = (useQuery(invoicesQueryOptions).data?.items ?? []).some(
    (item) => item.amountToPay > 0,
  );
  // What holds each case shows once read; the list does not wait for it, nor fail with it.
  const objections = useQuery(debtorObjectionsQueryOptions).data;
  const shown = data.cases.filter((item) => item.isActive === (tab === 'active'));
  if (shown.length === 0) {
    return (
      <Card>
        {tab === 'active' ? (
          <EmptyState icon={TaskAltOutlinedIcon} title={t('empty.active')}>
            <Typography color="textSecondary">
              {openInvoices ? t('empty.activeInvoicesHint') : t('empty.activeHint')}
            </Typography>
          </EmptyState>
        ) : (
          <EmptyState icon={FolderOffOutlinedIcon} title={t('empty.closed')}>
            <Typography color="textSecondary">{t('empty.closedHint')}</Typography>
          </EmptyState>
        )}
      </Card>
    );
  }
  return (
    <CaseList
      cases={shown}
      label={tab === 'active' ? t('tabs.active') : t('tabs.closed')}
      objections={objections}
      today={stockholmDateTime(new Date()).date}
    />
  );
}

/** Cases: the debtor's current and closed cases, on two tabs. */
export function CasesRoute() {
  const { t } = useTranslation(['cases', 'errors']);
  const [tab, setTab] = useCaseTab();
  const [search] = useSearchParams();
  // The tabs show their counts once the list is in.
  const cases = useQuery(casesQueryOptions);
  const idPrefix = useId();
  const count = (active: boolean) =>
    cases.data ? cases.data.cases.filter((item) => item.isActive === active).length : null;
  const tabLabel = (label: string, n: number | null) => (n === null ? label : `${label} (${n})`);

  return (
    <Stack spacing={{ xs: 3, md: 4 }}>
      <Stack spacing={1}>
        <PageHeading>{t('title')}</PageHeading>
        <Typography color="textSecondary">{t('intro')}</Typography>
      </Stack>
      {search.get('notice') === NO_CURRENT_CASE_NOTICE && (
        <Notice severity="info">{t('noCurrentCase')}</Notice>
      )}
      <Box>
        <Tabs
          value={tab}
          onChange={(_, next: CaseTab) => setTab(next)}
          aria-label={t('tabs.label')}
          sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
        >
          {tabs.map((value) => (
            <Tab
              key={value}
              value={value}
              id={`${idPrefix}-tab-${value}`}
              aria-controls={`${idPrefix}-panel-${value}`}
              label={tabLabel(t(`tabs.${value}`), count(value === 'active'))}
              sx={{ fontSize: '1rem', minHeight: 48 }}
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`${idPrefix}-panel-${tab}`} aria-labelledby={`${idPrefix}-tab-${tab}`}>
          <QueryBoundary pending={<CaseListSkeleton />} loadError={(reason) => t('loadError', { reason })}>
            <CasesTabContent tab={tab} />
          </QueryBoundary>
        </Box>
      </Box>
      <InvoiceList />
    </Stack>
  );
}
