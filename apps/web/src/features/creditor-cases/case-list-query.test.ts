import { describe, expect, it } from 'vitest';
import { casesQuery, caseTab } from './case-list-query.ts';

describe('the case list’s query', () => {
  it('shows the open cases when the address names no tab', () => {
    expect(caseTab({})).toBe('active');
    expect(casesQuery({ page: 2, q: undefined, status: undefined })).toEqual({
      page: 2,
      statusGroup: 'active',
    });
  });

  it('asks for the tab’s status group, and none for every case', () => {
    expect(casesQuery({ statusGroup: 'legal' }).statusGroup).toBe('legal');
    expect(casesQuery({ statusGroup: 'all' }).statusGroup).toBeUndefined();
  });

  it('shows one status among all cases when a link names only the status', () => {
    expect(caseTab({ status: 'Disputed' })).toBe('all');
    expect(casesQuery({ status: 'Disputed' })).toEqual({ status: 'Disputed', statusGroup: undefined });
    expect(casesQuery({ status: 'Disputed', statusGroup: 'legal' }).statusGroup).toBe('legal');
  });

  it('takes an unknown tab in the address for the open cases', () => {
    expect(caseTab({ statusGroup: 'everything' })).toBe('active');
  });
});
