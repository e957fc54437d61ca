import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import PostAddOutlinedIcon from '@mui/icons-material/PostAddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { QueryBoundary } from '../../../shared/ui/query-boundary.tsx';
import { paymentPlansQueryOptions } from '../api/get-payment-plans.ts';
import { PlanCard } from '../components/plan-card.tsx';
import { PlanListSkeleton } from '../components/plan-list-skeleton.tsx';

const tabs = ['active', 'completed'] as const;
type PlanTab = (typeof tabs)[number];

/** The chosen tab lives in the address (`?tab=completed`), so back, forward and reload keep it. */
function usePlanTab(): [PlanTab, (tab: PlanTab) => void] {
  const [search, setSearch] = useSearchParams();
  const tab: PlanTab = search.get('tab') === 'completed' ? 'completed' : 'active';
  const choose = (next: PlanTab) => setSearch(next === 'active' ? {} : { tab: next }, { replace: true });
  return [tab, choose];
}

function CreatePlanButton({ variant }: { variant: 'contained' | 'outlined' }) {
  const { t } = useTranslation('plans');
  return (
    <Button
      component={RouterLink}
      to={paths.createPlan}
      variant={variant}
      startIcon={<PostAddOutlinedIcon />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('create')}
    </Button>
  );
}

function PlansTabContent({ tab }: { tab: PlanTab }) {
  const { t } = useTranslation('plans');
  const { data } = useSuspenseQuery(paymentPlansQueryOptions);
  const shown = data.plans.filter((plan) => plan.isActive === (tab === 'active'));
  if (shown.length === 0) {
    return (
      <Card>
        {tab === 'active' ? (
          <EmptyState icon={EventAvailableOutlinedIcon} title={t('empty.active')}>
            <Box sx={{ mt: 2 }}>
              <CreatePlanButton variant="outlined" />
            </Box>
          </EmptyState>
        ) : (
          <EmptyState icon={HistoryOutlinedIcon} title={t('empty.completed')} />
        )}
      </Card>
    );
  }
  return (
    <Stack spacing={3}>
      {shown.map((plan) => (
        <PlanCard key={plan.planGuid} plan={plan} />
      ))}
    </Stack>
  );
}

/** Payment plans: the debtor's current and finished plans on two tabs, and the way to a new one. */
export function PlansRoute() {
  const { t } = useTranslation(['plans', 'errors']);
  const [tab, setTab] = usePlanTab();
  // The tabs show their counts once the plans are in.
  const plans = useQuery(paymentPlansQueryOptions);
  const idPrefix = useId();
  const count = (active: boolean) =>
    plans.data ? plans.data.plans.filter((plan) => plan.isActive === active).length : null;
  const tabLabel = (label: string, n: number | null) => (n === null ? label : `${label} (${n})`);

  return (
    <Stack spacing={{ xs: 3, md: 4 }}>
      <Stack spacing={2}>
        <PageHeading>{t('title')}</PageHeading>
        <Typography color="textSecondary">{t('intro')}</Typography>
        {/* With no current plan, the empty active tab offers the way to one instead. */}
        {!(tab === 'active' && count(true) === 0) && <CreatePlanButton variant="contained" />}
      </Stack>
      <Box>
        <Tabs
          value={tab}
          onChange={(_, next: PlanTab) => setTab(next)}
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
          <QueryBoundary pending={<PlanListSkeleton />} loadError={(reason) => t('loadError', { reason })}>
            <PlansTabContent tab={tab} />
          </QueryBoundary>
        </Box>
      </Box>
    </Stack>
  );
}
