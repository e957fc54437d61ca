import { describe, expect, it } from 'vitest';
import { sameSitePath } from './redirect-path.ts';

const origin = 'https://portal.example.se';

describe('sameSitePath', () => {
  it('keeps paths and same-origin addresses of the site, as paths', () => {
    expect(sameSitePath('/cases/123?tab=fees#top', origin, '/')).toBe('/cases/123?tab=fees#top');
    expect(sameSitePath(`${origin}/payments`, origin, '/')).toBe('/payments');
    expect(sameSitePath('/', origin, '/fallback')).toBe('/');
    expect(sameSitePath('/a/./b/../c', origin, '/')).toBe('/a/c');
    expect(sameSitePath('/%2F%2Fevil.example/', origin, '/')).toBe('/%2F%2Fevil.example/');
    expect(sameSitePath('https:evil.example', origin, '/')).toBe('/evil.example');
  });

  it("answers the fallback for every spelling of the probe's off-site redirect", () => {
    for (const raw of [
      null,
      undefined,
      '',
      '/.//evil.example/',
      decodeURIComponent('%2F.%2F%2Fevil.example%2F'),
      '/%2e//evil.example/',
      '/%2E//evil.example/',
      '/%2e%2e//evil.example/',
      '/./\\evil.example/',
      '/.\\/evil.example/',
      '/a/..//evil.example/',
      '/a/%2e%2e//evil.example/',
      '//evil.example/path',
      '///evil.example/path',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r/evil.example',
      '/\t\\evil.example',
      '\t//evil.example',
      ' //evil.example',
      '/.\t//evil.example',
      'https://evil.example/',
      'http://portal.example.se/',
      'https://portal.example.se:444/',
      'https://portal.example.se@evil.example/',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
    ]) {
      expect(sameSitePath(raw, origin, '/fallback'), JSON.stringify(raw)).toBe('/fallback');
    }
  });

  it('never answers a path a browser would follow off the site', () => {
    for (const raw of ['/.//x', '/./\\x', '/%2e//x', '/x', '/%09/x', '/%5C/x', '/.%2F/x', '?q=1', '#top']) {
      const followed = sameSitePath(raw, origin, '/fallback');
      expect(followed, JSON.stringify(raw)).toMatch(/^\/(?![/\\])/);
      expect(new URL(followed, origin).origin, JSON.stringify(raw)).toBe(origin);
    }
  });
});
