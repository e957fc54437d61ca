import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { amountSx } from '../../../shared/ui/amount.tsx';
import { visuallyHidden } from '../../../shared/ui/visually-hidden.ts';
import type { ChartModel } from './chart-model.ts';

/**
 * A chart's figures as a table: what screen readers read (the drawn chart is hidden from them), shown
 * to everyone who asks for the table instead of the chart.
 */
export function ChartTable({
  model,
  caption,
  visible,
}: {
  model: ChartModel;
  caption: string;
  visible: boolean;
}) {
  return (
    <Box sx={visible ? { overflowX: 'auto' } : visuallyHidden}>
      <Table size="small">
        <Box component="caption" sx={visuallyHidden}>
          {caption}
        </Box>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {model.categoryHeader}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {model.valueHeader}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {model.rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell component="th" scope="row">
                {row.label}
              </TableCell>
              <TableCell align="right" sx={amountSx}>
                <bdi>{row.formatted}</bdi>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
