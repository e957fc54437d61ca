import InsertChartOutlinedIcon from '@mui/icons-material/InsertChartOutlined';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { QueryBoundary } from '../../../shared/ui/query-boundary.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { chartQueryOptions } from '../api/get-chart.ts';
import { type ChartName, hasData } from '../chart-figures.ts';
import { ChartTable } from './chart-table.tsx';
import { useChartModel } from './use-chart-model.ts';

// The charting library is loaded with the overview, beside its data, so the key figures show without
// waiting for it and the charts are drawn as soon as their figures are in.
const loadBarChart = () => import('./bar-chart-view.tsx');
const loadRateGauge = () => import('./rate-gauge-view.tsx');
const BarChartView = lazy(() => loadBarChart().then((module) => ({ default: module.BarChartView })));
const RateGaugeView = lazy(() => loadRateGauge().then((module) => ({ default: module.RateGaugeView })));

const chartHeight = 280;

function ChartSkeleton({ label }: { label: string }) {
  return (
    <Box role="status" aria-busy="true" aria-label={label}>
      <Skeleton variant="rounded" height={chartHeight} />
    </Box>
  );
}

/**
 * One chart of the dashboard in its card: the chart, or on request its table (which screen readers
 * always read); a skeleton while it loads, a notice with "try again" when it could not be fetched, and
 * one sentence when the client has nothing to show in it yet.
 */
export function ChartSection({
  name,
  title,
  intro,
  empty,
}: {
  name: ChartName;
  title: string;
  intro: string;
  empty: string;
}) {
  const { t } = useTranslation('creditor-dashboard');
  useEffect(() => {
    // A failed download is not reported here: drawing the chart asks again.
    (name === 'collection-rate' ? loadRateGauge() : loadBarChart()).catch(() => undefined);
  }, [name]);

  return (
    <SectionCard title={title}>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {intro}
      </Typography>
      <QueryBoundary
        pending={<ChartSkeleton label={t('chartLoading', { chart: title })} />}
        loadError={(reason) => t('chartLoadError', { chart: title, reason })}
      >
        <ChartContent name={name} title={title} empty={empty} />
      </QueryBoundary>
    </SectionCard>
  );
}

/** The chart's figures as a chart, or on request as a table; one sentence when there are none yet. */
function ChartContent({ name, title, empty }: { name: ChartName; title: string; empty: string }) {
  const { t } = useTranslation('creditor-dashboard');
  const { data } = useSuspenseQuery(chartQueryOptions(name));
  const toModel = useChartModel();
  const [showTable, setShowTable] = useState(false);
  if (!hasData(data)) return <EmptyState compact icon={InsertChartOutlinedIcon} title={empty} />;
  const model = toModel(data);
  return (
    <>
      {!showTable && (
        <Suspense fallback={<ChartSkeleton label={t('chartLoading', { chart: title })} />}>
          {model.kind === 'gauge' ? <RateGaugeView model={model} /> : <BarChartView model={model} />}
        </Suspense>
      )}
      <ChartTable model={model} caption={title} visible={showTable} />
      <FormControlLabel
        sx={{ mt: 1 }}
        control={<Switch checked={showTable} onChange={(event) => setShowTable(event.target.checked)} />}
        label={t('showAsTable')}
      />
    </>
  );
}
