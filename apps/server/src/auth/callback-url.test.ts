import { describe, expect, it } from 'vitest';
import { safeCallbackUrl } from './routes.ts';

describe('safeCallbackUrl', () => {
  it('keeps paths on this site', () => {
    expect(safeCallbackUrl('/cases/123?tab=fees#top', '/')).toBe('/cases/123?tab=fees#top');
    expect(safeCallbackUrl('/auth/signin', '/')).toBe('/auth/signin');
  });

  it('answers the fallback for anything a browser would resolve off the site', () => {
    for (const raw of [
      undefined,
      '',
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r/evil.example',
      '/\t\\evil.example',
      '\t//evil.example',
      'javascript:alert(1)',
      '/%09/evil.example',
    ]) {
      const followed = safeCallbackUrl(raw, '/fallback');
      expect(new URL(followed, 'https://portal.example.se').origin, JSON.stringify(raw)).toBe(
        'https://portal.example.se',
      );
      expect(followed, JSON.stringify(raw)).not.toMatch(/[\t\n\r]/);
    }
    expect(safeCallbackUrl('/\t/evil.example', '/fallback')).toBe('/fallback');
  });
});
