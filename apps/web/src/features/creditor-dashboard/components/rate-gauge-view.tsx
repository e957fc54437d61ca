import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';
import type { ChartModel } from './chart-model.ts';

/**
 * A rate as a gauge from 0 to 100 %, drawn with MUI X Charts and loaded with it. Hidden from screen
 * readers, which read the chart's table instead (chart-table.tsx).
 */
export function RateGaugeView({ model }: { model: ChartModel }) {
  const theme = useTheme();
  const ratio = model.rows[0]?.value ?? 0;
  return (
    <Box aria-hidden="true" sx={{ height: 200, maxWidth: 320, mx: 'auto' }}>
      <Gauge
        value={Math.round(ratio * 1000) / 10}
        valueMin={0}
        valueMax={100}
        startAngle={-110}
        endAngle={110}
        innerRadius="72%"
        text={model.rows[0]?.formatted ?? ''}
        skipAnimation
        sx={{
          [`& .${gaugeClasses.valueText}`]: { fontSize: 28, fontWeight: 650 },
          [`& .${gaugeClasses.valueArc}`]: { fill: theme.palette.secondary.main },
          [`& .${gaugeClasses.referenceArc}`]: { fill: theme.palette.grey[300] },
        }}
      />
    </Box>
  );
}
