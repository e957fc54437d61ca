import { describe, expect, it } from 'vitest';
import { pageOf } from './page-of.ts';

const items = ['a', 'b', 'c', 'd', 'e'];

describe('pageOf', () => {
  it('cuts the asked-for page', () => {
    expect(pageOf(items, 2, 2)).toEqual({ items: ['c', 'd'], page: 2, pageSize: 2, total: 5 });
    expect(pageOf(items, 3, 2)).toEqual({ items: ['e'], page: 3, pageSize: 2, total: 5 });
  });

  it('shows the last page for a page past the end (a key revoked away, an old link)', () => {
    expect(pageOf(items, 9, 2)).toEqual({ items: ['e'], page: 3, pageSize: 2, total: 5 });
  });

  it('answers an empty first page for no items', () => {
    expect(pageOf([], 1, 25)).toEqual({ items: [], page: 1, pageSize: 25, total: 0 });
  });
});
