import { describe, expect, it } from 'vitest';
import { safeCallbackPath } from './callback-url.ts';

const origin = 'https://portal.example.se';

describe('safeCallbackPath', () => {
  it('keeps paths on this site', () => {
    expect(safeCallbackPath('/cases/123?tab=fees#top', origin)).toBe('/cases/123?tab=fees#top');
    expect(safeCallbackPath(`${origin}/payments`, origin)).toBe('/payments');
  });

  it('sends everything else home', () => {
    for (const url of [
      null,
      '',
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      '/.//evil.example/',
      '/%2e//evil.example/',
      '/./\\evil.example/',
      '/\t/evil.example',
      'javascript:alert(1)',
      '/auth/signin?callbackUrl=/',
      '/api/auth/signout',
    ]) {
      expect(safeCallbackPath(url, origin), JSON.stringify(url)).toBe('/');
    }
  });
});
