import SwipeLeftOutlinedIcon from '@mui/icons-material/SwipeLeftOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Edges = { overflows: boolean; atStart: boolean; atEnd: boolean };

/**
 * A table wider than the screen, in a region of its own that scrolls sideways (the page keeps its
 * width): a hint above it while it does not fit, and a shade at each edge there is more beyond, so a
 * phone user sees at once that the columns go on. A keyboard reaches the region to scroll it too.
 */
export function ScrollCue({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  const { t } = useTranslation('staff-case');
  const region = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<Edges>({ overflows: false, atStart: true, atEnd: true });
  const measure = useCallback(() => {
    const box = region.current;
    if (!box) return;
    // scrollLeft is negative in a right-to-left page: its magnitude is how far from the start.
    const scrolled = Math.abs(box.scrollLeft);
    const room = box.scrollWidth - box.clientWidth;
    setEdges({ overflows: room > 1, atStart: scrolled < 1, atEnd: scrolled >= room - 1 });
  }, []);
  useEffect(() => {
    measure();
    const box = region.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [measure]);

  // A shadow at an edge with more beyond it, as if the table went on under the card's edge.
  const shade = (side: 'start' | 'end', shown: boolean) => ({
    content: '""',
    position: 'absolute',
    top: 0,
    bottom: 0,
    width: 18,
    pointerEvents: 'none',
    opacity: shown ? 1 : 0,
    transition: 'opacity 150ms',
    [side === 'start' ? 'insetInlineStart' : 'insetInlineEnd']: 0,
    background: `linear-gradient(to ${side === 'start' ? 'right' : 'left'}, rgba(0, 0, 0, 0.18), transparent)`,
  });

  return (
    <>
      {edges.overflows && (
        <Typography
          variant="body2"
          color="textSecondary"
          data-testid="scroll-hint"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mb: 1 }}
        >
          <SwipeLeftOutlinedIcon fontSize="small" aria-hidden="true" />
          {t('ledger.scrollHint')}
        </Typography>
      )}
      <Box
        data-testid="scroll-cue"
        data-more-start={edges.overflows && !edges.atStart}
        data-more-end={edges.overflows && !edges.atEnd}
        sx={{
          position: 'relative',
          '&::before': shade('start', edges.overflows && !edges.atStart),
          '&::after': shade('end', edges.overflows && !edges.atEnd),
        }}
      >
        <Box
          ref={region}
          role="region"
          aria-labelledby={labelledBy}
          tabIndex={0}
          onScroll={measure}
          sx={{ overflowX: 'auto', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
        >
          {children}
        </Box>
      </Box>
    </>
  );
}
