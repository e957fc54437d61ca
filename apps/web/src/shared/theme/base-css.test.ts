import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from './theme.ts';

/** base.css's custom properties, by name without the leading dashes. */
function customProperties(): Record<string, string> {
  const css = readFileSync(new URL('./base.css', import.meta.url), 'utf8');
  const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  return Object.fromEntries(
    [...root.matchAll(/--([\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [
      name,
      value?.replace(/\s+/g, ' ').trim(),
    ]),
  );
}

describe('base.css', () => {
  it("holds the theme's colours, shape and type, for the pages drawn without MUI", () => {
    const theme = createAppTheme('ltr');
    const { palette } = theme;
    expect(customProperties()).toEqual({
      'fordra-text': palette.text.primary,
      'fordra-text-secondary': palette.text.secondary,
      'fordra-primary': palette.primary.main,
      'fordra-primary-contrast': palette.primary.contrastText,
      'fordra-background': palette.background.default,
      'fordra-paper': palette.background.paper,
      'fordra-divider': palette.divider,
      'fordra-error': palette.error.main,
      'fordra-error-light': palette.error.light,
      'fordra-info': palette.info.main,
      'fordra-success': palette.success.main,
      'fordra-grey': palette.grey[400],
      'fordra-radius': `${theme.shape.borderRadius}px`,
      'fordra-font': theme.typography.fontFamily?.replaceAll(',', ', '),
    });
  });
});
