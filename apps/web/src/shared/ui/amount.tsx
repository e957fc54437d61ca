import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/** How an amount sits in text: figures of equal width, never broken over lines. */
export const amountSx = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * A formatted amount (or other figure) as inline text. It is isolated with <bdi> so that right-to-left
 * text around it cannot reorder its parts.
 */
export function Amount({ children, sx }: { children: string; sx?: SxProps<Theme> }) {
  return (
    <Box component="span" sx={[amountSx, ...(Array.isArray(sx) ? sx : [sx])]}>
      <bdi>{children}</bdi>
    </Box>
  );
}
