import { describe, expect, it } from 'vitest';
import { createAppTheme } from '../../app/theme.ts';
import { computerScreen, narrowScreen, wideScreen } from './screen-media.ts';

describe('the screens a payment is made on', () => {
  it("divide at the theme's md breakpoint, as the layouts do", () => {
    const { breakpoints } = createAppTheme('ltr');
    expect(`@media ${narrowScreen}`).toBe(breakpoints.down('md'));
    expect(`@media ${wideScreen}`).toBe(breakpoints.up('md'));
    for (const query of computerScreen.split(', '))
      expect(query.startsWith(`${breakpoints.up('md').replace('@media ', '')} and (`)).toBe(true);
  });
});
