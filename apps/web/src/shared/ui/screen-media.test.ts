import { describe, expect, it } from 'vitest';
import { createAppTheme } from '../theme/theme.ts';
import { computerScreen, narrowScreen, screensToDraw, touchOnlyScreen, wideScreen } from './screen-media.ts';

describe('the screens a payment is made on', () => {
  it("divide at the theme's md breakpoint, as the layouts do", () => {
    const { breakpoints } = createAppTheme('ltr');
    expect(`@media ${narrowScreen}`).toBe(breakpoints.down('md'));
    expect(`@media ${wideScreen}`).toBe(breakpoints.up('md'));
    for (const query of computerScreen.split(', '))
      expect(query.startsWith(`${breakpoints.up('md').replace('@media ', '')} and (`)).toBe(true);
  });
});

describe('the screen a page is drawn for on the server', () => {
  it('is the one the browser remembers, whatever it says it is', () => {
    expect(screensToDraw('narrow.touch', false)).toEqual({
      [wideScreen]: false,
      [narrowScreen]: true,
      [touchOnlyScreen]: true,
      [computerScreen]: false,
    });
    expect(screensToDraw('wide.touch', true)[touchOnlyScreen]).toBe(true);
    expect(screensToDraw('none', true)[narrowScreen]).toBe(false);
  });

  it("is a phone's or a computer's by the browser's word, when it remembers none it can be read as", () => {
    for (const remembered of [null, '', 'wide.huge', 'wide;narrow']) {
      expect(screensToDraw(remembered, true)).toEqual({
        [wideScreen]: false,
        [narrowScreen]: true,
        [touchOnlyScreen]: true,
        [computerScreen]: false,
      });
      expect(screensToDraw(remembered, false)).toEqual({
        [wideScreen]: true,
        [narrowScreen]: false,
        [touchOnlyScreen]: false,
        [computerScreen]: true,
      });
    }
  });
});
