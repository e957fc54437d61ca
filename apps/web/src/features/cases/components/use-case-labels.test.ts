import { CASE_LETTER_KINDS, CASE_SERVICES, FEE_TYPES, STATUS_DISPLAY_GROUPS } from '@fordra/domain';
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/locales/en/cases.json';
import sv from '../../../i18n/locales/sv/cases.json';

describe('case labels', () => {
  it.each([
    ['sv', sv],
    ['en', en],
  ])('%s names every status group, service, fee type and document kind, and nothing else', (_, catalogue) => {
    expect(Object.keys(catalogue.status).sort()).toEqual([...STATUS_DISPLAY_GROUPS].sort());
    expect(Object.keys(catalogue.service).sort()).toEqual([...CASE_SERVICES].sort());
    expect(Object.keys(catalogue.feeType).sort()).toEqual([...FEE_TYPES].sort());
    expect(Object.keys(catalogue.documentKind).sort()).toEqual([...CASE_LETTER_KINDS].sort());
  });

  it('shows the grouped statuses under their group', () => {
    expect(STATUS_DISPLAY_GROUPS).toEqual(
      expect.arrayContaining(['reminder', 'collection', 'monitoring', 'Paid']),
    );
    expect(STATUS_DISPLAY_GROUPS).not.toContain('PreCollection');
    expect(STATUS_DISPLAY_GROUPS).not.toContain('Surveillance');
  });
});
