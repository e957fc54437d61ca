import { describe, expect, it } from 'vitest';
import { caseListQueryOf, casesQuery, caseTab } from './case-list-query.ts';

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

  it('reads the page the address asks for as the list and its loader ask for it, newest first by default', () => {
    const asked = caseListQueryOf(new URLSearchParams('page=3&pageSize=50&q=Berg&status=Disputed'));
    expect(JSON.parse(JSON.stringify(asked))).toEqual({
      page: 3,
      pageSize: 50,
      sort: 'registrationDate',
      order: 'desc',
      q: 'Berg',
      status: 'Disputed',
    });
    expect(
      caseListQueryOf(new URLSearchParams('statusGroup=closed&sort=remainingAmount&order=asc')),
    ).toMatchObject({
      page: 1,
      pageSize: 25,
      sort: 'remainingAmount',
      order: 'asc',
      statusGroup: 'closed',
    });
  });
});
