import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Amount } from './amount.tsx';

/** A list of labelled amounts (a `<dl>`) whose figures line up at the end of each row. */
export function AmountList({ children }: { children: ReactNode }) {
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {children}
    </Box>
  );
}

/** One part of a total: a label, an optional explanation under it, and the amount. */
export function AmountRow({ label, hint, amount }: { label: string; hint?: string; amount: string }) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'baseline',
        gap: 2,
        py: 1.25,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box component="dt">
        <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
          {label}
        </Typography>
        {hint && (
          <Typography component="span" variant="body2" color="textSecondary" sx={{ display: 'block' }}>
            {hint}
          </Typography>
        )}
      </Box>
      <Typography component="dd" sx={{ m: 0, textAlign: 'end' }}>
        <Amount>{amount}</Amount>
      </Typography>
    </Box>
  );
}

/** The sum of the rows above it, under a rule, so the reader can check that the parts add up. */
export function AmountTotalRow({ label, amount }: { label: string; amount: string }) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'baseline',
        gap: 2,
        pt: 1.5,
        mt: '-1px',
        borderTop: 1,
        borderColor: 'text.primary',
      }}
    >
      <Typography component="dt" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'end' }}>
        <Amount>{amount}</Amount>
      </Typography>
    </Box>
  );
}
