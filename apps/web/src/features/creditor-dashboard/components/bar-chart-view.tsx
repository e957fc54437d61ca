import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ChartModel } from './chart-model.ts';

const height = 280;

/**
 * A bar chart drawn with MUI X Charts, loaded only when the dashboard draws its first bars. Hidden
 * from screen readers and out of the tab order: they read the chart's table instead (chart-table.tsx).
 */
export function BarChartView({ model }: { model: ChartModel }) {
  const theme = useTheme();
  const barColor = theme.palette.secondary.main;
  const horizontal = model.layout === 'horizontal';
  const categoryAxis = {
    scaleType: 'band' as const,
    data: model.rows.map((row) => row.shortLabel),
    tickLabelStyle: { fontSize: 12 },
  };
  const valueAxis = { valueFormatter: (value: number) => model.axisFormat(value), width: 72 };
  return (
    <Box aria-hidden="true" sx={{ width: '100%', height: horizontal ? 40 + model.rows.length * 44 : height }}>
      <BarChart
        layout={model.layout}
        series={[
          {
            data: model.rows.map((row) => row.value),
            label: model.valueHeader,
            color: barColor,
            valueFormatter: (value) => (value === null ? '' : model.format(value)),
          },
        ]}
        xAxis={[
          horizontal
            ? { valueFormatter: valueAxis.valueFormatter, tickLabelStyle: { fontSize: 12 } }
            : categoryAxis,
        ]}
        yAxis={[horizontal ? { ...categoryAxis, width: 132 } : valueAxis]}
        grid={horizontal ? { vertical: true } : { horizontal: true }}
        hideLegend
        // Keyboard and screen-reader users read the table; the drawn chart takes no focus.
        disableKeyboardNavigation
        skipAnimation
        margin={{ top: 8, right: horizontal ? 32 : 16, bottom: 8, left: 8 }}
        borderRadius={4}
      />
    </Box>
  );
}
