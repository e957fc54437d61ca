import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Facts as labels and values (a `<dl>` of `DetailItem`s): label above value on phones, beside it from sm. */
export function DetailList({ children }: { children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        // A long label wraps within 40 % rather than squeezing the values into a sliver.
        gridTemplateColumns: { xs: '1fr', sm: 'fit-content(40%) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1 },
        alignItems: 'baseline',
      }}
    >
      {children}
    </Box>
  );
}

/** One fact of a `DetailList`; nothing is shown for a value that is missing. */
export function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <>
      <Typography component="dt" variant="body2" color="textSecondary" sx={{ pt: { xs: 1, sm: 0 } }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}
