import type { SxProps, Theme } from '@mui/material/styles';

/** For icons that point (arrows, chevrons): they face the other way in right-to-left languages. */
export const mirrorInRtl: SxProps<Theme> = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } };
