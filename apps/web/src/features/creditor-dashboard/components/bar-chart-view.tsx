import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ChartModel } from './chart-model.ts';

const height = 280;

/**
 * A bar chart drawn with MUI X Charts, loaded only when the dashboard draws its first bars. Hidden
 * from screen readers and out of the tab order: they read the chart's table instead (chart-table.tsx).
 */
export function BarChartView({ model }: { model: ChartModel }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const barColor = theme.palette.secondary.main;
  const horizontal = model.layout === 'horizontal';
  const categoryAxis = {
    scaleType: 'band' as const,
    // The categories' keys, which are unique (the same letter stands for two months on a phone).
    data: model.rows.map((row) => row.key),
    valueFormatter: (key: string) => {
      const row = model.rows.find((candidate) => candidate.key === key);
      if (!row) return key;
      return phone ? (row.narrowLabel ?? row.shortLabel) : row.shortLabel;
    },
    tickLabelStyle: { fontSize: phone ? 11 : 12 },
    // Every category is named, also on a phone: the month labels are short enough (formatAxisMonth).
    tickLabelInterval: () => true,
  };
  const valueAxis = {
    valueFormatter: (value: number) => model.axisFormat(value),
    tickLabelStyle: { fontSize: phone ? 11 : 12 },
    // Few enough ticks that each label has room, the top one included.
    tickNumber: phone ? 3 : 5,
  };
  return (
    <Box aria-hidden="true" sx={{ width: '100%', height: horizontal ? 56 + model.rows.length * 44 : height }}>
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
        xAxis={[horizontal ? { ...valueAxis, height: 28 } : { ...categoryAxis, height: 40 }]}
        yAxis={[horizontal ? { ...categoryAxis, width: phone ? 104 : 132 } : { ...valueAxis, width: 64 }]}
        grid={horizontal ? { vertical: true } : { horizontal: true }}
        hideLegend
        // Keyboard and screen-reader users read the table; the drawn chart takes no focus.
        disableKeyboardNavigation
        skipAnimation
        // Room above the top tick's label and right of the last, so neither is cut off.
        margin={{ top: 16, right: horizontal ? 36 : 16, bottom: 8, left: 8 }}
        borderRadius={4}
      />
    </Box>
  );
}
